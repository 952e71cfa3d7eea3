import EarshotCore

/// How a room scores a right answer.
public enum RoomScoring: String, Sendable, Codable, CaseIterable {
    /// Points by the question's difficulty, however long the player took (the default).
    case accuracy
    /// Points by difficulty, less up to half for time used, measured against the player's own
    /// limit, so that needing more time never costs points.
    case speed

    /// The way of scoring in words ("points for right answers").
    func words(_ m: Messages) -> String {
        switch self {
        case .accuracy: m("room.scoring.accuracy")
        case .speed: m("room.scoring.speed")
        }
    }
}

/// What a room plays, settled when it opens (`room open [MODE] [CATEGORY] [--count N]
/// [--scoring accuracy|speed] [--time SECONDS|off]`).
public struct RoomPlan: Sendable, Equatable, Codable {
    public var modeID: String
    public var categoryID: String?
    public var count: Int
    public var scoring: RoomScoring
    /// The time limit of each question before each player's own timing setting; `nil` when
    /// untimed: a question closes when everyone has answered, or when the host says `next`.
    public var seconds: Int?

    public init(modeID: String, categoryID: String?, count: Int, scoring: RoomScoring = .accuracy, seconds: Int? = nil) {
        self.modeID = modeID
        self.categoryID = categoryID
        self.count = count
        self.scoring = scoring
        self.seconds = seconds
    }

    /// The most questions a room plays.
    public static let countRange = 1...100
    /// The time limits a host may give, in seconds.
    public static let secondsRange = 5...600

    /// The words of `room open` as the host typed them: the mode and category words, and the
    /// settings. `--time` and `--count` and `--scoring` take `--name value` or `--name=value`.
    struct Typed: Equatable {
        var words: [String] = []
        var count: Int?
        var scoring: RoomScoring?
        /// `.some(nil)`: `--time off`.
        var seconds: Int??
    }

    /// Reads the settings out of `argument`; the error is a catalogue key with its slots.
    static func read(_ argument: String) -> Result<Typed, RoomPlanError> {
        var typed = Typed()
        var words = argument.split(separator: " ").map(String.init)[...]
        while let word = words.popFirst() {
            guard word.hasPrefix("--") else {
                typed.words.append(word)
                continue
            }
            var name = String(word.dropFirst(2)).lowercased()
            var value: String
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            } else {
                guard let next = words.popFirst() else { return .failure(.missingValue(name)) }
                value = next
            }
            value = value.lowercased()
            switch name {
            case "count":
                guard let n = Int(value), countRange.contains(n) else { return .failure(.badCount(value)) }
                typed.count = n
            case "scoring":
                guard let s = RoomScoring(rawValue: value) else { return .failure(.badScoring(value)) }
                typed.scoring = s
            case "time":
                if ["off", "none", "no"].contains(value) {
                    typed.seconds = .some(nil)
                } else {
                    guard let n = Int(value.hasSuffix("s") ? String(value.dropLast()) : value), secondsRange.contains(n)
                    else { return .failure(.badTime(value)) }
                    typed.seconds = .some(n)
                }
            default:
                return .failure(.unknownSetting(name))
            }
        }
        return .success(typed)
    }
}

/// Why the words of `room open` were refused.
enum RoomPlanError: Error, Equatable {
    case missingValue(String), badCount(String), badScoring(String), badTime(String), unknownSetting(String)

    /// The refusal in the language of `m`.
    func words(_ m: Messages) -> String {
        switch self {
        case .missingValue(let name): m("room.open.missingValue", ["setting": "--\(name)"])
        case .badCount(let value):
            m("room.open.badCount", ["value": value, "most": "\(RoomPlan.countRange.upperBound)"])
        case .badScoring(let value): m("room.open.badScoring", ["value": value])
        case .badTime(let value):
            m(
                "room.open.badTime",
                ["value": value, "least": "\(RoomPlan.secondsRange.lowerBound)", "most": "\(RoomPlan.secondsRange.upperBound)"])
        case .unknownSetting(let name): m("room.open.unknownSetting", ["setting": "--\(name)"])
        }
    }
}
