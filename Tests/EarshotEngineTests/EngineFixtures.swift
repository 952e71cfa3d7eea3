import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation

/// A mode with a verb of its own (`double`) and a setting (`lives`), for engine tests: each
/// answer counts 100, doubled after `double`; it fails on purpose when asked to `crash`.
struct VerbMode: GameMode {
    static let descriptor = ModeDescriptor(
        id: "verbs", name: "Verbs", summary: "A test mode with its own words.",
        commands: [
            CommandDescriptor("double", ["twice"], scope: .game, summary: "Double the next answer.", help: "double doubles it."),
            CommandDescriptor("crash", [], scope: .game, summary: "Stop working.", help: "crash makes the mode fail."),
        ],
        settings: [ModeSetting(name: "lives", kind: .integer, summary: "How many lives.", defaultValue: "1", minimum: 1, maximum: 5)])

    var flow: QuizFlow
    var doubled = false
    let lives: Int

    init(context: ModeContext) {
        flow = QuizFlow(context: context)
        lives = Int(context.setup.modeOptions["lives"] ?? "") ?? -1
    }

    mutating func start(at now: Duration) -> ModeOutput {
        ModeOutput(events: [.custom(kind: "verbs.lives", text: "Lives: \(lives).")] + flow.ask(at: now))
    }

    mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        if case .command(let verb) = action {
            if verb.name == "double" {
                doubled = true
                return ModeOutput(events: [.custom(kind: "verbs.double", text: "Doubled \(verb.argument).")])
            }
            return ModeOutput(events: [.custom(kind: "verbs.other", text: "Verb \(verb.name).")])
        }
        let points = doubled ? 200 : 100
        return flow.playUntimed(action, at: now, points: { _ in points }, untimed: .custom(kind: "x", text: "x"))
    }
}

/// A runner that works for one answer, then throws, as a crashed plugin would.
final class FailingRunner: ModeRunner {
    var inner: InProcessRunner<VerbMode>
    var calls = 0
    init(_ mode: VerbMode) { inner = InProcessRunner(mode) }
    func start(at now: Duration) async throws -> ModeOutput { try await inner.start(at: now) }
    func handle(_ action: PlayerAction, at now: Duration) async throws -> ModeOutput {
        calls += 1
        if calls > 1 { throw ModeSettingError("the plugin's process ended") }
        return try await inner.handle(action, at: now)
    }
    func tick(at now: Duration) async throws -> ModeOutput { ModeOutput() }
}

/// A provider whose games fail after the first answer.
struct FailingProvider: ModeProvider {
    var descriptor: ModeDescriptor {
        var d = VerbMode.descriptor
        d.id = "fragile"
        d.name = "Fragile"
        return d
    }
    var hooks: any ModeHooks { NoHooks() }
    func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: setup.categoryID, count: setup.count ?? 3, seed: setup.seed)
    }
    func makeRunner(context: ModeContext) async throws -> any ModeRunner { FailingRunner(VerbMode(context: context)) }
}

/// The verbs mode under an id with a dash and a name unlike it, as an external plugin may
/// register it.
struct DashedProvider: ModeProvider {
    var descriptor: ModeDescriptor {
        var d = VerbMode.descriptor
        d.id = "beat-it"
        d.name = "Beat the count"
        return d
    }
    var hooks: any ModeHooks { NoHooks() }
    func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: setup.categoryID, count: setup.count ?? 3, seed: setup.seed)
    }
    func makeRunner(context: ModeContext) async throws -> any ModeRunner { InProcessRunner(VerbMode(context: context)) }
}

/// A plugin command: `fact` answers with a custom event naming the player.
struct FactCommand: PluginCommand {
    var descriptor: CommandDescriptor {
        CommandDescriptor("fact", ["trivia"], scope: .both, summary: "Hear a fact.", help: "fact tells you a fact.")
    }
    func run(argument: String, context: CommandContext) async throws -> [Event] {
        [.game(.custom(kind: "fact", text: "A fact for \(context.playerName): honey never spoils."))]
    }
}

/// Registers the test mode, the failing mode and the command.
enum EnginePlugin: EarshotPlugin {
    static let id = "engine-test"
    static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: VerbMode.self)
        try registry.add(mode: FailingProvider())
        try registry.add(mode: DashedProvider())
        try registry.add(command: FactCommand())
    }
}

/// Three questions whose right answer is always "Alpha".
func alphaBank(path: String? = nil) async throws -> Store {
    let store = try path.map { try Store(path: $0) } ?? Store()
    let questions = (1...3).map {
        Question(
            categoryID: "geo", kind: .choice, difficulty: .easy, text: "Geography question \($0)?", answers: ["Alpha"],
            wrong: ["Beta", "Gamma", "Delta"])
    }
    try await store.install(
        Pack(id: "geo", name: "Geo", categories: [Category(id: "geo", name: "Geography")], questions: questions, contentHash: "h1"))
    return store
}

/// Runs the REPL over `lines` with a clock that stands still (every turn takes no time, so
/// ties are decided by the rules alone, however busy the machine is).
func playREPL(_ lines: [String], store: Store? = nil) async throws -> TestApp {
    let bank = if let store { store } else { try await alphaBank() }
    let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: bank, clock: ManualClock())
    _ = await t.app.runREPL(version: "test")
    return t
}
