import EarshotConsole
import EarshotCore
import Foundation

extension SessionIO {
    /// Asks a yes-or-no question; `false` for no, Ctrl-C or the end of input (which also
    /// ends the session).
    public func confirm(_ question: String) async -> Bool {
        await say(.info(question), remember: false)
        while true {
            switch await readLine(prompt: messages("prompt.yesOrNo"), spoken: question) {
            case .eof:
                leave()
                return false
            case .interrupt:
                return false
            case .line(let text):
                if let answer = AnswerMatcher.trueFalseValue(text) { return answer }
                await say(.info(messages("game.yesOrNo")))
            }
        }
    }
}
