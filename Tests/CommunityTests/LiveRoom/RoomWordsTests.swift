import EarshotCore
import Testing

@testable import EarshotApp

/// The top three a room's players hear at a close is made once a language and kept: each
/// player still hears the room's own top three, in their own language.
@Suite struct RoomWordsTests {
    static func standing(_ lines: [(String, Int)]) -> RoomStanding {
        RoomStanding(top: lines.map { .init(name: $0.0, score: $0.1, right: 1) }, rank: 1, score: 0, right: 0, players: 9)
    }

    @Test func eachTopThreeIsSaidAsItIsInEachLanguage() {
        let first = Self.standing([("Ann", 400), ("Ben", 300), ("Cai", 100)])
        let second = Self.standing([("Ben", 500), ("Ann", 400)])
        let english = Messages(.en), chinese = Messages(.zh)
        #expect(RoomWords.top(first, english) == "Top 3: Ann 400, Ben 300, Cai 100.")
        #expect(RoomWords.top(first, english) == "Top 3: Ann 400, Ben 300, Cai 100.", "kept, and the same")
        let inChinese = RoomWords.top(first, chinese)
        #expect(inChinese != RoomWords.top(first, english) && inChinese.contains("Ann"), "each language has its own")
        #expect(RoomWords.top(second, english) == "Top 2: Ben 500, Ann 400.", "a new top three is made anew")
        #expect(RoomWords.top(first, chinese) == inChinese)
        #expect(RoomWords.top(Self.standing([]), english) == english("room.top.nobody"))
    }
}
