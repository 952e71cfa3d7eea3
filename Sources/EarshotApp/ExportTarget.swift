import EarshotImport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export file safely: only onto a regular file or a new path, never through a
/// symbolic link or onto a device, FIFO or socket, and always through a temporary file in the
/// same folder that is then renamed over the target, so the target is either the old file or
/// the whole new one.
enum ExportTarget {
    struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `data` to `path`. Throws ``Refused`` with a plain reason.
    static func write(_ data: Data, to path: String) throws {
        let shown = ImportText.excerpt(path, limit: 120)
        var info = stat()
        var mode: mode_t = 0o644
        if lstat(path, &info) == 0 {
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
            mode = info.st_mode & 0o777
        } else if errno != ENOENT {
            throw Refused(description: "\(shown) could not be checked: \(String(cString: strerror(errno))).")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).earshot-\(UUID().uuidString).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else {
            throw Refused(
                description:
                    "\(shown) could not be written: \(String(cString: strerror(errno))). Check the folder exists and that you may write there."
            )
        }
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
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Refused(description: "\(shown) could not be written: \(failure). Nothing was changed there.")
        }
    }
}
