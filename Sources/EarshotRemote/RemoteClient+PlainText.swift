import EarshotConsole
import EarshotCore
import EarshotWire
import Foundation

/// A password over plain `ws://` to another computer can be read by anyone on the way. Before
/// the first one goes, the player hears so and chooses: send it anyway, or keep it (and
/// connect elsewhere, or leave). Loopback (this computer) and `wss://` are not asked about.
extension RemoteClient {
    /// Whether a password may be sent over `url`: always for `wss://` and this computer;
    /// otherwise once the player said yes (asked once per address while the client runs).
    func mayOfferPassword(to url: String) async -> Bool {
        guard !plainTextAllowed.contains(url), let host = Self.plainTextHost(url), !Loopback.isLoopback(host) else {
            return true
        }
        let m = Messages(language)
        await presenter.say(.info(m("remote.insecure", ["host": host])))
        while true {
            let line = await input.next(prompt: m("remote.insecure.prompt"))
            await speech?.interrupt()
            guard case .line(let text) = line else { break }
            switch AnswerMatcher.trueFalseValue(text) {
            case true?:
                plainTextAllowed.insert(url)
                return true
            case false?:
                await presenter.say(.info(m("remote.insecure.kept")))
                return false
            case nil:
                await presenter.say(.info(m("game.yesOrNo")))
            }
        }
        await presenter.say(.info(m("remote.insecure.kept")))
        return false
    }

    /// The host of a plain `ws://` address, or `nil` for any other (`wss://`).
    static func plainTextHost(_ url: String) -> String? {
        guard url.lowercased().hasPrefix("ws://") else { return nil }
        var rest = Substring(url.dropFirst(5))
        if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            return String(rest[rest.index(after: rest.startIndex)..<close])
        }
        if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        return rest.isEmpty ? nil : String(rest)
    }
}
