import EarshotCore
import EarshotImport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export file safely: only onto a regular file or a new path, never through a
/// symbolic link or onto a device, FIFO or socket.
///
/// A new file, or an existing one that is the writer's own with one name, is written through a
/// temporary file in the same folder that is then renamed over it, so the target is either the
/// old file or the whole new one. The temporary name is short (`.earshot-` and six random
/// characters), whatever the target's, so a target name near the file system's 255-byte limit
/// works. A file with other hard links, or owned by someone else (in a shared or
/// world-writable folder), is written in place instead: a rename would cut its other names
/// off or make it the writer's, so it keeps its links, owner and permissions, as `>` would. Its
/// space is reserved first, so a full disk is found before anything is changed.
public enum ExportTarget {
    /// Why the export was not written there, in plain words.
    public struct Refused: Error, CustomStringConvertible {
        /// The reason.
        public var description: String
    }

    /// Writes `data` to `path`. Throws ``Refused`` with a plain reason.
    public static func write(_ data: Data, to path: String) throws {
        let shown = ImportText.excerpt(path, limit: 120)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw Refused(description: "\(shown) could not be checked: \(String(cString: strerror(errno))).") }
            let mask = umask(0)
            umask(mask)
            return try replace(path, with: data, mode: 0o644 & ~mask, shown: shown)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let what: String
            switch type {
            case S_IFLNK: what = "a symbolic link"
            case S_IFDIR: what = "a folder"
            case S_IFCHR, S_IFBLK: what = "a device"
            case S_IFIFO: what = "a FIFO (a named pipe)"
            case S_IFSOCK: what = "a socket"
            default: what = "not a regular file"
            }
            throw Refused(
                description:
                    "\(shown) is \(what), so Earshot will not write the export there. Give the path of a regular file or a new file, or leave out -o to write to standard output."
            )
        }
        if info.st_nlink > 1 || info.st_uid != geteuid() {
            try writeInPlace(path, data, expected: info, shown: shown)
        } else {
            try replace(path, with: data, mode: info.st_mode & 0o777, shown: shown)
        }
    }

    /// Writes `data` to a new temporary file beside `path` and renames it over `path`.
    static func replace(_ path: String, with data: Data, mode: mode_t, shown: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.earshot-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw Refused(
                description:
                    "\(shown) could not be written: \(String(cString: strerror(errno))). Check the folder exists and that you may write there."
            )
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure = fchmod(fd, mode) == 0 ? writeAll(fd, data) : String(cString: strerror(errno))
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Refused(description: "\(shown) could not be written: \(failure). Nothing was changed there.")
        }
    }

    /// Writes `data` over the file at `path` itself, which must still be the file `expected`
    /// describes.
    static func writeInPlace(_ path: String, _ data: Data, expected: stat, shown: String) throws {
        let fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            throw Refused(
                description:
                    "\(shown) could not be written: \(String(cString: strerror(errno))). It belongs to someone else or has other names, so Earshot writes into it rather than replacing it, and may not. Nothing was changed there."
            )
        }
        defer { close(fd) }
        var now = stat()
        guard fstat(fd, &now) == 0, now.st_dev == expected.st_dev, now.st_ino == expected.st_ino, now.st_mode & S_IFMT == S_IFREG else {
            throw Refused(description: "\(shown) changed while Earshot was about to write it. Nothing was changed there.")
        }
        #if os(Linux)
            // Room for the whole export first: a full disk stops it before the old contents go.
            let reserved = posix_fallocate(fd, 0, off_t(data.count))
            if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL {
                throw Refused(
                    description: "\(shown) could not be written: \(String(cString: strerror(reserved))). Nothing was changed there.")
            }
        #endif
        var failure = writeAll(fd, data)
        if failure == nil, ftruncate(fd, off_t(data.count)) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            throw Refused(description: "\(shown) could not be written: \(failure). The file may be left part written.")
        }
    }

    /// Writes all of `data` to `fd` from its current offset; the error in words, or `nil`.
    static func writeAll(_ fd: Int32, _ data: Data) -> String? {
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        return failure
    }
}
