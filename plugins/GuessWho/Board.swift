import EarshotCore
import Foundation

/// A guess-who board: characters that differ by attributes. Boards are JSON (docs/boards.md)
/// and are checked when loaded: 16 to 24 characters, unique names, every attribute given for
/// every character with a value of its kind, and every two characters differing in at least
/// one attribute.
public struct Board: Sendable, Equatable {
    /// One attribute the player can ask about.
    public struct Attribute: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable { case yesNo = "yes-no", number, choice }
        /// One value of a choice attribute, and other words for it ("European" for Europe).
        public struct Value: Codable, Sendable, Equatable {
            public var value: String
            public var words: [String]
            public init(value: String, words: [String] = []) {
                self.value = value
                self.words = words
            }
            enum CodingKeys: String, CodingKey { case value, words }
            public init(from decoder: any Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                value = try c.decode(String.self, forKey: .value)
                words = try c.decodeIfPresent([String].self, forKey: .words) ?? []
            }
        }
        public var id: String
        public var kind: Kind
        /// Words that point at this attribute in a question ("woman", "born", "legs").
        public var words: [String]
        /// Yes-no only: words that ask the opposite ("man" for `woman`).
        public var opposite: [String]
        /// Choice only: the values.
        public var values: [Value]
        /// Number only: the words for less, more and equal ("before", "after", "in").
        public var less: String
        public var more: String
        public var equal: String
        /// What the answer says when the character has it, and when it has not. `{value}`
        /// stands for a choice's value, `{cmp}` and `{n}` for a number comparison.
        public var yes: String
        public var no: String
        /// How the attribute is listed when the player asks what can be asked.
        public var prompt: String

        enum CodingKeys: String, CodingKey { case id, kind, words, opposite, values, less, more, equal, yes, no, prompt }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            kind = try c.decode(Kind.self, forKey: .kind)
            words = try c.decodeIfPresent([String].self, forKey: .words) ?? [id]
            opposite = try c.decodeIfPresent([String].self, forKey: .opposite) ?? []
            values = try c.decodeIfPresent([Value].self, forKey: .values) ?? []
            less = try c.decodeIfPresent(String.self, forKey: .less) ?? "fewer than"
            more = try c.decodeIfPresent(String.self, forKey: .more) ?? "more than"
            equal = try c.decodeIfPresent(String.self, forKey: .equal) ?? "exactly"
            yes = try c.decode(String.self, forKey: .yes)
            no = try c.decode(String.self, forKey: .no)
            prompt = try c.decodeIfPresent(String.self, forKey: .prompt) ?? id
        }
    }

    /// A character's value for one attribute.
    public enum Value: Codable, Sendable, Equatable {
        case bool(Bool)
        case number(Int)
        /// One choice or several (a scientist of physics and chemistry).
        case choices([String])

        public init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? c.decode(Int.self) {
                self = .number(n)
            } else if let s = try? c.decode(String.self) {
                self = .choices([s])
            } else if let list = try? c.decode([String].self) {
                self = .choices(list)
            } else {
                throw DecodingError.typeMismatch(
                    Value.self, DecodingError.Context(codingPath: c.codingPath, debugDescription: "not a board value"))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .bool(let b): try c.encode(b)
            case .number(let n): try c.encode(n)
            case .choices(let s): try s.count == 1 ? c.encode(s[0]) : c.encode(s)
            }
        }
    }

    /// A character: a name and a value for every attribute.
    public struct Character: Sendable, Equatable {
        public var name: String
        public var values: [String: Value]
    }

    public var id: String
    public var name: String
    /// What a character is called ("scientist", "animal").
    public var noun: String
    public var attributes: [Attribute]
    public var characters: [Character]
    /// Questions given as examples at the start.
    public var examples: [String] = []

    public static let sizes = 16...24

    /// Why a board was refused, in plain words.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    private struct File: Decodable {
        var format: Int
        var id: String
        var name: String
        var noun: String?
        var examples: [String]?
        var attributes: [Attribute]
        var characters: [[String: Value]]
        enum CodingKeys: String, CodingKey { case format, id, name, noun, examples, attributes, characters }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            format = try c.decode(Int.self, forKey: .format)
            id = try c.decode(String.self, forKey: .id)
            name = try c.decode(String.self, forKey: .name)
            noun = try c.decodeIfPresent(String.self, forKey: .noun)
            examples = try c.decodeIfPresent([String].self, forKey: .examples)
            attributes = try c.decode([Attribute].self, forKey: .attributes)
            characters = try c.decode([[String: Value]].self, forKey: .characters)
        }
    }

    /// Reads and checks a board from its JSON.
    public static func load(json: String) throws -> Board {
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: Data(json.utf8)) } catch {
            throw Problem("The board is not a board Earshot can read: \(Self.explain(error)).")
        }
        guard file.format == 1 else { throw Problem("The board \(file.id) has format \(file.format); only format 1 is known.") }
        var characters: [Character] = []
        for (i, raw) in file.characters.enumerated() {
            guard case .choices(let names)? = raw["name"], names.count == 1, !names[0].trimmingWhitespace.isEmpty else {
                throw Problem("Character \(i + 1) of the board \(file.id) has no name.")
            }
            var values = raw
            values["name"] = nil
            characters.append(Character(name: names[0], values: values))
        }
        let board = Board(
            id: file.id, name: file.name, noun: file.noun ?? "character", attributes: file.attributes, characters: characters,
            examples: file.examples ?? [])
        try board.validate()
        return board
    }

    /// Checks the rules above; throws the first problem, naming the characters concerned.
    public func validate() throws {
        guard Self.sizes.contains(characters.count) else {
            throw Problem("The board \(id) has \(characters.count) characters; a board needs 16 to 24.")
        }
        var seen: [String: String] = [:]
        for c in characters {
            let key = TextNormalizer.normalize(c.name)
            if let other = seen[key] { throw Problem("The board \(id) has two characters called \(other).") }
            seen[key] = c.name
        }
        let ids = Set(attributes.map(\.id))
        guard ids.count == attributes.count, !ids.contains("name") else {
            throw Problem("The board \(id) names an attribute twice, or calls one name.")
        }
        for a in attributes where a.kind == .choice && a.values.isEmpty {
            throw Problem("The attribute \(a.id) of the board \(id) is a choice with no values.")
        }
        for c in characters {
            for key in c.values.keys where !ids.contains(key) {
                throw Problem("\(c.name) has \(key), which is not an attribute of the board \(id).")
            }
            for a in attributes {
                guard let v = c.values[a.id] else { throw Problem("\(c.name) has no value for \(a.id).") }
                switch (a.kind, v) {
                case (.yesNo, .bool), (.number, .number): continue
                case (.choice, .choices(let picked)):
                    let allowed = Set(a.values.map(\.value))
                    if let bad = picked.first(where: { !allowed.contains($0) }) {
                        throw Problem("\(c.name) has \(bad) for \(a.id), which is not one of its values.")
                    }
                default:
                    let wanted = a.kind == .yesNo ? "true or false" : a.kind == .number ? "a whole number" : "one of its values in quotes"
                    throw Problem("\(c.name) has a value of the wrong kind for \(a.id): it should be \(wanted).")
                }
            }
        }
        for i in characters.indices {
            for j in characters.indices where j > i && characters[i].values == characters[j].values {
                throw Problem(
                    "\(characters[i].name) and \(characters[j].name) have the same attributes, so no question could tell them apart.")
            }
        }
    }

    /// The character a name means: the same words, a word of it ("Curie"), or a typo away.
    /// `nil` when no character or several fit.
    public func character(named input: String) -> Int? {
        let typed = TextNormalizer.normalize(input)
        guard typed.count >= 2, Int(typed) == nil else { return nil }
        let names = characters.map { TextNormalizer.normalize($0.name) }
        if let i = names.firstIndex(of: typed) { return i }
        let words = typed.split(separator: " ")
        let byWord = names.indices.filter { i in
            let own = names[i].split(separator: " ")
            return words.allSatisfy { own.contains($0) } && words.contains { $0.count >= 3 }
        }
        if byWord.count == 1 { return byWord[0] }
        let close = names.indices.filter { AnswerMatcher.accepts(input, answers: [characters[$0].name]) }
        if close.count == 1 { return close[0] }
        if byWord.isEmpty, close.isEmpty {
            let lastWord = names.indices.filter { i in
                guard let last = names[i].split(separator: " ").last, let w = words.last, words.count == 1 else { return false }
                return AnswerMatcher.accepts(String(w), answers: [String(last)])
            }
            if lastWord.count == 1 { return lastWord[0] }
        }
        return nil
    }
}
