import EarshotCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Saves the files a club server sends (``FilePart`` events) on the player's own computer,
/// in their folder (where `earshot` was started, unless told otherwise). The server names a
/// file but never a place: only the last part of the name is used, cleaned of anything a
/// file name should not hold, and an existing file is never written over: the new one gets
/// a free name beside it (`name (2).json`).
final class FileReceiver: Sendable {
    /// What became of a file once its last part came.
    enum Outcome: Equatable {
        case saved(path: String, renamedFrom: String?)
        /// The parts came out of order, unreadable or too many (over ``maxBytes``).
        case broken(name: String)
        /// The system refused the write (the folder is read-only, the disk full…).
        case failed(name: String, why: String)
    }

    /// The most a server may send as one file, and in how many parts.
    static let maxBytes = 64 << 20
    static let maxParts = maxBytes / FilePart.bytesPerPart + 1

    let folder: URL
    /// The file whose parts are coming, if one is.
    private struct Pending {
        var id: String
        var name: String
        var parts: Int
        var data: Data
    }

    private let pending = Mutex<Pending?>(nil)

    init(folder: URL) { self.folder = folder }

    /// Takes one part; returns the outcome once the file is whole (or broken), else `nil`.
    func receive(_ part: FilePart) -> Outcome? {
        let ready: (String, Data)?? = pending.withLock { pending in
            if part.part == 1 {
                pending = Pending(id: part.id, name: part.name, parts: part.parts, data: Data())
            }
            guard var file = pending, file.id == part.id, part.parts == file.parts, part.parts <= Self.maxParts,
                let bytes = Data(base64Encoded: part.data), file.data.count + bytes.count <= Self.maxBytes
            else {
                pending = nil
                return .some(nil)
            }
            file.data.append(bytes)
            guard part.part == file.parts else {
                pending = file
                return nil
            }
            pending = nil
            return .some((file.name, file.data))
        }
        switch ready {
        case nil: return nil
        case .some(nil): return .broken(name: Self.fileName(part.name))
        case .some(.some(let (name, data))): return save(data, named: name)
        }
    }

    /// Writes a new file in ``folder``, never over one that exists.
    func save(_ data: Data, named name: String) -> Outcome {
        let wanted = Self.fileName(name)
        let base = (wanted as NSString).deletingPathExtension
        let ext = (wanted as NSString).pathExtension
        for n in 1...99 {
            let candidate = n == 1 ? wanted : "\(base) (\(n))" + (ext.isEmpty ? "" : ".\(ext)")
            let path = folder.appendingPathComponent(candidate).path
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                return .failed(name: wanted, why: String(cString: strerror(errno)))
            }
            var failure: String?
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = String(cString: strerror(errno))
                        return
                    }
                    offset += written
                }
            }
            close(fd)
            if let failure {
                unlink(path)
                return .failed(name: wanted, why: failure)
            }
            return .saved(path: path, renamedFrom: n == 1 ? nil : wanted)
        }
        return .failed(name: wanted, why: String(cString: strerror(EEXIST)))
    }

    /// The name a server gave, made safe as one file name: its last path component, without
    /// control, format or bidirectional characters, no leading dot, at most 120 characters.
    static func fileName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var clean = String(
            String.UnicodeScalarView(
                last.unicodeScalars.filter { s in
                    !SafeText.isUnsafe(s) && s.properties.generalCategory != .format && s != ":"
                }))
        while clean.hasPrefix(".") || clean.hasPrefix(" ") || clean.hasPrefix("-") { clean.removeFirst() }
        clean = String(clean.prefix(120)).trimmingCharacters(in: .whitespaces)
        return clean.isEmpty ? "earshot-file" : clean
    }
}
