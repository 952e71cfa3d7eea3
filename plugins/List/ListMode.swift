import EarshotCore
import Foundation

/// Name them all: each game is one list or more ("Name the noble gases"). Items count the
/// moment they are typed, one a line or several separated by commas or "and"; each hit is
/// said with the tally ("Neon. 3 of 6."). The player can ask what is `left`, take a `hint`
/// (the first letter of a missing item, for points), `give up` (the rest are read out) or
/// `restart` the same list.
///
/// Each list has a clock: 5 minutes, longer for lists of more than ten items, scaled by the
/// player's timing setting (or none when time limits are off), with `more time`, `pause` and
/// `resume` (WCAG 2.2.1) and warnings at a minute, 30 and 10 seconds left.
public struct ListMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "list", strings: ListPlugin.strings, name: "name", summary: "summary", defaultCount: 1, timed: true,
        commands: Verb.all, afterEachQuestion: Verb.time)

    /// Points for each item found.
    public static let pointsPerItem = 100
    /// What a hint costs.
    public static let hintCost = 50
    /// The standard time for a list of up to ``itemsInStandardTime`` items.
    public static let standardTime: Duration = .seconds(300)
    public static let itemsInStandardTime = 10
    /// Extra time for each item beyond ``itemsInStandardTime``.
    public static let timePerExtraItem: Duration = .seconds(30)
    /// What `more time` adds.
    public static let extraTime: Duration = .seconds(60)
    /// The warnings as a list's time runs out, in seconds left.
    public static let warnings = [60, 30, 10]

    /// The list mode draws only list questions.
    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: setup.categoryID, count: setup.count ?? descriptor.defaultCount, seed: setup.seed, kinds: [.list])
    }

    /// The time for a list of `items` items at timing `scale` (`nil` when limits are off).
    public static func timeAllowed(items: Int, scale: Double?) -> Duration? {
        guard let scale else { return nil }
        let base = standardTime + timePerExtraItem * max(0, items - itemsInStandardTime)
        return .milliseconds(Int((base.seconds * min(max(scale, 1), 10) * 1000).rounded()))
    }

    let lists: [Question]
    let categoryNames: [String: String]
    let scale: Double?
    /// The list being played, 0-based.
    public internal(set) var index = 0
    /// Items found in the current list, by position, in the order found.
    public internal(set) var found: [Int] = []
    /// Items whose first letter was given as a hint in the current list.
    public internal(set) var hinted: [Int] = []
    public internal(set) var clock: Countdown?
    /// When the current go at the list began.
    var listStartedAt: Duration = .zero
    /// Points and items of the lists already over.
    var scoreBefore = 0
    var foundBefore = 0
    var completedLists = 0
    private var warnedHint = false
    public internal(set) var finished = false
    /// The words of the player's language.
    let words: PluginWords

    public init(context: ModeContext) {
        words = ListPlugin.strings.words(context.setup.settings.language ?? .en)
        lists = context.questions.filter { $0.kind == .list && $0.answers.count >= 2 }
        categoryNames = context.categoryNames
        scale = context.setup.settings.timeScale
    }

    var list: Question? { index < lists.count ? lists[index] : nil }
    var items: [String] { list?.answers ?? [] }
    var missing: [Int] { items.indices.filter { !found.contains($0) } }
    /// Points of the current list so far.
    var listScore: Int { max(0, found.count * Self.pointsPerItem - hinted.count * Self.hintCost) }

    /// Score, and lists named in full out of the lists played (as every mode counts
    /// questions: `stats` reckons accuracy from it). Items are counted in ``foundItems``.
    public var status: ScoreStatus {
        ScoreStatus(score: scoreBefore + listScore, correct: completedLists, answered: index, total: lists.count)
    }

    /// Items found over all lists so far.
    public var foundItems: Int { foundBefore + found.count }

    public mutating func start(at now: Duration) -> ModeOutput {
        guard list != nil else {
            // A generated category (mental arithmetic) has no lists to name.
            finished = true
            let none = GameEvent.custom(kind: "list.none", text: words("none"))
            return ModeOutput(events: [none, .finished(outcome: .abandoned, status: status)], finished: true)
        }
        let limit = Self.timeAllowed(items: items.count, scale: scale)
        let clockWords =
            limit.map { words("rules.clock", ["time": SpokenTime.words($0, words.messages)]) }
            ?? words("rules.untimed")
        let intro = words("rules", ["clock": clockWords])
        let events = [GameEvent.custom(kind: "list.rules", text: intro)] + beginList(at: now)
        return output(events)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        guard !finished, list != nil else { return ModeOutput(finished: true) }
        if let c = clock, c.isLate(at: now), action != .quit {
            var out = endList(.timedOut, at: now)
            if case .answer = action {
                out.events.insert(.custom(kind: "list.late", text: words("late")), at: 0)
            }
            return out
        }
        switch action {
        case .answer(let raw):
            let text = raw.printable
            if clock?.isPaused == true {
                return say("list.paused", words("paused"))
            }
            return take(text, at: now)
        case .skip:
            return endList(.skipped, at: now)
        case .score:
            let values = ["score": String(status.score), "found": String(found.count), "total": String(items.count)]
            return say("list.score", words("score", values))
        case .repeatQuestion:
            return output(asked().map { [.asked($0)] } ?? [])
        case .repeatOptions:
            return say("list.have", haveText())
        case .quit:
            return abandon(at: now)
        case .command(let verb):
            return command(verb.name, at: now)
        }
    }

    public mutating func tick(at now: Duration) -> ModeOutput {
        guard !finished, var c = clock else { return output([]) }
        if c.isOver(at: now) { return endList(.timedOut, at: now) }
        guard let seconds = c.dueWarning(at: now) else { return output([]) }
        clock = c
        var events: [GameEvent] = [.timeLeft(seconds: seconds, warning: true)]
        if !warnedHint {
            warnedHint = true
            events.append(.custom(kind: "list.hint-time", text: words("hint-time")))
        }
        return output(events)
    }

    /// Counts the items on one line. Each hit is said with the tally; repeats and misses are
    /// gathered into one short sentence each, and a piece typed twice counts once.
    mutating func take(_ text: String, at now: Duration) -> ModeOutput {
        var seen: Set<String> = []
        let pieces = ListMatcher.readPieces(text, items: items).filter { seen.insert(TextNormalizer.normalize($0.text)).inserted }
        guard !pieces.isEmpty else { return say("list.empty", words("empty")) }
        var events: [GameEvent] = []
        var repeats: [String] = []
        var misses: [String] = []
        var unclear: [String] = []
        func hit(_ i: Int) {
            found.append(i)
            let values = ["item": items[i], "found": String(found.count), "total": String(items.count)]
            events.append(.custom(kind: "list.hit", text: words("tally", values)))
        }
        for piece in pieces where !missing.isEmpty {
            switch ListMatcher.match(piece.text, items: items) {
            case .item(let i) where found.contains(i):
                if !repeats.contains(items[i]) { repeats.append(items[i]) }
            case .item(let i):
                hit(i)
            case .ambiguous(let candidates):
                // The one open item of several counts only for a piece typed on its own
                // ("Catherine" for the last Catherine), never for a word of a longer run.
                let open = candidates.filter { !found.contains($0) }
                if open.count == 1, !piece.fromWords {
                    hit(open[0])
                } else if open.isEmpty {
                    if !repeats.contains(items[candidates[0]]) { repeats.append(items[candidates[0]]) }
                } else {
                    unclear.append(piece.text)
                }
            case .miss:
                misses.append(piece.text)
            }
        }
        if !repeats.isEmpty {
            events.append(.custom(kind: "list.repeat", text: words("repeat", ["items": words.messages.and(repeats)])))
        }
        for piece in unclear {
            events.append(.custom(kind: "list.unclear", text: words("unclear", ["piece": piece])))
        }
        if !misses.isEmpty {
            let text =
                misses.count <= 3
                ? words("miss", ["items": words.messages.or(misses)])
                : words("miss.many", ["count": String(misses.count)])
            events.append(.custom(kind: "list.miss", text: text))
        }
        if missing.isEmpty {
            var out = endList(.answered, at: now)
            out.events.insert(contentsOf: events, at: 0)
            return out
        }
        return output(events)
    }

    func output(_ events: [GameEvent]) -> ModeOutput {
        ModeOutput(events: events, wakeAt: finished ? nil : clock?.wakeAt, finished: finished, score: status.score)
    }

    func say(_ kind: String, _ text: String) -> ModeOutput { output([.custom(kind: kind, text: text)]) }
}

/// Registers the list mode.
public enum ListPlugin: EarshotPlugin {
    public static let id = "list"
    /// The plugin's own words, `plugins/List/<language>.lproj/List.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: ListMode.self)
        registry.add(speechHook: strings.key("hint-time.spoken"), for: "list.hint-time")
    }
}
