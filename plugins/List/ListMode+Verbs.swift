import EarshotCore

extension ListMode {
    /// The list mode's own verbs.
    public enum Verb {
        public static let left = "left"
        public static let hint = "hint"
        public static let giveUp = "give up"
        public static let restart = "restart"
        public static let time = "time"
        public static let moreTime = "more time"
        public static let pause = "pause"
        public static let resume = "resume"

        public static let all: [CommandDescriptor] = [
            CommandDescriptor(
                left, ["remaining", "how many"], scope: .game, strings: ListPlugin.strings, summary: "verb.left.summary",
                help: "verb.left.help"),
            CommandDescriptor(
                hint, ["clue"], scope: .game, strings: ListPlugin.strings, summary: "verb.hint.summary",
                help: "verb.hint.help"),
            CommandDescriptor(
                giveUp, ["reveal", "i give up"], scope: .game, strings: ListPlugin.strings, summary: "verb.giveup.summary",
                help: "verb.giveup.help"),
            CommandDescriptor(
                restart, ["start again", "start over"], scope: .game, strings: ListPlugin.strings, summary: "verb.restart.summary",
                help: "verb.restart.help"),
            CommandDescriptor(
                time, ["time left"], scope: .game, strings: ListPlugin.strings, summary: "verb.time.summary",
                help: "verb.time.help"),
            CommandDescriptor(
                moreTime, ["more", "extend", "longer"], scope: .game, strings: ListPlugin.strings, summary: "verb.more.summary",
                help: "verb.more.help"),
            CommandDescriptor(
                pause, ["wait", "hold"], scope: .game, strings: ListPlugin.strings, summary: "verb.pause.summary",
                help: "verb.pause.help"),
            CommandDescriptor(
                resume, ["continue", "unpause"], scope: .game, strings: ListPlugin.strings, summary: "verb.resume.summary",
                help: "verb.resume.help"),
            // Earshot's own game commands, in this mode's words for help (they run as always).
            CommandDescriptor(
                "options", scope: .game, strings: ListPlugin.strings, summary: "verb.options.summary", help: "verb.options.help"),
            CommandDescriptor("skip", scope: .game, strings: ListPlugin.strings, summary: "verb.skip.summary", help: "verb.skip.help"),
        ]
    }

    mutating func command(_ verb: String, at now: Duration) -> ModeOutput {
        switch verb {
        case Verb.left:
            let text = words("left", ["count": String(missing.count), "total": String(items.count)])
            guard let c = clock else { return say("list.left", text) }
            let values = ["left": text, "time": SpokenTime.words(c.remaining(at: now), words.messages)]
            return say("list.left", words(c.isPaused ? "left.clock.paused" : "left.clock", values))
        case Verb.hint:
            let open = missing
            guard let pick = open.first(where: { !hinted.contains($0) }) ?? open.first else { return output([]) }
            hinted.append(pick)
            let letter = items[pick].first.map { String($0).uppercased() } ?? ""
            return say("list.hint", words("hint", ["letter": letter, "cost": String(Self.hintCost)]))
        case Verb.giveUp:
            return endList(.skipped, at: now)
        case Verb.restart:
            var out = ModeOutput(events: [.custom(kind: "list.restart", text: words("restart"))])
            out.events += beginList(at: now)
            out.wakeAt = clock?.wakeAt
            return out
        default:
            return clockCommand(verb, at: now)
        }
    }

    private mutating func clockCommand(_ verb: String, at now: Duration) -> ModeOutput {
        guard var c = clock else {
            return say("list.untimed", words("untimed"))
        }
        let text: String
        func time() -> [String: String] { ["time": SpokenTime.words(c.remaining(at: now), words.messages)] }
        switch verb {
        case Verb.moreTime:
            c.extend(by: Self.extraTime, at: now)
            text = words(c.isPaused ? "more.paused" : "more", time())
        case Verb.pause:
            c.pause(at: now)
            text = words("pause", time())
        case Verb.resume:
            c.resume(at: now)
            text = words("resume", time())
        default:
            text = words(c.isPaused ? "time.paused" : "time", time())
        }
        clock = c
        return say("list.clock", text)
    }

    /// The current list as it is put to the player.
    func asked() -> AskedQuestion? {
        guard let q = list else { return nil }
        return AskedQuestion(
            number: index + 1, total: lists.count, categoryName: categoryNames[q.categoryID] ?? q.categoryID, kind: .list,
            difficulty: q.difficulty, text: words("question", ["question": q.text, "count": String(q.answers.count)]),
            options: [])
    }

    /// Starts (or starts again) the current list: asks it and sets its clock.
    mutating func beginList(at now: Duration) -> [GameEvent] {
        found = []
        hinted = []
        listStartedAt = now
        clock = Self.timeAllowed(items: items.count, scale: scale).map {
            Countdown(allowed: $0, startingAt: now, warningPoints: Self.warnings)
        }
        return asked().map { [.asked($0)] } ?? []
    }

    /// "You have neon and argon so far."
    func haveText() -> String {
        guard !found.isEmpty else { return words("have.none") }
        return words("have", ["items": words.messages.and(found.map { items[$0] })])
    }

    /// Ends the current list: all found, given up, or out of time. Records it and moves on.
    mutating func endList(_ how: AnswerRecord.Status, at now: Duration) -> ModeOutput {
        guard let q = list else { return output([]) }
        let taken = clock?.used(at: now) ?? (now - listStartedAt)
        var events: [GameEvent] = []
        let rest = missing.map { items[$0] }
        if rest.isEmpty {
            let values = ["count": String(items.count), "time": SpokenTime.words(taken, words.messages)]
            events.append(.custom(kind: "list.done", text: words("done", values)))
        } else {
            let values = ["found": String(found.count), "total": String(items.count), "items": words.messages.and(rest)]
            let text = words(how == .timedOut ? "over.time" : "over", values)
            events.append(.custom(kind: "list.over", text: text))
        }
        let record = AnswerRecord(
            position: index + 1, questionStoreID: q.storeID, given: found.map { items[$0] }.joined(separator: ", "),
            correct: rest.isEmpty, points: listScore, status: rest.isEmpty ? .answered : how, seconds: taken.seconds)
        events.append(.recorded(record))
        scoreBefore += listScore
        foundBefore += found.count
        if rest.isEmpty { completedLists += 1 }
        found = []
        hinted = []
        index += 1
        if list == nil {
            finished = true
            clock = nil
            events.append(.finished(outcome: .completed, status: status))
            return ModeOutput(events: events, finished: true)
        }
        events += beginList(at: now)
        return output(events)
    }

    /// Leaves the game: the current and remaining lists are recorded as abandoned.
    mutating func abandon(at now: Duration) -> ModeOutput {
        var events: [GameEvent] = []
        while let q = list {
            let taken = index == lists.count ? .zero : (now - listStartedAt)
            events.append(
                .recorded(
                    AnswerRecord(
                        position: index + 1, questionStoreID: q.storeID, given: nil, correct: false, points: 0,
                        status: .abandoned, seconds: taken.seconds)))
            index += 1
        }
        found = []
        hinted = []
        clock = nil
        finished = true
        events.append(.finished(outcome: .abandoned, status: status))
        return ModeOutput(events: events, finished: true)
    }
}
