/// A running game, as the engine drives it. Built-in modes run in process through
/// ``InProcessRunner``; a plugin in another process gets a runner that calls it over its
/// pipe, which is why every step is `async` and may throw (the plugin may crash or time out;
/// the engine then ends the game as abandoned, keeping the answers already recorded).
public protocol ModeRunner: AnyObject {
    func start(at now: Duration) async throws -> ModeOutput
    func handle(_ action: PlayerAction, at now: Duration) async throws -> ModeOutput
    func tick(at now: Duration) async throws -> ModeOutput
}

/// Something that offers a game mode: its descriptor, the questions it wants, its hooks, and
/// a way to start a game. Registered in the ``PluginRegistry``.
public protocol ModeProvider: Sendable {
    var descriptor: ModeDescriptor { get }
    var hooks: any ModeHooks { get }
    /// How many questions, and from where, this mode wants for a game with `setup`.
    func questionRequest(for setup: GameSetup) -> QuestionRequest
    /// Starts a game from its context.
    func makeRunner(context: ModeContext) async throws -> any ModeRunner
    /// Why the mode cannot be played now, in the language of `messages` (a plugin that failed
    /// too often and was given up), or `nil` when it can. `modes` marks such a mode.
    func unavailable(_ messages: Messages) -> String?
}

extension ModeProvider {
    /// Compiled-in modes are always playable.
    public func unavailable(_ messages: Messages) -> String? { nil }
}

/// A compiled-in ``GameMode`` type as a ``ModeProvider``.
public struct BuiltinMode<M: GameMode>: ModeProvider {
    public init(_ type: M.Type = M.self) {}
    public var descriptor: ModeDescriptor { M.descriptor }
    public var hooks: any ModeHooks { M.hooks }
    public func questionRequest(for setup: GameSetup) -> QuestionRequest { M.questionRequest(for: setup) }
    public func makeRunner(context: ModeContext) async throws -> any ModeRunner {
        InProcessRunner(M(context: context))
    }
}

/// Runs a ``GameMode`` value in process.
public final class InProcessRunner<M: GameMode>: ModeRunner {
    public private(set) var mode: M

    public init(_ mode: M) { self.mode = mode }

    public func start(at now: Duration) async throws -> ModeOutput { mode.start(at: now) }
    public func handle(_ action: PlayerAction, at now: Duration) async throws -> ModeOutput { mode.handle(action, at: now) }
    public func tick(at now: Duration) async throws -> ModeOutput { mode.tick(at: now) }
}

/// A category whose questions are made when a game asks, possibly in another process.
public protocol CategoryProvider: Sendable {
    var category: Category { get }
    func generate(_ request: QuestionRequest) async throws -> [Question]
    /// The same, for a game whose player has `data` as the category's plugin's own spaces (a
    /// plugin in another process reaches them with `storage.*` while it makes the questions).
    func generate(_ request: QuestionRequest, data: PluginData?) async throws -> [Question]
}

extension CategoryProvider {
    /// A category that keeps nothing of its own ignores the spaces.
    public func generate(_ request: QuestionRequest, data: PluginData?) async throws -> [Question] {
        try await generate(request)
    }
}

/// A compiled-in ``QuestionGenerator`` as a ``CategoryProvider``.
public struct BuiltinCategory: CategoryProvider {
    public let generator: any QuestionGenerator
    public init(_ generator: any QuestionGenerator) { self.generator = generator }
    public var category: Category { generator.category }
    public func generate(_ request: QuestionRequest) async throws -> [Question] { generator.generate(request) }
}
