import EarshotCore

/// The timed mode: each question has a time limit (20 seconds as standard); a right answer
/// earns points by speed, as in Kahoot, plus a bonus for right answers in a row. Warnings come
/// at 10 and 5 seconds left.
///
/// Timing is adjustable, as WCAG 2.2.1 asks: a player can turn the limit off or scale it
/// (`timing` at the main prompt, given to the mode as ``PlayerSettings/timeScale``), ask for
/// `more time` (20 seconds, as often as they like) and `pause` and `resume` the clock.
public struct TimedMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "timed", strings: TimedPlugin.strings, name: "name", summary: "summary", timed: true, commands: Verb.all,
        afterEachQuestion: Verb.time, room: RoomFit(seconds: Int(standardLimit.seconds)))

    /// The timed mode's own verbs.
    public enum Verb {
        public static let time = "time"
        public static let moreTime = "more time"
        public static let pause = "pause"
        public static let resume = "resume"

        public static let all: [CommandDescriptor] = [
            CommandDescriptor(
                time, ["time left"], scope: .game, strings: TimedPlugin.strings, summary: "verb.time.summary",
                help: "verb.time.help"),
            CommandDescriptor(
                moreTime, ["more", "extend", "longer"], scope: .game, strings: TimedPlugin.strings,
                summary: "verb.more.summary", help: "verb.more.help"),
            CommandDescriptor(
                pause, ["wait", "hold"], scope: .game, strings: TimedPlugin.strings, summary: "verb.pause.summary",
                help: "verb.pause.help"),
            CommandDescriptor(
                resume, ["continue", "unpause"], scope: .game, strings: TimedPlugin.strings, summary: "verb.resume.summary",
                help: "verb.resume.help"),
        ]
    }

    /// The timed mode keeps the player's timing beside each score.
    public static var hooks: any ModeHooks { TimedHooks() }

    /// The standard time for one question.
    public static let standardLimit: Duration = .seconds(20)
    /// What `more time` adds.
    public static let extraTime: Duration = .seconds(20)

    private var flow: QuizFlow
    /// The time allowed per question, or `nil` when the player turned time limits off.
    public let limit: Duration?
    let scale: Double?
    private var clock: QuestionClock?
    /// How many times the player asked for more time in this game.
    public private(set) var extensions = 0
    private var hinted = false
    /// The words of the player's language.
    let words: PluginWords

    public init(context: ModeContext) {
        words = TimedPlugin.strings.words(context.setup.settings.language ?? .en)
        flow = QuizFlow(context: context)
        scale = context.setup.settings.timeScale.map { min(max($0, 1), 10) }
        limit = scale.map { .milliseconds(Int((Self.standardLimit.seconds * $0 * 1000).rounded())) }
    }

    /// Speed points are reckoned against the player's own limit, or the standard one when the
    /// limit is off.
    var scoringLimit: Duration { limit ?? Self.standardLimit }

    public mutating func start(at now: Duration) -> ModeOutput {
        if flow.isFinished { return ModeOutput(events: [.finished(outcome: .completed, status: flow.status)], finished: true) }
        var events: [GameEvent] = [.custom(kind: "timed.rules", text: rules)]
        events += flow.ask(at: now)
        clock = limit.map { QuestionClock.question(allowed: $0, startingAt: now) }
        return output(events)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        guard !flow.isFinished else { return ModeOutput(finished: true) }
        if let c = clock, c.isLate(at: now) {
            // The time ran out before this action arrived: the question is over first.
            var out = timeUp(at: now)
            switch action {
            case .answer:
                out.events.insert(
                    .custom(kind: "timed.late", text: words("late")), at: 1)
                return out
            case .skip:
                return out
            default:
                guard !out.finished else { return out }
                let rest = handle(action, at: now)
                return ModeOutput(events: out.events + rest.events, wakeAt: rest.wakeAt, finished: rest.finished)
            }
        }
        switch action {
        case .answer(let input):
            if clock?.isPaused == true {
                return say("timed.paused", words("paused.answer"))
            }
            switch flow.read(input) {
            case .unclear(let events):
                return output(events)
            case .verdict(let correct, let given):
                return judge(correct: correct, given: given, at: now)
            }
        case .skip:
            return moveOn(after: flow.pass(.skipped, at: now), at: now)
        case .score:
            return output([.score(flow.status)])
        case .command(let verb):
            return clockAction(verb.name, at: now)
        case .repeatQuestion:
            return output(flow.current.map { [.asked($0)] } ?? [])
        case .repeatOptions:
            return output(flow.current.map { [.options($0)] } ?? [])
        case .quit:
            clock = nil
            return flow.abandon(at: now)
        }
    }

    public mutating func tick(at now: Duration) -> ModeOutput {
        guard var c = clock, !flow.isFinished else { return output([]) }
        if c.isOver(at: now) { return timeUp(at: now) }
        guard let seconds = c.dueWarning(at: now) else { return output([]) }
        clock = c
        var events: [GameEvent] = [.timeLeft(seconds: seconds, warning: true)]
        if !hinted {
            hinted = true
            events.append(.custom(kind: "timed.hint", text: words("hint")))
        }
        return output(events)
    }

    private mutating func judge(correct: Bool, given: String, at now: Duration) -> ModeOutput {
        var points = 0
        var note: String?
        if correct {
            // With time limits off there is no clock to beat: speed earns nothing.
            let speed =
                limit == nil
                ? TimedScoring.untimedPoints
                : TimedScoring.speedPoints(used: clock?.used(at: now) ?? (now - flow.askedAt), limit: scoringLimit)
            let streak = flow.streak + 1
            let bonus = TimedScoring.streakBonus(streak: streak)
            points = speed + bonus
            note = TimedScoring.note(speed: speed, bonus: bonus, streak: streak, timed: limit != nil, words)
        }
        return moveOn(after: flow.judge(correct: correct, given: given, points: points, note: note, at: now), at: now)
    }

    private mutating func clockAction(_ verb: String, at now: Duration) -> ModeOutput {
        guard var c = clock else {
            return say("timed.off", words("off"))
        }
        defer { clock = c }
        let left = ["left": seconds(c.secondsLeft(at: now))]
        switch verb {
        case Verb.moreTime:
            c.extend(by: Self.extraTime, at: now)
            extensions += 1
            let left = ["left": seconds(c.secondsLeft(at: now))]
            return say("timed.extended", words(c.isPaused ? "extended.paused" : "extended", left), c)
        case Verb.pause where c.isPaused:
            return say("timed.paused", words("paused.already", left), c)
        case Verb.pause:
            c.pause(at: now)
            return say("timed.paused", words("paused", ["left": seconds(c.secondsLeft(at: now))]), c)
        case Verb.resume where c.isPaused:
            c.resume(at: now)
            return say("timed.resumed", words("resumed", ["left": seconds(c.secondsLeft(at: now))]), c)
        case Verb.resume:
            return say("timed.resumed", words("running", left), c)
        default:
            if c.isPaused { return say("timed.paused", words("paused.left", left), c) }
            return ModeOutput(events: [.timeLeft(seconds: c.secondsLeft(at: now), warning: false)], wakeAt: c.wakeAt)
        }
    }

    private mutating func timeUp(at now: Duration) -> ModeOutput {
        moveOn(after: flow.pass(.timedOut, at: now), at: now)
    }

    /// Moves to the next question (starting its clock), or ends the game.
    private mutating func moveOn(after events: [GameEvent], at now: Duration) -> ModeOutput {
        var out = flow.advance(at: now)
        out.events.insert(contentsOf: events, at: 0)
        clock = out.finished ? nil : limit.map { QuestionClock.question(allowed: $0, startingAt: now) }
        out.wakeAt = clock?.wakeAt
        return out
    }

    private func output(_ events: [GameEvent]) -> ModeOutput {
        ModeOutput(events: events, wakeAt: clock?.wakeAt)
    }

    private func say(_ kind: String, _ text: String, _ c: QuestionClock? = nil) -> ModeOutput {
        ModeOutput(events: [.custom(kind: kind, text: text)], wakeAt: (c ?? clock)?.wakeAt)
    }

    /// "1 second", "14 seconds".
    static func seconds(_ n: Int, _ messages: Messages = .english) -> String { messages.plural("mode.time.seconds", count: n) }

    /// "1 second", "14 seconds", in the player's language.
    func seconds(_ n: Int) -> String { Self.seconds(n, words.messages) }
}
