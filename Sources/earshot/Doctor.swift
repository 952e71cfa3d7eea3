import ArgumentParser
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPluginHost
import EarshotPlugins
import EarshotSpeech
import Foundation

/// `earshot doctor`: checks the store (read-only), speech and the plugin folders, and says what
/// it found, a sentence each. Ends with status 3 when the store has problems; what it finds
/// about speech and plugins are warnings (a machine without sound is still a healthy install).
struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the store, speech and plugins, and say what is wrong and what to do, without changing anything.")

    /// A part of the check.
    enum Part: String, CaseIterable, ExpressibleByArgument {
        case store, speech, plugins
    }

    @Option(
        name: .long,
        help: "The store: an SQLite file (default: $XDG_DATA_HOME/earshot/earshot.sqlite) or a postgres:// URL.")
    var db: String?

    @Option(name: .long, help: "Check only this part: store, speech or plugins (may be given more than once).")
    var only: [Part] = []

    func run() async throws {
        let presenter = Presenter(sinks: [
            TextSink(renderer: TextRenderer(color: TerminalInfo.colorAllowed()), output: StandardOutput())
        ])
        var outcomes: [(Part, [DoctorFinding])] = []
        for part in Part.allCases where only.isEmpty || only.contains(part) {
            await presenter.say(.info(Self.heading(part)))
            let findings = await Self.check(part, db: db)
            for finding in findings {
                await presenter.say(finding.level == .problem ? .error(finding.text) : .info(finding.description))
            }
            outcomes.append((part, findings))
        }
        await presenter.say(.info(Self.summary(outcomes)))
        await presenter.flush()
        if outcomes.contains(where: { $0.0 == .store && $0.1.worst == .problem }) { throw ExitCode(3) }
    }

    static func heading(_ part: Part) -> String {
        switch part {
        case .store: return "The store."
        case .speech: return "Speech."
        case .plugins: return "Plugins."
        }
    }

    static func check(_ part: Part, db: String?) async -> [DoctorFinding] {
        switch part {
        case .store:
            return await StoreCheck.run(location: db ?? AppOptions.defaultDatabasePath())
        case .speech:
            return await SpeechCheck.run()
        case .plugins:
            do {
                let builtIn = Set(try BuiltinPlugins.registry().plugins)
                return await PluginFolderCheck.run(builtIn: builtIn, earshotVersion: Launcher.version)
            } catch {
                return [.problem("The built-in plugins could not be registered: \(error)")]
            }
        }
    }

    /// One sentence on all the parts checked: "In short: the store is healthy; speech has 1
    /// warning; the plugins are fine."
    static func summary(_ outcomes: [(Part, [DoctorFinding])]) -> String {
        let parts = outcomes.map { part, findings -> String in
            let (problems, warnings) = (findings.at(.problem).count, findings.at(.warning).count)
            let subject = part == .store ? "the store" : part == .speech ? "speech" : "the plugins"
            let verb = part == .plugins ? "have" : "has"
            if problems > 0 { return "\(subject) \(verb) \(problems) problem\(problems == 1 ? "" : "s")" }
            if warnings > 0 { return "\(subject) \(verb) \(warnings) warning\(warnings == 1 ? "" : "s")" }
            return part == .store ? "the store is healthy" : "\(subject) \(part == .plugins ? "are" : "is") fine"
        }
        return "In short: " + parts.joined(separator: "; ") + "."
    }
}
