import ArgumentParser
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// `earshot doctor`: checks the whole database file, read-only, and says what it found.
struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the database for damage and for Earshot's own bookkeeping, without changing it.")

    @Option(name: .long, help: "The SQLite database file (default: $XDG_DATA_HOME/earshot/earshot.sqlite).")
    var db: String?

    func run() async throws {
        let path = db ?? AppOptions.defaultDatabasePath()
        let presenter = Presenter(sinks: [
            TextSink(renderer: TextRenderer(color: TerminalInfo.colorAllowed()), output: StandardOutput())
        ])
        await presenter.say(.info("Checking the database at \(path). This reads the whole file."))
        let report = Store.examine(path: path)
        for fact in report.facts { await presenter.say(.info(fact)) }
        for problem in report.problems { await presenter.say(.error(problem)) }
        if report.isHealthy {
            await presenter.say(.info("The database is healthy."))
        } else {
            await presenter.say(
                .info(
                    "The database has \(report.problems.count) problem\(report.problems.count == 1 ? "" : "s"). Keep a copy of the file before changing anything."
                ))
            throw ExitCode(3)
        }
    }
}
