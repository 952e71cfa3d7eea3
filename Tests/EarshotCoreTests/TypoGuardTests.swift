import EarshotApp
import EarshotCore
import Foundation
import Testing

/// A forgiven typo must not turn a different real word into the answer: `dog` is not Doe.
/// Checked against the system's English word list (Debian's wamerican).
@Suite(.enabled(if: EnglishWordList.words != nil, "the English word list /usr/share/dict/american-english is missing (install wamerican)"))
struct TypoGuardTests {
    static let words: @Sendable (String) -> Bool = { EnglishWordList.words?.contains($0) ?? false }

    /// Real words one letter away from an answer: never taken as that answer.
    static let nearMisses: [(typed: String, answer: String)] = [
        ("dog", "Doe"), ("god", "Gold"), ("lime", "Lima"), ("pairs", "Paris"), ("rose", "Rome"), ("home", "Rome"),
        ("dome", "Rome"), ("mare", "Mars"), ("mile", "Nile"), ("pile", "Nile"), ("tile", "Nile"), ("iron", "Iran"),
        ("perk", "Peru"), ("limb", "Lima"), ("cube", "Cuba"), ("tuba", "Cuba"), ("male", "Mali"), ("chat", "Chad"),
        ("chap", "Chad"), ("back", "Bach"), ("bath", "Bach"), ("venue", "Venus"), ("parts", "Paris"), ("soul", "Seoul"),
        ("whales", "Wales"), ("tales", "Wales"), ("bold", "Gold"), ("cold", "Gold"), ("icon", "Iron"), ("tip", "Tin"),
        ("tan", "Tin"), ("noon", "Neon"), ("malt", "Salt"), ("moan", "Moon"), ("beagle", "Eagle"), ("loon", "Lion"),
        ("share", "Shark"), ("sharp", "Shark"), ("due", "Doe"), ("toe", "Doe"),
    ]

    /// Typing slips that are no English word: still the answer.
    static let typos: [(typed: String, answer: String)] = [
        ("parris", "Paris"), ("limaa", "Lima"), ("goold", "Gold"), ("hydrogon", "Hydrogen"), ("oxigen", "Oxygen"),
        ("mercurry", "Mercury"), ("jupitr", "Jupiter"), ("shakespear", "Shakespeare"), ("einstien", "Einstein"),
        ("beethovan", "Beethoven"), ("napoleom", "Napoleon"), ("berlim", "Berlin"), ("madridd", "Madrid"),
        ("canberaa", "Canberra"), ("australa", "Australia"), ("amazom", "Amazon"), ("elephnt", "Elephant"),
        ("giraff", "Giraffe"), ("cheeta", "Cheetah"), ("dolphn", "Dolphin"), ("penguen", "Penguin"),
        ("photosynthesiss", "Photosynthesis"), ("metamorphisis", "Metamorphosis"), ("picaso", "Picasso"),
        ("mozrt", "Mozart"), ("everst", "Everest"), ("sahra", "Sahara"), ("nitrogn", "Nitrogen"), ("carbn", "Carbon"),
        ("helum", "Helium"), ("platnum", "Platinum"), ("doee", "Doe"), ("gld", "Gold"), ("leonardo da vinchi", "Leonardo da Vinci"),
    ]

    @Test func theTablesAreLargeEnough() {
        #expect(Self.nearMisses.count >= 30)
        #expect(Self.typos.count >= 30)
    }

    @Test func nearMissesAreNotTheAnswer() {
        for (typed, answer) in Self.nearMisses {
            // Without the word list the distance alone would forgive it: the list is what refuses it.
            #expect(AnswerMatcher.accepts(typed, answers: [answer], isWord: { _ in false }), "\(typed) is one slip from \(answer)")
            #expect(!AnswerMatcher.accepts(typed, answers: [answer], isWord: Self.words), "\(typed) must not be taken for \(answer)")
            let options = [answer, "Zzyzx", "Qwfp"]
            #expect(AnswerMatcher.match(typed, options: options, isWord: Self.words) == .noMatch, "\(typed) among \(options)")
        }
    }

    @Test func realTyposAreForgiven() {
        for (typed, answer) in Self.typos {
            #expect(AnswerMatcher.accepts(typed, answers: [answer], isWord: Self.words), "\(typed) is a typo of \(answer)")
            #expect(AnswerMatcher.acceptedAnswer(typed, answers: ["Zzyzx", answer], isWord: Self.words) == answer)
        }
    }

    @Test func withoutAWordListTyposAreForgivenByDistance() {
        #expect(EnglishWordList.load(paths: ["/no/such/list"]) == nil)
        #expect(AnswerMatcher.accepts("doee", answers: ["Doe"], isWord: { _ in false }))
    }
}

/// The ways a player names an option besides its words.
@Suite struct SpokenFormTests {
    static let options = ["Paris", "Rome", "Lima", "Oslo"]

    @Test(arguments: [
        ("option 2", 1), ("two", 1), ("2.", 1), ("(b)", 1), ("b)", 1), ("letter b", 1), ("Letter C", 2),
        ("option four", 3), ("number 1", 0), ("first", 0), ("(d).", 3), ("Option 3.", 2),
    ])
    func aSpokenFormPicksItsOption(input: String, index: Int) {
        #expect(AnswerMatcher.match(input, options: Self.options) == .option(index))
    }

    /// Options that are numbers in words are number options: "one" is a position or a value,
    /// as "1" is, and when the two differ the player is asked.
    @Test func aNumberInWordsIsReadBothWaysLikeItsDigits() {
        #expect(AnswerMatcher.match("two", options: ["One", "Two", "Three"]) == .option(1))
        #expect(AnswerMatcher.match("one", options: ["Three", "Two", "One"]) == .ambiguous([0, 2]))
        #expect(AnswerMatcher.match("1", options: ["Three", "Two", "One"]) == .ambiguous([0, 2]))
    }

    @Test func numberOptionsAreAskedAboutNotGuessed() {
        let ph = ["10", "1", "7", "14"]
        #expect(AnswerMatcher.hasNumberOptions(ph))
        #expect(!AnswerMatcher.hasNumberOptions(Self.options))
        // "1" is the first option (10) or the option 1: both readings are offered.
        #expect(AnswerMatcher.match("1", options: ph) == .ambiguous([0, 1]))
        #expect(AnswerMatcher.match("b", options: ph) == .option(1))
        #expect(AnswerMatcher.match("14", options: ph) == .option(3))
    }
}
