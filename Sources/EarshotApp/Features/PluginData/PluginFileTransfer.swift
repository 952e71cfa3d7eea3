import EarshotConsole
import EarshotCore
import EarshotImport
import EarshotTransfer
import Foundation

/// The kinds of file plugins keep themselves (``PluginFiles``; guess who: board packs), as
/// `import FILE` and `earshot export --OPTION NAME` reach them: before a source is read for
/// questions, each plugin is asked, in order, whether the source is one of its files, and
/// the first that claims it imports it into its own data.
struct PluginFileTransfer {
    let registry: PluginRegistry
    let store: any GameStore
    /// The player importing (whose space a plugin may use; imported things go in the shared one).
    let playerID: Int64
    let messages: Messages
    let say: (AppEvent) async -> Void

    /// How much of a file is looked at to tell a plugin's file from a question file.
    static let sniffBytes = 64 * 1024

    /// Imports `loaded` when a plugin claims it. `nil` when none does (the question import goes
    /// on); otherwise whether the plugin imported it (or already had it).
    func claim(_ loaded: LoadedSource) async -> Bool? {
        guard let largest = registry.files.map(\.files.maxBytes).max(),
            let data = loaded.head(upTo: largest + 1)
        else { return nil }
        let head = String(decoding: data.prefix(Self.sniffBytes), as: UTF8.self)
        guard let entry = registry.files.first(where: { $0.files.claims(head) }) else { return nil }
        let bytes = Array(data.prefix(entry.files.maxBytes + 1))
        return await entry.files.importFile(bytes, name: loaded.name, context(entry.plugin))
    }

    /// `earshot export --OPTION NAME`: writes what the plugin that has the option gives.
    /// Returns `false` when nothing was written.
    func export(option: String, name: String, to destination: ExportDestination) async -> Bool {
        guard let entry = registry.files.first(where: { $0.files.exportOption == option }) else {
            await say(.error(messages("export.noPlugin", ["option": option])))
            return false
        }
        switch await entry.files.export(name, context(entry.plugin)) {
        case .refused(let reason):
            await say(.error(reason))
            return false
        case .file(let bytes, let done):
            guard let target = await write(Data(bytes), to: destination) else { return false }
            await say(.info(Messages.fill(done, ["target": target])))
            return true
        }
    }

    /// What a plugin's file is told: the player's language, the plugin's own data.
    func context(_ plugin: String) -> FileContext {
        FileContext(language: messages.language, data: .stored(in: store, plugin: plugin, player: playerID), say: say)
    }

    /// Writes `data` and returns where, in words; `nil` (said why) when it could not.
    func write(_ data: Data, to destination: ExportDestination) async -> String? {
        switch destination {
        case .file(let path):
            let expanded = (path as NSString).expandingTildeInPath
            do {
                try ExportTarget.write(data, to: expanded)
            } catch {
                await say(.error("\(error)"))
                return nil
            }
            return ExternalText.excerpt(expanded, limit: 120)
        case .standardOutput:
            if let code = OutputFailure.writeAll(1, data) {
                await say(.error(messages("export.standardOutput.failed", ["reason": String(cString: strerror(code))])))
                return nil
            }
            return messages("export.standardOutput")
        }
    }
}

extension Transfer {
    /// The plugins' files as `io`'s player imports and exports them.
    func pluginFiles(_ io: any SessionIO) -> PluginFileTransfer {
        PluginFileTransfer(
            registry: registry, store: store, playerID: io.player.id, messages: io.messages,
            say: { await io.say($0, remember: false) })
    }

    /// `earshot export --OPTION NAME` (`--board animals`): a plugin's own file, written to
    /// `destination`. Returns `false` when nothing was written.
    public func exportPluginFile(option: String, name: String, to destination: ExportDestination, _ io: any SessionIO) async
        -> Bool
    {
        await pluginFiles(io).export(option: option, name: name, to: destination)
    }
}
