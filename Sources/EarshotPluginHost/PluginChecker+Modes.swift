import EarshotCore
import Foundation

/// How `plugin check` plays a mode: one game with the defaults and every kind of action (an
/// answer, skip, each verb, score, repeat, options, a tick, a wrong answer, quit); a short game
/// for each other value of each setting; a draw larger than the mode's default, played to its
/// end; and a game of mixed categories. The report says what it played.
extension PluginChecker {
    /// One trial game: what it is called in the report, its setup and questions, and what is done.
    struct Trial {
        var label: String
        var setup: GameSetup
        var questions: [Question]
        var names: [String: String]
        var actions: [(String, PlayerAction?)]
        /// Played until the game ends: an action after the end would only start another game.
        var toTheEnd = false
    }

    /// The categories a mixed game draws from.
    static let mixedNames = ["check": "Check", "history": "History", "science": "Science"]

    mutating func check(mode: PluginWire.DeclaredMode, plugin: PluginHandle) async {
        let d = mode.descriptor
        note(
            "Mode \(d.id) (\(d.name.plain(limit: 60))): \(d.commands.count) verb\(d.commands.count == 1 ? "" : "s"), \(d.settings.count) setting\(d.settings.count == 1 ? "" : "s")."
        )
        if d.id != d.id.lowercased() || d.id.contains(" ") { problem("Mode \(d.id): an id is one lower-case word (dashes allowed).") }
        var defaults: [String: String] = [:]
        for s in d.settings {
            if let v = s.defaultValue {
                switch s.validate(v) {
                case .success(let ok): defaults[s.name] = ok
                case .failure(let e): problem("Mode \(d.id): the default of the setting \(s.name) is refused: \(e.description)")
                }
            }
        }
        let provider = RemoteMode(plugin: plugin, declared: mode, language: language)
        var played: [String] = []
        var steps = 0
        var untried: [String] = []
        for trial in Self.trials(for: d, defaults: defaults, untried: &untried) {
            guard let n = await play(trial, mode: d.id, provider: provider) else { return }
            played.append(trial.label)
            steps += n
        }
        note("Mode \(d.id): played \(played.count) games (\(played.joined(separator: "; "))), \(steps) steps in all.")
        if !untried.isEmpty {
            note("Mode \(d.id): not tried, as any text is taken: \(untried.map { "--\($0)" }.joined(separator: ", ")).")
        }
    }

    /// The games a check plays for mode `d`.
    static func trials(for d: ModeDescriptor, defaults: [String: String], untried: inout [String]) -> [Trial] {
        func setup(_ category: String?, _ count: Int, _ options: [String: String]) -> GameSetup {
            GameSetup(modeID: d.id, categoryID: category, count: count, seed: 42, date: "2026-01-01", modeOptions: options)
        }
        var full: [(String, PlayerAction?)] = [("an answer", .answer("1")), ("skip", .skip)]
        full += d.commands.map { ("the verb \($0.name)", .command($0.name, "")) }
        full += [
            ("score", .score), ("repeat", .repeatQuestion), ("options", .repeatOptions), ("a tick", nil),
            ("a wrong answer", .answer("zzz")), ("quit", .quit),
        ]
        var trials = [
            Trial(
                label: "the defaults, 4 questions of one category", setup: setup("check", 4, defaults),
                questions: sampleQuestions(count: 4), names: ["check": "Check"], actions: full)
        ]
        for s in d.settings {
            let values = otherValues(of: s, besides: defaults[s.name])
            if values.isEmpty && s.kind == .text { untried.append(s.name) }
            for v in values {
                var options = defaults
                options[s.name] = v
                trials.append(
                    Trial(
                        label: "--\(s.name) \(v)", setup: setup("check", 4, options), questions: sampleQuestions(count: 4),
                        names: ["check": "Check"], actions: [("an answer", .answer("1")), ("skip", .skip), ("quit", .quit)]))
            }
        }
        // More questions than the mode's default, answered to the end.
        let large = max(d.defaultCount * 2, 12)
        trials.append(
            Trial(
                label: "a draw of \(large) questions, answered until the game ended", setup: setup("check", large, defaults),
                questions: sampleQuestions(count: large), names: ["check": "Check"],
                actions: (1...large).map { _ in ("an answer", .answer("1")) } + [("quit", .quit)], toTheEnd: true))
        let mixed = sampleQuestions(count: 6).enumerated().map { i, q in
            var q = q
            q.categoryID = mixedNames.keys.sorted()[i % mixedNames.count]
            return q
        }
        trials.append(
            Trial(
                label: "mixed categories", setup: setup(nil, 6, defaults), questions: mixed, names: mixedNames,
                actions: [("an answer", .answer("1")), ("skip", .skip), ("an answer", .answer("2")), ("quit", .quit)]))
        return trials
    }

    /// Up to three values of `setting` other than `current`, each one the setting accepts:
    /// its bounds, its other choices, or the other of yes and no. None for text.
    static func otherValues(of setting: ModeSetting, besides current: String?) -> [String] {
        var candidates: [String]
        switch setting.kind {
        case .integer:
            let n = Int(current ?? "") ?? 1
            candidates = [setting.minimum, setting.maximum].compactMap { $0.map(String.init) }
            if candidates.isEmpty { candidates = [String(n + 1)] }
        case .boolean: candidates = ["true", "false"]
        case .choice: candidates = setting.choices
        case .text: candidates = []
        }
        var seen = Set([current ?? ""])
        return candidates.compactMap { v in
            guard case .success(let ok) = setting.validate(v), seen.insert(ok).inserted else { return nil }
            return ok
        }.prefix(3).map { $0 }
    }

    /// Plays one trial; the number of steps, or `nil` after a failure (reported).
    private mutating func play(_ trial: Trial, mode id: String, provider: RemoteMode) async -> Int? {
        let context = ModeContext(setup: trial.setup, questions: trial.questions, categoryNames: trial.names, data: data)
        var runner: (any ModeRunner)?
        var now = Duration.zero
        var finished = true
        var steps = 0
        var games = 0
        for (label, action) in trial.actions {
            if finished {
                // A short mode may end before the actions do; an answer after the end of a
                // long draw would only start another game.
                if games > 0 && trial.toTheEnd { break }
                do {
                    let r = try await provider.makeRunner(context: context)
                    runner = r
                    games += 1
                    let out = try await r.start(at: now)
                    steps += 1
                    finished = out.finished
                    review(out, mode: id, step: "mode.start (\(trial.label))")
                    if !out.events.contains(where: { if case .asked = $0 { true } else { false } }) && !out.finished {
                        problem("Mode \(id): mode.start asked no question (\(trial.label)).")
                    }
                } catch {
                    problem("Mode \(id): mode.start failed (\(trial.label)): \(describe(error))")
                    return nil
                }
            }
            guard let runner else { return nil }
            now += .milliseconds(1500)
            let step = "mode.\(action == nil ? "tick" : "handle") with \(label) (\(trial.label))"
            do {
                let out: ModeOutput
                if let action { out = try await runner.handle(action, at: now) } else { out = try await runner.tick(at: now) }
                steps += 1
                review(out, mode: id, step: step)
                finished = out.finished
                if action == .quit && !out.finished { problem("Mode \(id): after quit the game should be finished (\(trial.label)).") }
            } catch {
                problem("Mode \(id): \(step) failed: \(describe(error))")
                return nil
            }
        }
        return steps
    }
}
