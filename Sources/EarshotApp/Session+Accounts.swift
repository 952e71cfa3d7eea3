import EarshotAccounts
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// Reads a password: the prompt is said, nothing typed is shown or said.
    public func readSecret(prompt: String, spoken: String) async -> String? {
        await presenter.say(.prompt(spoken))
        let line = await input.nextSecret(prompt: prompt)
        await environment.speech?.interrupt()
        if case .line(let text) = line { return text }
        if line == .eof { leaving = true }
        return nil
    }

    /// Plays as `record` from now on: their settings, and what happened to their questions,
    /// reports and feedback.
    public func become(_ record: Player) async {
        player = record
        await applySettings()
        await Moderation(environment).desk(self).tellNotices()
        await Reports(environment).tellOutcomes(self)
    }
}
