import EarshotCore

/// A game mode offered by a plugin in another process.
public struct RemoteMode: ModeProvider {
    public let plugin: PluginHandle
    public let descriptor: ModeDescriptor
    public let kinds: [QuestionKind]
    /// The player's language when Earshot started (a game uses the player's language now).
    public let language: String
    /// The languages the plugin declared in its handshake (`nil`: it did not say).
    public let languages: [String]?
    public var hooks: any ModeHooks { NoHooks() }

    /// A mode whose plugin was given up (it failed too often) cannot be played until Earshot
    /// starts again.
    public func unavailable(_ messages: Messages) -> String? {
        plugin.givenUp.map { messages("lists.modes.givenUp", ["why": $0.told(in: messages.language).description]) }
    }

    public init(plugin: PluginHandle, declared: PluginWire.DeclaredMode, language: String, languages: [String]? = nil) {
        self.plugin = plugin
        descriptor = declared.descriptor
        kinds = declared.kinds
        self.language = language
        self.languages = languages
    }

    public func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(
            categoryID: descriptor.choosesCategory ? setup.categoryID : nil, count: setup.count ?? descriptor.defaultCount,
            seed: setup.seed, kinds: kinds)
    }

    public func makeRunner(context: ModeContext) async throws -> any ModeRunner {
        // Every declared setting reaches the plugin: the player's value, or the default.
        var setup = context.setup
        for setting in descriptor.settings where setup.modeOptions[setting.name] == nil {
            if let value = setting.defaultValue { setup.modeOptions[setting.name] = value }
        }
        // The player's language (the engine fills it in), else the one at start.
        let spoken = setup.settings.language ?? Language(named: language) ?? .en
        let connection: PluginConnection
        do {
            connection = try await plugin.live()
        } catch {
            throw PluginFailure.told(error, in: spoken)
        }
        return RemoteRunner(
            connection: connection, mode: descriptor.id,
            context: PluginWire.Context(
                setup: setup, questions: context.questions, categoryNames: context.categoryNames, language: spoken.rawValue),
            notice: PluginLanguages.notice(mode: descriptor.name, languages: languages, player: spoken), spoken: spoken,
            data: context.data)
    }
}

/// Drives a plugin's mode over its connection. The plugin's state travels with every call, so
/// a plugin may keep nothing between calls.
public final class RemoteRunner: ModeRunner {
    let connection: PluginConnection
    let mode: String
    let context: PluginWire.Context
    private(set) var state: JSONValue = .null
    /// The question last put to the player, for reading answers.
    private(set) var open: AskedQuestion?
    /// Said once at the start when the plugin does not speak the player's language.
    let notice: String?
    /// The player's language, in which a failure is told.
    let spoken: Language
    /// The plugin's spaces for this game's player, which its `storage.*` requests reach.
    let data: PluginData?

    init(
        connection: PluginConnection, mode: String, context: PluginWire.Context, notice: String? = nil, spoken: Language = .en,
        data: PluginData? = nil
    ) {
        self.connection = connection
        self.mode = mode
        self.context = context
        self.notice = notice
        self.spoken = spoken
        self.data = data
    }

    public func start(at now: Duration) async throws -> ModeOutput {
        var output = try await step("mode.start", now: now)
        if let notice {
            // After the mode's own opening line, if it has one; before everything else.
            let at = output.events.prefix { if case .started = $0 { true } else { false } }.count
            output.events.insert(.custom(kind: "plugin.language", text: notice), at: at)
        }
        return output
    }

    public func handle(_ action: PlayerAction, at now: Duration) async throws -> ModeOutput {
        var reading: PluginWire.Reading?
        if case .answer(let text) = action { reading = read(text) }
        return try await step("mode.handle", now: now, action: action, reading: reading)
    }

    public func tick(at now: Duration) async throws -> ModeOutput {
        try await step("mode.tick", now: now)
    }

    /// One call, its failure told in the player's language.
    private func step(
        _ method: String, now: Duration, action: PlayerAction? = nil, reading: PluginWire.Reading? = nil
    ) async throws -> ModeOutput {
        do {
            return try await call(method, now: now, action: action, reading: reading)
        } catch {
            throw PluginFailure.told(error, in: spoken)
        }
    }

    private func call(
        _ method: String, now: Duration, action: PlayerAction?, reading: PluginWire.Reading?
    ) async throws -> ModeOutput {
        let params = PluginWire.StepParams(
            mode: mode, context: context, state: state, now: max(0, now.milliseconds), action: action, reading: reading)
        let raw = try await connection.call(method, try JSONValue.from(params), storage: data)
        let result: PluginWire.StepResult
        do {
            // Text from a plugin reaches the terminal and speech: no control characters.
            var clean = raw
            if case .object(var o) = raw, let events = o["events"] {
                o["events"] = events.mapStrings { $0.plain() }
                clean = .object(o)
            }
            result = try clean.decode(PluginWire.StepResult.self)
        } catch {
            let failure = PluginFailure(
                plugin: connection.name, kind: .brokeProtocol,
                reason: .phrase("plugin.failure.wrongShape", ["method": method, "reason": PluginConnection.reason(error)]))
            connection.stop(failure)
            throw failure
        }
        if let newState = result.state { state = newState }
        for event in result.events {
            if case .asked(let q) = event { open = q }
        }
        return result.output
    }

    /// What the host makes of `input` for the open question: the same reading as the
    /// built-in modes (option numbers, letters, words, forgiven typos, true or false).
    func read(_ input: String) -> PluginWire.Reading? {
        guard let asked = open else { return nil }
        let question =
            context.questions.indices.contains(asked.number - 1) && context.questions[asked.number - 1].text == asked.text
            ? context.questions[asked.number - 1] : context.questions.first { $0.text == asked.text }
        let trimmed = input.trimmingWhitespace
        guard let question else { return nil }
        switch question.kind {
        case .choice, .truefalse:
            let correctOption: Int? =
                question.kind == .truefalse
                ? asked.options.firstIndex { $0.lowercased() == (question.answers.first ?? "").lowercased() }
                : asked.options.firstIndex(of: question.answers.first ?? "")
            switch AnswerMatcher.match(trimmed, options: asked.options, isTrueFalse: question.kind == .truefalse) {
            case .option(let i):
                return .init(verdict: i == correctOption ? "correct" : "wrong", given: asked.options[i], option: i, events: [])
            case .ambiguous(let candidates):
                return .init(
                    verdict: "unclear", given: nil, option: nil,
                    events: [.clarify(input: trimmed, candidates: candidates, options: asked.options)])
            case .noMatch:
                return .init(
                    verdict: "unclear", given: nil, option: nil,
                    events: [
                        .notUnderstood(input: trimmed, optionCount: asked.options.count, trueFalse: question.kind == .truefalse)
                    ])
            }
        case .typed, .list:
            guard !TextNormalizer.normalize(trimmed).isEmpty else {
                return .init(verdict: "unclear", given: nil, option: nil, events: [.notUnderstood(input: trimmed, optionCount: 0)])
            }
            let ok = AnswerMatcher.accepts(trimmed, answers: question.answers, tolerance: question.tolerance)
            return .init(verdict: ok ? "correct" : "wrong", given: trimmed, option: nil, events: [])
        }
    }
}
