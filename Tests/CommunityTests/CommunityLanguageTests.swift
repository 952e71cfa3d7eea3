import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// The community in Chinese, Malay and Tamil: registering, a wrong password, following,
/// submitting a question and the boards are said in the player's language, from the catalogue,
/// with no English sentence left over and no key missing.
@Suite("Community in other languages")
struct CommunityLanguageTests {
    /// The catalogue keys the scenario below makes Earshot say, with their slot values.
    static let said: [(key: String, values: [String: String])] = [
        ("account.name.commandWord", ["name": "play"]),
        ("account.register.done", ["name": "Ada"]),
        ("account.register.admin", [:]),
        ("account.login.wrong", ["name": "Ada", "current": "Local"]),
        ("account.register.done", ["name": "Bo"]),
        ("social.follow.done", ["name": "Ada"]),
        ("submit.start", [:]),
        ("submit.cancelHint", [:]),
        ("submit.kind.ask", [:]),
        ("submit.text.ask", [:]),
        ("submit.option.more", [:]),
        ("submit.difficulty.ask", [:]),
        ("submit.yours", [:]),
        ("submit.readBack.optionRight", ["letter": "B", "option": "Mars"]),
        ("submit.thanks", ["number": "1"]),
        ("board.youNone", [:]),
        ("social.profile.noGames", [:]),
    ]

    /// Plays the scenario in `language`: Ada registers (after a name that is a command word and
    /// a weak password are refused); then, as Local, a login with the wrong password, Bo
    /// registers, follows Ada, submits a question and looks at the board and at a profile.
    func play(_ language: Language) async throws -> String {
        let store = try await bankStore()
        let first = try await session(
            store, ["language \(language.rawValue)", "register play", "register Ada", "qz", "register Ada", goodPassword, goodPassword])
        try await completedGame(store, try accountID(store, "Ada"), score: 300)
        let second = try await session(
            store,
            ["login Ada", otherPassword, "register Bo", goodPassword, goodPassword, "follow Ada"]
                + submitLines(text: "Which planet is red?") + ["board", "board all friends", "profile"])
        return first.output.text + second.output.text
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func theCommunitySpeaksThePlayersLanguage(_ language: Language) async throws {
        let text = try await play(language)
        let m = Messages(language)
        for (key, values) in Self.said {
            #expect(text.contains(m(key, values)), "\(language.rawValue) \(key): \(m(key, values))\n\(text)")
        }
        // Sentences built from several keys: the weak password, the board and its rows.
        let rules = [
            m("account.password.rule.length", ["minimum": "8", "count": "2"]), m("account.password.rule.upper"),
            m("account.password.rule.digit"), m("account.password.rule.symbol"),
        ]
        let weak = m("account.password.refusedNeeds", ["rules": m.and(rules)])
        #expect(text.contains(weak), "\(weak)")
        #expect(text.contains(m.plural("board.title", count: 1, ["scope": m("board.scope.week")])))
        #expect(text.contains(m.plural("board.item", count: 300, ["rank": "1", "name": "Ada"])))
        #expect(text.contains(m("submit.readBack.category", ["category": "Science", "difficulty": "easy"])))
        // In the language's own script, or in the Malay words of the catalogue.
        switch language {
        case .zh: #expect(text.contains("注册") && text.contains("排行榜") && text.contains("密码"))
        case .ta: #expect(text.contains("பதிவு") && text.contains("பலகை") && text.contains("கடவுச்சொல்"))
        default: #expect(text.contains("Kata laluan itu salah") && text.contains("Papan markah") && text.contains("Terima kasih"))
        }
        // No English sentence of the same messages is left.
        for (key, _) in Self.said {
            for fragment in Self.englishFragments(key) {
                #expect(!text.contains(fragment), "\(language.rawValue): English \"\(fragment)\" from \(key)")
            }
        }
        for english in ["The board", "points", "That password is not", "You follow", "Registered a new player"] {
            #expect(!text.contains(english), "\(language.rawValue): \(english)")
        }
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func aModeratorWorksInTheLanguage(_ language: Language) async throws {
        let store = try await communityStore()
        try await session(store, loginLines("Pat") + ["language \(language.rawValue)"] + submitLines(text: "Which planet is red?"))
        let t = try await session(
            store, loginLines("Mo") + ["language \(language.rawValue)", "queue", "review 1", "approve 1", "users", "ban Pat"])
        let m = Messages(language)
        #expect(t.output.text.contains(m.plural("moderation.queue.title", count: 1)))
        #expect(t.output.text.contains(m("moderation.review.title", ["number": "1"])))
        #expect(t.output.text.contains(m("moderation.review.by", ["author": "Pat", "state": m("moderation.state.pending")])))
        #expect(t.output.text.contains(m("role.onlyAdmin", ["what": m("role.action.listUsers"), "role": m("role.a.moderator")])))
        #expect(!t.output.text.contains("Only an admin"))
        #expect(!t.output.text.contains("Submitted question"))
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    /// A question's kind and its truth are typed in the player's words (判断题 and 对, betul
    /// atau salah and betul, உண்மை அல்லது பொய் and உண்மை), and read back in them.
    @Test(arguments: [Language.zh, .ms, .ta])
    func aQuestionsKindIsTypedInThePlayersWords(_ language: Language) async throws {
        let store = try await communityStore()
        let m = Messages(language)
        let t = try await session(
            store,
            loginLines("Pat") + [
                "language \(language.rawValue)", "submit", m("submit.kind.truefalse"), "Mars is the red planet.",
                m("game.option.true"), "Science", "easy", "", "yes",
            ])
        #expect(t.output.text.contains(m("submit.readBack.kind", ["kind": m("submit.kind.truefalse")])), "\(t.output.text)")
        #expect(t.output.text.contains(m("submit.readBack.true")))
        #expect(t.output.text.contains(m("submit.thanks", ["number": "1"])))
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test func aNewAccountKeepsTheLanguageChosenBeforeIt() async throws {
        let store = try Store()
        try await session(store, ["language ta", "register Ada", goodPassword, goodPassword])
        let ada = try #require(try await store.player(id: try accountID(store, "Ada")))
        #expect(ada.settings.language == .ta)
        let other = try Store()
        try await session(other, ["register Bo", goodPassword, goodPassword])
        let bo = try await #require(try other.player(id: try accountID(other, "Bo")))
        #expect(bo.settings.language == nil, "a player who chose no language passes none on")
    }

    /// The literal parts of the English text of `key` that have two words or more.
    static func englishFragments(_ key: String) -> [String] {
        Messages.english.template(key).components(separatedBy: CharacterSet(charactersIn: "{}")).enumerated()
            .filter { $0.offset % 2 == 0 }.map { $0.element.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { $0.split(separator: " ").count >= 2 }
    }
}
