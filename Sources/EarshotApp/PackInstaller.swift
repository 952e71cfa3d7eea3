import EarshotCore
import EarshotPacks
import EarshotStore
import Foundation

/// Loads the built-in packs into the store when they are new or changed. Unchanged packs are
/// recognised by the hash of their file and not parsed, so start-up does not grow with the bank.
public enum PackInstaller {
    /// What happened, in messages for the player (problems and loaded packs).
    public struct Report: Sendable {
        public var loaded: [String] = []
        public var problems: [String] = []
    }

    /// Loads the built-in packs; `messages` says what was loaded (the problems a pack file has
    /// are the pack reader's, in English for now).
    public static func installBuiltins(into store: any GameStore, messages: Messages = .english) async -> Report {
        await install(files: BuiltinPacks.files(), into: store, messages: messages)
    }

    public static func install(files: [URL], into store: any GameStore, messages: Messages = .english) async -> Report {
        var report = Report()
        for file in files {
            let name = file.lastPathComponent
            do {
                let data = try Data(contentsOf: file)
                let hash = SHA256.hex(of: [UInt8](data))
                let id = file.deletingPathExtension().lastPathComponent
                if try await store.packHash(id) == hash { continue }
                let (pack, problems) = try PackLoader.load(data, file: name)
                report.problems += problems.map(\.description)
                let result = try await store.install(pack)
                if result.changed {
                    report.loaded.append(messages.plural("import.builtin.added", count: result.added, ["pack": pack.name]))
                }
            } catch let error as PackError {
                report.problems.append(error.description)
            } catch {
                report.problems.append("\(name): \(error)")
            }
        }
        return report
    }
}
