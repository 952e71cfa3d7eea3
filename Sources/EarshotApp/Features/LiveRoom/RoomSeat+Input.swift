import EarshotConsole
import EarshotCore

extension RoomSeat {
    /// The words a player in a room may type besides an answer.
    enum Verb {
        static let all: [CommandDescriptor] = [
            CommandDescriptor(
                "repeat", ["again", "question", "ulang", "再说一遍", "மீண்டும்"], scope: .game,
                text: CommandText(summary: "room.verb.repeat.summary", help: "room.verb.repeat.summary")),
            CommandDescriptor(
                "options", ["choices", "pilihan", "选项", "விருப்பங்கள்", "தேர்வுகள்"], scope: .game,
                text: CommandText(summary: "room.verb.options.summary", help: "room.verb.options.summary")),
            CommandDescriptor(
                "score", ["points", "skor", "分数", "மதிப்பெண்"], scope: .game,
                text: CommandText(summary: "room.verb.score.summary", help: "room.verb.score.summary")),
            CommandDescriptor(
                "time", ["time left", "masa", "时间", "நேரம்"], scope: .game,
                text: CommandText(summary: "room.verb.time.summary", help: "room.verb.time.summary")),
            CommandDescriptor(
                "report", ["lapor", "报告", "புகார்"], scope: .game,
                text: CommandText(summary: "room.verb.report.summary", help: "room.verb.report.summary")),
            CommandDescriptor(
                "leave", ["exit", "quit", "keluar", "离开", "வெளியேறு"], scope: .game,
                text: CommandText(summary: "room.verb.leave.summary", help: "room.verb.leave.summary")),
            CommandDescriptor(
                "help", ["?", "bantuan", "帮助", "உதவி"], scope: .game,
                text: CommandText(summary: "room.verb.help.summary", help: "room.verb.help.summary")),
        ]
        static let parser = CommandParser(commands: all)
    }

    /// A line the player typed: an option by its exact words first, then one of the room's
    /// words, else an answer to the open question.
    func handle(_ text: String) async {
        if questionOpen, let index = current {
            let typed = TextNormalizer.normalize(text)
            if asked(index).options.contains(where: { TextNormalizer.normalize($0) == typed }) {
                await answer(text, index: index)
                return
            }
        }
        // While a question is open, a word that is not the room's is an answer: no suggestion
        // is looked for (an edit distance to every word of the room, for each of 2,000 answers).
        switch Verb.parser.parse(text, scope: .game, allowPrefix: !questionOpen, suggest: !questionOpen) {
        case .command(let parsed):
            await run(parsed.command.name, argument: parsed.argument)
        case .empty:
            await io.say(.info(m(questionOpen ? "room.seat.emptyAnswer" : "room.seat.waiting")), remember: false)
        case .unknown(let word, let suggestion):
            if questionOpen, let index = current {
                await answer(text, index: index)
            } else if let suggestion {
                await io.say(.info(m("room.seat.didYouMean", ["word": word, "suggestion": suggestion])), remember: false)
            } else {
                await io.say(.info(m("room.seat.nothingOpen")), remember: false)
            }
        }
    }

    func run(_ verb: String, argument: String = "") async {
        switch verb {
        case "report":
            // The words may take a while to type: the player's own clock stands still meanwhile.
            let start = clock.time()
            await Reports(rooms.environment).desk(io).reportQuestion(argument)
            held += clock.time() - start
        case "repeat":
            if let index = current { await io.present([.game(.asked(asked(index)))]) } else { await io.say(.info(m("room.seat.waiting"))) }
        case "options":
            if let index = current {
                await io.present([.game(.options(asked(index)))])
            } else {
                await io.say(.info(m("room.seat.waiting")))
            }
        case "score":
            await io.say(.info(standingWords(await room.standing(for: io.player.id))))
        case "time":
            guard questionOpen, let limit else {
                await io.say(.info(m("room.seat.noLimit")))
                return
            }
            let left = max(0, Int((limit - (await elapsed())).seconds.rounded(.up)))
            await io.present([.game(.timeLeft(seconds: left, warning: false))])
        case "leave":
            await room.leave(io.player.id, inbox: inbox)
            await io.say(.info(m("room.seat.left", ["pin": Rooms.spokenPIN(room.pin, m)])))
            inRoom = false
        default:
            let lines = Verb.all.map { "\($0.name): \(m("room.verb.\($0.name).summary"))" }
            await io.say(.list(title: m("room.seat.help"), items: lines))
        }
    }

    /// Judges `text` as the answer to question `index`, saves it and hands it to the room. The
    /// verdict is said when the question closes for everyone.
    func answer(_ text: String, index: Int) async {
        guard !paused else {
            await io.say(.info(m("room.seat.pausedAnswer")), remember: false)
            return
        }
        _ = asked(index)
        switch flow.read(text) {
        case .unclear(let events):
            await io.present(events.map { .game($0) })
        case .verdict(let correct, let given):
            let spent = await elapsed()
            let q = questions[index]
            let points = correct ? RoomScore.points(q.difficulty, plan.scoring, spent: spent, limit: limit) : 0
            var copy = flow
            guard case .recorded(var record) = copy.judge(correct: correct, given: given, points: points, at: .zero).last else { return }
            record.seconds = spent.seconds
            if await keep(record, index: index) {
                await io.say(.info(m("room.seat.taken", ["answer": given])), remember: false)
            }
        }
    }
}

/// How many points a right answer earns in a room.
public enum RoomScore {
    /// By difficulty; with speed scoring, less up to half for the time used of the player's own
    /// limit (no limit of their own: full points).
    public static func points(_ difficulty: Difficulty, _ scoring: RoomScoring, spent: Duration, limit: Duration?) -> Int {
        let full = difficulty.standardPoints
        guard scoring == .speed, let limit, limit > .zero else { return full }
        let used = min(1, max(0, spent.seconds / limit.seconds))
        return Int((Double(full) * (1 - used / 2)).rounded())
    }
}
