/// How a question's options are named to the player, on the screen and aloud: by number
/// ("Option 2, Dew"), or by letter ("Option B, 10") when an option is itself a whole number,
/// so that a typed number never means two things. Feedback and hints name an option the way
/// it was read: a player who heard "Option 2" never hears "you chose B".
public enum OptionLabels: String, Codable, Sendable, Equatable {
    case numbers, letters

    /// The labels for `options`: letters when any option is a whole number, else numbers.
    public static func of(_ options: [String]) -> OptionLabels {
        AnswerMatcher.hasNumberOptions(options) ? .letters : .numbers
    }

    /// The label of option `index` (0-based): "2", or "B".
    public func label(_ index: Int) -> String {
        switch self {
        case .numbers: "\(index + 1)"
        case .letters: Judgement.letter(index)
        }
    }
}
