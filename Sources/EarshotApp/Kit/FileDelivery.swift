import EarshotCore
import EarshotImport
import EarshotTransfer
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Gives the player a file a command made (`account export`, and any later command that
/// writes). On a club server it travels to the player's own computer as ``FilePart`` events,
/// whatever they typed: nothing a player types names a file on the server. On this computer
/// it is written where the player said (from the current folder, `~/` for home), else under
/// the file's name in the current folder; an existing file is replaced only when the player
/// says so, and never the store's own database.
public struct FileDelivery: Feature {
    /// Where a file went.
    public enum Outcome: Equatable {
        /// Sent to the player's own computer (a club server), which says where it saved it.
        case sent
        /// Written on this computer at this path.
        case written(String)
        /// Not written (the player kept an existing file, or it could not be written: said).
        case notWritten
    }

    public init(_ environment: SessionEnvironment) {}

    /// Delivers `data`, named `name` unless the player `typed` a name or path.
    public func deliver(_ data: Data, name: String, typed: String, _ io: any SessionIO) async -> Outcome {
        let wanted = typed.trimmingWhitespace.isEmpty ? name : typed.trimmingWhitespace
        if io.options.isClubSession {
            for part in FilePart.split(data, name: wanted) { await io.say(.file(part), remember: false) }
            return .sent
        }
        let m = io.messages
        let path = Self.localPath(wanted)
        let shown = ImportText.excerpt(path, limit: 120)
        if Self.isStoreFile(path, store: io.options.databasePath) {
            await io.say(.error(m("data.deliver.storeFile", ["path": shown])))
            return .notWritten
        }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            guard await io.confirm(m("data.deliver.exists", ["path": shown])) else {
                await io.say(.info(m("data.deliver.kept", ["path": shown])))
                return .notWritten
            }
        }
        do {
            try ExportTarget.write(data, to: path)
            return .written(path)
        } catch {
            await io.say(.error(m("data.exportFailed", ["path": shown, "error": "\(error)"])))
            return .notWritten
        }
    }

    /// A path as the player typed it, made absolute from the current folder (`~/` is home).
    static func localPath(_ typed: String) -> String {
        var path = typed
        if path == "~" || path.hasPrefix("~/") { path = NSHomeDirectory() + path.dropFirst(1) }
        if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is the store's database (at `store`) or one of its companion files.
    static func isStoreFile(_ path: String, store: String) -> Bool {
        let store = URL(fileURLWithPath: store).resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if ["", "-wal", "-shm", "-journal"].contains(where: { store + $0 == target }) { return true }
        var a = stat()
        var b = stat()
        return stat(store, &a) == 0 && stat(target, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
