import EarshotCore
import Foundation

/// `spell`: the options, or the last answer, letter by letter.
extension SpeechSink {
    /// `spell` (the options, or the last answer when no question is open), `spell 2` (option 2),
    /// `spell answer`, or `spell WORDS` (those words).
    func spell(_ arg: String) -> AppEvent {
        let word = arg.lowercased()
        if word.isEmpty || word == "options" {
            if let q = openQuestion, !q.options.isEmpty {
                return .info(q.options.enumerated().map { "Option \($0 + 1), \($1): \(Self.spelled($1))." }.joined(separator: " "))
            }
            if let lastAnswer { return .info("The answer, \(lastAnswer): \(Self.spelled(lastAnswer)).") }
            if openQuestion != nil { return .info("This question has no options to spell. Type spell and a word to hear it spelled.") }
            return .info("There is nothing to spell yet. Type spell and a word to hear it spelled.")
        }
        if word == "answer" {
            guard let lastAnswer else { return .info("No answer has been given yet.") }
            return .info("The answer, \(lastAnswer): \(Self.spelled(lastAnswer)).")
        }
        if let n = Int(word) {
            guard let q = openQuestion, !q.options.isEmpty else { return .info("There are no options to spell now.") }
            guard n >= 1, n <= q.options.count else {
                return .error("There is no option \(n). Type spell and a number from 1 to \(q.options.count).")
            }
            return .info("Option \(n), \(q.options[n - 1]): \(Self.spelled(q.options[n - 1])).")
        }
        return .info("\(arg): \(Self.spelled(arg)).")
    }

    static let characterNames: [Character: String] = [
        " ": "space", "-": "dash", "'": "apostrophe", ".": "dot", ",": "comma", "&": "and sign", "/": "slash",
        "(": "open bracket", ")": "close bracket", "?": "question mark", "!": "exclamation mark", ":": "colon",
        "+": "plus", "%": "percent", "\"": "quote", "#": "hash", "@": "at sign", "*": "star",
    ]

    /// `Au` as `A, U`; spaces and punctuation by name, so each is heard (espeak-ng says a lone
    /// capital letter by its name).
    static func spelled(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).map { c in
            if let name = characterNames[c] { return name }
            return String(c).uppercased()
        }.joined(separator: ", ")
    }
}
