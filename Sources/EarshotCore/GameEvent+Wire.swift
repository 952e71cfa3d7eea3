/// The JSON form of game events, player actions and the values they carry: one object with a
/// `type` field per case and plain, camel-case fields, the same for the out-of-process plugin
/// protocol (`docs/plugin-protocol.md`) and any later network front-end. Decoding ignores
/// unknown fields and fills optional ones with their defaults.
struct WireKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == WireKey {
    fileprivate func value<T: Decodable>(_ key: String, _ type: T.Type = T.self) throws -> T {
        try decode(T.self, forKey: WireKey(key))
    }
    fileprivate func optional<T: Decodable>(_ key: String, _ type: T.Type = T.self) throws -> T? {
        try decodeIfPresent(T.self, forKey: WireKey(key))
    }
}

extension KeyedEncodingContainer where Key == WireKey {
    fileprivate mutating func put<T: Encodable>(_ value: T, _ key: String) throws {
        try encode(value, forKey: WireKey(key))
    }
    fileprivate mutating func putIfPresent<T: Encodable>(_ value: T?, _ key: String) throws {
        try encodeIfPresent(value, forKey: WireKey(key))
    }
}

extension GameEvent {
    /// The `type` word of each case, as it appears on the wire.
    public var wireType: String {
        switch self {
        case .started: "started"
        case .asked: "asked"
        case .options: "options"
        case .judged: "judged"
        case .clarify: "clarify"
        case .notUnderstood: "notUnderstood"
        case .skipped: "skipped"
        case .timeUp: "timeUp"
        case .timeLeft: "timeLeft"
        case .score: "score"
        case .custom: "custom"
        case .recorded: "recorded"
        case .finished: "finished"
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        let type = try c.value("type", String.self)
        switch type {
        case "started":
            // A null or missing category is all of them: Earshot says "all categories" itself.
            self = .started(
                mode: try c.value("mode"), category: try c.optional("category", String.self) ?? "", questions: try c.value("questions"))
        case "asked": self = .asked(try c.value("question"))
        case "options": self = .options(try c.value("question"))
        case "judged": self = .judged(try c.value("judgement"))
        case "clarify":
            self = .clarify(input: try c.value("input"), candidates: try c.value("candidates"), options: try c.value("options"))
        case "notUnderstood":
            self = .notUnderstood(
                input: try c.value("input"), optionCount: try c.optional("optionCount") ?? 0,
                trueFalse: try c.optional("trueFalse") ?? false)
        case "skipped":
            self = .skipped(correctAnswer: try c.value("correctAnswer"), explanation: try c.optional("explanation"))
        case "timeUp":
            self = .timeUp(correctAnswer: try c.value("correctAnswer"), explanation: try c.optional("explanation"))
        case "timeLeft":
            self = .timeLeft(seconds: try c.value("seconds"), warning: try c.optional("warning") ?? false)
        case "score": self = .score(try c.value("status"))
        case "custom": self = .custom(kind: try c.optional("kind") ?? "custom", text: try c.value("text"))
        case "recorded": self = .recorded(try c.value("record"))
        case "finished": self = .finished(outcome: try c.value("outcome"), status: try c.value("status"))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: WireKey("type"), in: c, debugDescription: "\"\(type)\" is not an event type")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        try c.put(wireType, "type")
        switch self {
        case .started(let mode, let category, let questions):
            try c.put(mode, "mode")
            try c.put(category, "category")
            try c.put(questions, "questions")
        case .asked(let q), .options(let q): try c.put(q, "question")
        case .judged(let j): try c.put(j, "judgement")
        case .clarify(let input, let candidates, let options):
            try c.put(input, "input")
            try c.put(candidates, "candidates")
            try c.put(options, "options")
        case .notUnderstood(let input, let optionCount, let trueFalse):
            try c.put(input, "input")
            try c.put(optionCount, "optionCount")
            try c.put(trueFalse, "trueFalse")
        case .skipped(let answer, let explanation), .timeUp(let answer, let explanation):
            try c.put(answer, "correctAnswer")
            try c.putIfPresent(explanation, "explanation")
        case .timeLeft(let seconds, let warning):
            try c.put(seconds, "seconds")
            try c.put(warning, "warning")
        case .score(let status): try c.put(status, "status")
        case .custom(let kind, let text):
            try c.put(kind, "kind")
            try c.put(text, "text")
        case .recorded(let record): try c.put(record, "record")
        case .finished(let outcome, let status):
            try c.put(outcome, "outcome")
            try c.put(status, "status")
        }
    }
}

extension PlayerAction {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        let type = try c.value("type", String.self)
        switch type {
        case "answer": self = .answer(try c.value("text"))
        case "skip": self = .skip
        case "score": self = .score
        case "quit": self = .quit
        case "repeat": self = .repeatQuestion
        case "options": self = .repeatOptions
        case "command": self = .command(ModeCommand(name: try c.value("name"), argument: try c.optional("argument") ?? ""))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: WireKey("type"), in: c, debugDescription: "\"\(type)\" is not an action type")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        switch self {
        case .answer(let text):
            try c.put("answer", "type")
            try c.put(text, "text")
        case .skip: try c.put("skip", "type")
        case .score: try c.put("score", "type")
        case .quit: try c.put("quit", "type")
        case .repeatQuestion: try c.put("repeat", "type")
        case .repeatOptions: try c.put("options", "type")
        case .command(let command):
            try c.put("command", "type")
            try c.put(command.name, "name")
            try c.put(command.argument, "argument")
        }
    }
}

extension Judgement {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        self.init(
            correct: try c.value("correct"), points: try c.optional("points") ?? 0,
            correctAnswer: try c.value("correctAnswer"), explanation: try c.optional("explanation"),
            score: try c.value("score"), note: try c.optional("note"), chosen: try c.optional("chosen"),
            chosenOption: try c.optional("chosenOption"), correctOption: try c.optional("correctOption"),
            optionLabels: try c.optional("optionLabels"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        try c.put(correct, "correct")
        try c.put(points, "points")
        try c.put(correctAnswer, "correctAnswer")
        try c.putIfPresent(explanation, "explanation")
        try c.put(score, "score")
        try c.putIfPresent(note, "note")
        try c.putIfPresent(chosen, "chosen")
        try c.putIfPresent(chosenOption, "chosenOption")
        try c.putIfPresent(correctOption, "correctOption")
        try c.putIfPresent(optionLabels, "optionLabels")
    }
}

extension AskedQuestion {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        self.init(
            number: try c.value("number"), total: try c.value("total"), categoryName: try c.optional("categoryName") ?? "",
            kind: try c.value("kind"), difficulty: try c.optional("difficulty") ?? .medium, text: try c.value("text"),
            options: try c.optional("options") ?? [], speak: try c.optional("speak"), optionsSpeak: try c.optional("optionsSpeak"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        try c.put(number, "number")
        try c.put(total, "total")
        try c.put(categoryName, "categoryName")
        try c.put(kind, "kind")
        try c.put(difficulty, "difficulty")
        try c.put(text, "text")
        try c.put(options, "options")
        try c.putIfPresent(speak, "speak")
        try c.putIfPresent(optionsSpeak, "optionsSpeak")
    }
}

extension AnswerRecord {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        self.init(
            position: try c.value("position"), questionStoreID: try c.optional("questionStoreID"),
            given: try c.optional("given"), correct: try c.optional("correct") ?? false,
            points: try c.optional("points") ?? 0, status: try c.value("status"), seconds: try c.optional("seconds") ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        try c.put(position, "position")
        try c.putIfPresent(questionStoreID, "questionStoreID")
        try c.putIfPresent(given, "given")
        try c.put(correct, "correct")
        try c.put(points, "points")
        try c.put(status, "status")
        try c.put(seconds, "seconds")
    }
}

extension Question {
    /// Decodes leniently: `wrong`, `explanation`, `tolerance` and `storeID` may be left out,
    /// and `difficulty` defaults to medium.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKey.self)
        self.init(
            categoryID: try c.optional("categoryID") ?? "", kind: try c.value("kind"),
            difficulty: try c.optional("difficulty") ?? .medium, text: try c.value("text"),
            answers: try c.value("answers"), wrong: try c.optional("wrong") ?? [],
            explanation: try c.optional("explanation"), tolerance: try c.optional("tolerance"),
            storeID: try c.optional("storeID"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        try c.put(categoryID, "categoryID")
        try c.put(kind, "kind")
        try c.put(difficulty, "difficulty")
        try c.put(text, "text")
        try c.put(answers, "answers")
        try c.put(wrong, "wrong")
        try c.putIfPresent(explanation, "explanation")
        try c.putIfPresent(tolerance, "tolerance")
        try c.putIfPresent(storeID, "storeID")
    }
}
