import EarshotConsole
import EarshotCore
import EarshotStore
import EarshotTransfer
import Foundation

/// Importing and exporting questions: `import` at the prompt, `earshot import` and
/// `earshot export`. The service its commands share: the `EarshotTransfer` services over the
/// session's store, speaking through the session, with the app's own parts handed in (guess-who
/// board packs, standard output, the program's name and version).
public struct Transfer: Feature {
    let store: any GameStore
    let registry: PluginRegistry
    let clock: any GameClock
    let databasePath: String

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        registry = environment.registry
        clock = environment.clock
        databasePath = environment.options.databasePath
    }

    /// The network an import uses unless it is given another (tests give a local one): the
    /// downloader named after this version of Earshot, the session's clock, the wall clock, and
    /// the Open Trivia Database session kept beside the database.
    public var network: ImportNetwork {
        ImportNetwork(
            fetcher: QuestionFetcher(userAgent: "Earshot/\(Launcher.version)"), clock: clock,
            sessionFile: OpenTDBSessionFile(databasePath: databasePath))
    }

    /// Runs an import (see `ImportService`), saying everything through `io`. A plugin's own kind
    /// of file (a guess-who board pack) is kept by its plugin. Returns `false` when nothing could be imported.
    public func importQuestions(_ request: ImportRequest, network: ImportNetwork? = nil, _ io: any SessionIO) async -> Bool {
        let say: Announce = { await io.say($0, remember: false) }
        let service = ImportService(
            store: store, say: say, network: network ?? self.network, messages: io.messages, claim: pluginFiles(io).claim)
        return await service.run(request)
    }

    /// Writes an export (see `ExportService`), saying everything through `io`. Returns `false`
    /// when nothing was written.
    public func exportQuestions(
        format: String = "earshot", category: String? = nil, to destination: ExportDestination, _ io: any SessionIO
    ) async -> Bool {
        let service = ExportService(
            store: store, say: { await io.say($0, remember: false) }, messages: io.messages,
            standardOutput: Self.writeStandardOutput)
        return await service.run(format: format, category: category, to: destination)
    }

    /// Writes to standard output; a failure marks it failed for the whole program (the command
    /// then ends with status 74), quietly, since the export says it in its own words.
    static let writeStandardOutput: StandardOutputWriter = { data in
        guard let code = OutputFailure.writeAll(1, data) else { return nil }
        OutputFailure.markFailed(errno: code, quietly: true)
        return code
    }
}
