import EarshotCore

/// A generated category offered by a plugin in another process.
public struct RemoteCategory: CategoryProvider {
    public let plugin: PluginHandle
    public let category: Category
    public let language: String

    public init(plugin: PluginHandle, category: Category, language: String) {
        self.plugin = plugin
        self.category = category
        self.language = language
    }

    public func generate(_ request: QuestionRequest) async throws -> [Question] {
        try await generate(request, data: nil)
    }

    /// Asks the plugin for questions; its `storage.*` requests meanwhile reach `data`.
    public func generate(_ request: QuestionRequest, data: PluginData?) async throws -> [Question] {
        // The player's language, which the engine fills in; the one at start otherwise.
        let spoken = request.language ?? Language(named: language) ?? .en
        let params = PluginWire.GenerateParams(
            category: category.id, count: request.count, seed: request.seed, kinds: request.kinds, language: spoken.rawValue)
        do {
            return try await generate(params, count: request.count, data: data)
        } catch {
            throw PluginFailure.told(error, in: spoken)
        }
    }

    private func generate(_ params: PluginWire.GenerateParams, count: Int, data: PluginData?) async throws -> [Question] {
        let connection = try await plugin.live()
        let result = try await connection.call("category.generate", params, as: PluginWire.GenerateResult.self, storage: data)
        var questions: [Question] = []
        for (i, raw) in result.questions.prefix(count).enumerated() {
            var q = raw
            q.categoryID = category.id
            q.storeID = nil
            q.text = q.text.plain(limit: ExternalText.Limit.question)
            q.answers = q.answers.map { $0.plain(limit: ExternalText.Limit.option) }
            q.wrong = q.wrong.map { $0.plain(limit: ExternalText.Limit.option) }
            q.explanation = q.explanation?.plain(limit: ExternalText.Limit.explanation)
            if let problem = Self.problem(q) {
                let failure = PluginFailure(
                    plugin: connection.name, kind: .brokeProtocol,
                    reason: .badQuestion(number: i + 1, category: category.id, problem: problem))
                throw failure
            }
            questions.append(q)
        }
        return questions
    }

    /// What is wrong with a generated question, as a `plugin.question.…` key, or `nil`.
    static func problem(_ q: Question) -> String? {
        if q.text.trimmingWhitespace.isEmpty { return "plugin.question.emptyText" }
        if q.answers.isEmpty { return "plugin.question.noAnswer" }
        switch q.kind {
        case .choice:
            if q.wrong.isEmpty { return "plugin.question.noWrong" }
            if q.wrong.count > 5 { return "plugin.question.tooManyOptions" }
        case .truefalse:
            if !["true", "false"].contains(q.answers[0]) { return "plugin.question.trueFalse" }
        case .typed, .list: break
        }
        return nil
    }
}

/// A REPL command offered by a plugin in another process.
public struct RemoteCommand: PluginCommand {
    public let plugin: PluginHandle
    public let descriptor: CommandDescriptor
    public let language: String

    public init(plugin: PluginHandle, descriptor: CommandDescriptor, language: String) {
        self.plugin = plugin
        self.descriptor = descriptor
        self.language = language
    }

    public func run(argument: String, context: CommandContext) async throws -> [Event] {
        // The player's language, which the engine fills in; the one at start otherwise.
        let spoken = context.settings.language ?? Language(named: language) ?? .en
        let params = PluginWire.CommandParams(
            name: descriptor.name, argument: argument, playerName: context.playerName, today: context.today,
            language: spoken.rawValue)
        do {
            return try await run(params, data: context.data)
        } catch {
            throw PluginFailure.told(error, in: spoken)
        }
    }

    private func run(_ params: PluginWire.CommandParams, data: PluginData) async throws -> [Event] {
        let connection = try await plugin.live()
        let raw = try await connection.call("command.run", try JSONValue.from(params), storage: data)
        var clean = raw
        if case .object(var o) = raw, let events = o["events"] {
            o["events"] = events.mapStrings { $0.plain() }
            clean = .object(o)
        }
        do {
            return try clean.decode(PluginWire.CommandResult.self).events.map { .game($0) }
        } catch {
            let failure = PluginFailure(
                plugin: connection.name, kind: .brokeProtocol,
                reason: .phrase(
                    "plugin.failure.wrongShape", ["method": "command.run", "reason": PluginConnection.reason(error)]))
            connection.stop(failure)
            throw failure
        }
    }
}
