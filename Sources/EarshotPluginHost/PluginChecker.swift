import EarshotCore
import Foundation

/// `earshot plugin check PATH`: runs a plugin through the protocol before anyone installs it
/// and reports each problem in words. It shakes hands, plays each declared mode (see
/// `PluginChecker+Modes.swift`: the defaults with every kind of action, each setting's other
/// values, a larger draw and mixed categories), asks each generated category for questions and
/// runs each command. Its `storage.*` requests
/// reach two spaces in memory, kept for the whole check and then thrown away: a check writes no
/// player's data.
public struct PluginChecker {
    /// One line of the report.
    public struct Line: Sendable, Equatable {
        public var problem: Bool
        public var text: String
    }

    public let path: String
    public let limits: PluginLimits
    public let language: String
    public private(set) var lines: [Line] = []
    /// The plugin's spaces during the check.
    let data = PluginData.inMemory()
    public var problems: [String] { lines.filter(\.problem).map(\.text) }

    public init(path: String, limits: PluginLimits = .from(environment: ProcessInfo.processInfo.environment), language: String = "en") {
        self.path = path
        self.limits = limits
        self.language = language
    }

    mutating func note(_ text: String) { lines.append(Line(problem: false, text: text)) }
    mutating func problem(_ text: String) { lines.append(Line(problem: true, text: text)) }

    /// Runs the whole check.
    public mutating func run(earshotVersion: String) async {
        let file = URL(fileURLWithPath: path)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            problem("\(path) is not an executable file. Make it executable with chmod +x.")
            return
        }
        var name = file.lastPathComponent
        if name.hasPrefix(PluginDiscovery.prefix) && name.count > PluginDiscovery.prefix.count {
            name.removeFirst(PluginDiscovery.prefix.count)
        } else {
            problem("The file is called \(name); Earshot only finds plugins called earshot-plugin-NAME.")
        }
        let candidate = PluginCandidate(name: name, path: path)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-check-\(UUID().uuidString).log")
        let started = ContinuousClock.now
        let loaded: LoadedPlugin
        switch await PluginHost.connect(candidate, limits: limits, language: language, earshotVersion: earshotVersion, logFile: log) {
        case .failure(let failure):
            problem("Handshake: \(failure.sentence)")
            reportLog(log)
            return
        case .success(let plugin):
            loaded = plugin
        }
        let ms = (ContinuousClock.now - started).milliseconds
        let info = loaded.info
        note(
            "Handshake: \(info.name.plain(limit: 60)) version \(info.version.plain(limit: 40)), protocol version \(info.protocolVersion), answered in \(ms) milliseconds."
        )
        if info.provides.isEmpty { problem("The plugin provides nothing: no modes, categories or commands.") }
        note("It provides: \(info.provides.joined(separator: ", ")).")
        // No restarts during a check: a plugin that fails is reported as it is.
        let handle = PluginHandle(loaded, limits: limits, language: language, earshotVersion: earshotVersion, logFile: log)
        handle.forbidRestarts()
        var registry = PluginRegistry()
        do { try PluginHost.register(handle, info: info, in: &registry) } catch { problem("\(error)") }
        for mode in info.modes { await check(mode: mode, plugin: handle) }
        for category in info.categories {
            await check(category: RemoteCategory(plugin: handle, category: category, language: language))
        }
        for command in info.commands {
            await check(command: RemoteCommand(plugin: handle, descriptor: command.descriptor, language: language))
        }
        if let failure = loaded.connection.stopped {
            problem("The plugin was stopped: \(failure.sentence)")
        } else {
            await loaded.connection.shutdown()
        }
        reportLog(log)
    }

    private mutating func reportLog(_ log: URL) {
        defer { try? FileManager.default.removeItem(at: log) }
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return }
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("[earshot]") }
        if !lines.isEmpty {
            note("It wrote \(lines.count) line\(lines.count == 1 ? "" : "s") to standard error (kept in a log file when installed).")
        }
    }

    /// Questions of every kind for a trial game.
    static func sampleQuestions(count: Int) -> [Question] {
        let pool = [
            Question(
                categoryID: "check", kind: .choice, difficulty: .easy, text: "Which planet is known as the red planet?",
                answers: ["Mars"], wrong: ["Venus", "Jupiter", "Saturn"], explanation: "Iron oxide makes it red.", storeID: 1),
            Question(
                categoryID: "check", kind: .truefalse, difficulty: .easy, text: "Water boils at 100 degrees Celsius at sea level.",
                answers: ["true"], storeID: 2),
            Question(
                categoryID: "check", kind: .typed, difficulty: .medium, text: "What is the capital of France?", answers: ["Paris"],
                storeID: 3),
        ]
        return (0..<count).map { pool[$0 % pool.count] }
    }

    mutating func review(_ out: ModeOutput, mode: String, step: String) {
        let finishedEvents = out.events.filter { if case .finished = $0 { true } else { false } }
        if out.finished && finishedEvents.isEmpty { problem("Mode \(mode): \(step) ended the game without a finished event.") }
        if !out.finished && !finishedEvents.isEmpty { problem("Mode \(mode): \(step) sent a finished event but finished is false.") }
        for event in out.events {
            switch event {
            case .asked(let q), .options(let q):
                if q.number < 1 || q.number > q.total { problem("Mode \(mode): \(step) asked question \(q.number) of \(q.total).") }
                if q.text.isEmpty { problem("Mode \(mode): \(step) asked a question with no text.") }
            case .custom(let kind, let text):
                if text.trimmingWhitespace.isEmpty { problem("Mode \(mode): \(step) sent a custom event (\(kind)) with no text.") }
            case .recorded(let r):
                if r.position < 1 { problem("Mode \(mode): \(step) recorded an answer at position \(r.position); positions start at 1.") }
            default: break
            }
        }
    }

    private mutating func check(category: RemoteCategory) async {
        do {
            let request = QuestionRequest(categoryID: category.category.id, count: 5, seed: 7)
            let questions = try await category.generate(request, data: data)
            if questions.isEmpty { problem("Category \(category.category.id): category.generate made no questions.") }
            let again = try await category.generate(request, data: data)
            if again != questions { problem("Category \(category.category.id): the same seed gave different questions.") }
            note("Category \(category.category.id): made \(questions.count) questions for 5 asked.")
        } catch {
            problem("Category \(category.category.id): category.generate failed: \(describe(error))")
        }
    }

    private mutating func check(command: RemoteCommand) async {
        do {
            let events = try await command.run(
                argument: "",
                context: CommandContext(
                    playerName: "Checker", settings: PlayerSettings(), today: "2026-01-01", history: NoHistory(), data: data))
            if events.isEmpty { problem("Command \(command.descriptor.name): command.run said nothing.") }
            note("Command \(command.descriptor.name): answered with \(events.count) event\(events.count == 1 ? "" : "s").")
        } catch {
            problem("Command \(command.descriptor.name): command.run failed: \(describe(error))")
        }
    }

    func describe(_ error: any Error) -> String {
        (error as? PluginFailure)?.sentence ?? "\(error)"
    }
}

/// No past games, for checks.
struct NoHistory: GameHistory {
    func gamesStarted(mode: String, from: String, through: String) throws -> Int { 0 }
    func board(mode: String, from: String, through: String, limit: Int) throws -> [BoardEntry] { [] }
    func standing(mode: String, from: String, through: String) throws -> BoardStanding {
        BoardStanding(rank: nil, players: 0, best: nil)
    }
}
