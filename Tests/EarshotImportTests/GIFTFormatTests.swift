import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

@Suite struct GIFTFormatTests {
    static let valid = #"""
        // A teacher's quiz.
        $CATEGORY: $course$/top/Solar System

        // [tag:easy]
        ::Q1:: Which planet is closest to the Sun? {
            =Mercury # Right: about 58 million km away.
            ~Venus # Second.
            ~%-50%Earth
        }

        The Sun is a star.{TRUE#Look again.#Yes, a G-type star.}

        Pluto is a planet.{F####It was reclassified in 2006.}

        // [tag:hard]
        Name the largest planet.{=Jupiter =jupiter planet}

        Mars has {#2} moons.

        How many hours does Earth take to turn once? {#24:0.5}

        Pick a number of planets from 7 to 9. {#7..9}

        A \{braced\} question\: is 1 \= 1? \\ {T}

        The Moon's {~sixth =fifth ~first} largest rank among moons.
        """#

    @Test func readsEveryPlayableKind() throws {
        let r = try read(Self.valid, .gift)
        #expect(r.problems.isEmpty)
        #expect(r.categories.map(\.name) == ["Solar System"])
        let q = r.questions
        #expect(q.count == 9)
        #expect(q[0].kind == .choice)
        #expect(q[0].text == "Which planet is closest to the Sun?")
        #expect(q[0].answers == ["Mercury"])
        #expect(q[0].wrong == ["Venus", "Earth"])
        #expect(q[0].explanation == "Right: about 58 million km away.")
        #expect(q[0].difficulty == .easy)
        #expect(q[1].kind == .truefalse && q[1].answers == ["true"])
        #expect(q[1].explanation == "Yes, a G-type star.", "the feedback for a right answer")
        #expect(q[2].answers == ["false"] && q[2].explanation == "It was reclassified in 2006.")
        #expect(q[3].kind == .typed && q[3].answers == ["Jupiter", "jupiter planet"] && q[3].difficulty == .hard)
        #expect(q[4].text == "Mars has _____ moons." && q[4].answers == ["2"] && q[4].tolerance == nil)
        #expect(q[5].answers == ["24"] && q[5].tolerance == 0.5)
        #expect(q[6].answers == ["8"] && q[6].tolerance == 1)
        #expect(q[7].text == #"A {braced} question: is 1 = 1? \"#)
        #expect(q[8].text == "The Moon's _____ largest rank among moons.")
        #expect(q[8].answers == ["fifth"])
    }

    @Test func leavesOutShortPraiseAsAnExplanation() throws {
        let r = try read("Pick one. {=a#Very good! ~b#No.}\n\nTrue? {T#Wrong!#Yes, well done!}\n", .gift)
        #expect(r.questions.map(\.explanation) == [nil, nil])
    }

    @Test func readsFormatsAndMultiLineBlocks() throws {
        let text = """
            ::T::[html]<p>Which is <b>bigger</b>&nbsp;?</p>{
            \t~<p>1</p>
            \t=<p>2 &amp; more</p>
            \t####<p>Two is bigger.</p>
            }

            [markdown]Who wrote **Hamlet**?{=Shakespeare}

            Two plus two equals {=four =4}.
            """
        let r = try read(text, .gift)
        #expect(r.problems.isEmpty)
        #expect(r.questions.map(\.text) == ["Which is bigger ?", "Who wrote Hamlet?", "Two plus two equals _____."])
        #expect(r.questions[0].answers == ["2 & more"])
        #expect(r.questions[0].explanation == "Two is bigger.")
    }

    @Test func skipsKindsEarshotCannotPlayWithAMessageEach() throws {
        let text = """
            Match them. {=a -> 1 =b -> 2 =c -> 3}

            Write an essay. {}

            Just some instructions.

            Pick two. {~%50%a ~%50%b ~c}

            Partly right. {=Frog =%50%Cat}

            Almost. {#=1822:0 =%50%1822:2}

            All of these. {=a =b ~c}

            Anything goes. {=*}

            Seven options. {=a ~b ~c ~d ~e ~f ~g}
            """
        let r = try read(text, .gift)
        #expect(r.questions.isEmpty)
        #expect(r.problems.count == 9)
        #expect(r.problems.allSatisfy { $0.kind == .unsupported })
        #expect(r.problems.map(\.place) == [1, 3, 5, 7, 9, 11, 13, 15, 17].map { ImportPlace.line($0) })
        #expect(r.problems[0].reason.contains("matching"))
        #expect(r.problems[1].reason.contains("essay"))
        #expect(r.problems[2].reason.contains("description"))
        #expect(r.problems[3].reason.contains("partial credit"))
        #expect(r.problems[6].reason.contains("choose-all"))
        #expect(r.problems[8].reason.contains("at most 6"))
    }

    @Test func reportsErrorsWithTheirLines() throws {
        let text = """
            Good? {T}

            Unclosed { =yes ~no

            Stray } here

            No right answer? {~a ~b}

            Not a number {#twelve}

            Bad range {#9..1}

            Two = signs with nothing {= =}
            """
        let r = try read(text, .gift)
        #expect(r.questions.count == 1)
        #expect(r.errors.map(\.place) == [3, 5, 7, 9, 11, 13].map { ImportPlace.line($0) })
        #expect(r.errors[0].reason.contains("no closing }"))
        #expect(r.errors[1].reason.contains("no closing }"))
        #expect(r.errors[2].reason.contains("no right option"))
        #expect(r.errors[3].reason.contains("\"twelve\" is not a number"))
        #expect(r.errors[4].reason.contains("\"9..1\" is not a number"))
        #expect(r.errors[5].reason.contains("one of the answers is empty"))
    }

    @Test func keepsTheCategoryAcrossBlocksAndUsesTheFileNameOtherwise() throws {
        let text = """
            First? {T}

            $CATEGORY: Maths
            Second? {F}

            Third? {T}
            """
        let r = try QuestionImporter.read(Data(text.utf8), format: .gift, fileName: "unit-3_quiz.gift.txt")
        #expect(r.categories.map(\.name) == ["Unit 3 quiz", "Maths"])
        #expect(r.questions.map(\.categoryID) == ["unit-3-quiz", "maths", "maths"])
    }
}
