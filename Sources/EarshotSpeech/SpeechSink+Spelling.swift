import EarshotCore
import Foundation

/// `spell`: the options, or the last answer, letter by letter.
extension SpeechSink {
    /// `spell` (the options, or the last answer when no question is open), `spell 2` (option 2),
    /// `spell answer`, or `spell WORDS` (those words).
    func spell(_ arg: String) -> AppEvent {
        let m = messages
        let word = arg.lowercased()
        if word.isEmpty || word == "options" {
            if let q = openQuestion, !q.options.isEmpty {
                let each = q.options.enumerated().map { i, option in
                    m("spell.option", ["number": String(i + 1), "option": option, "spelled": Self.spelled(option, m)])
                }
                return .info(each.joined(separator: m.language == .zh ? "" : " "))
            }
            if let lastAnswer { return .info(m("spell.answer", ["answer": lastAnswer, "spelled": Self.spelled(lastAnswer, m)])) }
            if openQuestion != nil { return .info(m("spell.noOptionsHere")) }
            return .info(m("spell.nothingYet"))
        }
        if word == "answer" {
            guard let lastAnswer else { return .info(m("spell.noAnswerYet")) }
            return .info(m("spell.answer", ["answer": lastAnswer, "spelled": Self.spelled(lastAnswer, m)]))
        }
        if let n = Int(word) {
            guard let q = openQuestion, !q.options.isEmpty else { return .info(m("spell.noOptionsNow")) }
            guard n >= 1, n <= q.options.count else {
                return .error(m("spell.noSuchOption", ["number": String(n), "count": String(q.options.count)]))
            }
            let option = q.options[n - 1]
            return .info(m("spell.option", ["number": String(n), "option": option, "spelled": Self.spelled(option, m)]))
        }
        return .info(m("spell.words", ["text": arg, "spelled": Self.spelled(arg, m)]))
    }

    /// The catalogue key naming a space or a punctuation mark, so it is heard.
    static func characterKey(_ c: Character) -> String? {
        switch c {
        case " ": return "spell.char.space"
        case "-": return "spell.char.dash"
        case "'": return "spell.char.apostrophe"
        case ".": return "spell.char.dot"
        case ",": return "spell.char.comma"
        case "&": return "spell.char.ampersand"
        case "/": return "spell.char.slash"
        case "(": return "spell.char.openBracket"
        case ")": return "spell.char.closeBracket"
        case "?": return "spell.char.questionMark"
        case "!": return "spell.char.exclamationMark"
        case ":": return "spell.char.colon"
        case "+": return "spell.char.plus"
        case "%": return "spell.char.percent"
        case "\"": return "spell.char.quote"
        case "#": return "spell.char.hash"
        case "@": return "spell.char.at"
        case "*": return "spell.char.star"
        default: return nil
        }
    }

    /// `Au` as `A, U`; spaces and punctuation by name in the player's language, so each is
    /// heard (the voice says a lone capital letter, or a Chinese or Tamil character, itself).
    static func spelled(_ text: String, _ m: Messages = .english) -> String {
        text.trimmingCharacters(in: .whitespaces).map { c in
            if let key = characterKey(c) { return m(key) }
            return String(c).uppercased()
        }.joined(separator: m("spell.separator"))
    }
}
