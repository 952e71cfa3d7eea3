import EarshotCore
import Testing

@testable import List

/// A line counts an item only when the player's words name that item (issue 25: on the forces
/// list, "strong force" also credited the weak nuclear force).
@Suite("List mode: a line names only what it names")
struct ListReadingTests {
    static let forces = ["Gravity", "Electromagnetism", "Strong nuclear force", "Weak nuclear force"]
    static let rainbow = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
    static let wives = ["Catherine of Aragon", "Anne Boleyn", "Jane Seymour", "Anne of Cleves", "Catherine Howard", "Catherine Parr"]

    func game(_ items: [String]) -> ListMode {
        let list = Question(
            categoryID: "science", kind: .list, difficulty: .medium, text: "Name them all.", answers: items, storeID: 1)
        let setup = GameSetup(
            modeID: "list", categoryID: "science", count: 1, seed: 6, date: "2026-11-26",
            settings: PlayerSettings(timeScale: nil))
        var mode = ListMode(context: ModeContext(setup: setup, questions: [list], categoryNames: ["science": "Science"]))
        _ = mode.start(at: .zero)
        return mode
    }

    @Test func strongForceIsTheStrongForceAlone() {
        var mode = game(Self.forces)
        let out = mode.handle(.answer("strong force"), at: .seconds(5))
        #expect(out.said("list.hit") == ["Strong nuclear force. 1 of 4."])
        #expect(mode.foundItems == 1)
        #expect(out.said("list.repeat").isEmpty && out.said("list.unclear").isEmpty)
    }

    @Test func twoForcesWithOrWithoutACommaAreBothAndNothingElse() {
        for line in ["strong force, weak force", "strong force weak force", "weak force and strong force"] {
            var mode = game(Self.forces)
            let out = mode.handle(.answer(line), at: .seconds(5))
            #expect(out.said("list.hit").count == 2, "\(line): \(out.events)")
            #expect(out.said("list.repeat").isEmpty, "no stray 'You already have' for \(line)")
            #expect(mode.foundItems == 2)
        }
    }

    @Test func aWordOfARunNeverTakesTheLastOfSeveral() {
        var mode = game(Self.forces)
        _ = mode.handle(.answer("strong nuclear force"), at: .seconds(5))
        let out = mode.handle(.answer("gravity force"), at: .seconds(6))
        #expect(out.said("list.hit") == ["Gravity. 2 of 4."], "\(out.events)")
        #expect(mode.foundItems == 2, "'force' in a run of words does not name the weak force")
    }

    @Test func coloursWithoutCommasKeepTheRightOnesAndNameTheWrongOne() {
        var mode = game(Self.rainbow)
        let out = mode.handle(.answer("blue green purple"), at: .seconds(5))
        #expect(out.said("list.hit") == ["Blue. 1 of 7.", "Green. 2 of 7."])
        #expect(out.said("list.miss") == ["Not purple."])
    }

    @Test func theLastCatherineTypedOnItsOwnStillCounts() {
        var mode = game(Self.wives)
        _ = mode.handle(.answer("Catherine of Aragon, Catherine Howard"), at: .seconds(5))
        let out = mode.handle(.answer("Catherine"), at: .seconds(6))
        #expect(out.said("list.hit") == ["Catherine Parr. 3 of 6."])
    }

    @Test func runsAreReadLongestItemFirst() {
        #expect(ListMatcher.pieces("strong force weak force", items: Self.forces) == ["strong force", "weak force"])
        #expect(ListMatcher.pieces("blue green purple", items: Self.rainbow) == ["blue", "green", "purple"])
        #expect(ListMatcher.pieces("strong force", items: Self.forces) == ["strong force"])
        #expect(ListMatcher.pieces("purple gold", items: Self.rainbow) == ["purple gold"], "a miss stays whole")
    }
}
