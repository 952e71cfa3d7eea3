import Foundation

/// The figures of a rooms run, as a few lines and a Markdown table row: the question fan-out
/// (from the host's `start`/`next` sent to the room's last player receiving the question) and
/// the time from each answer sent to its acknowledgement, p50 and p99 each; answers, errors
/// and the server's peak memory. Lost answers are counted by `scripts/club-load.sh` against
/// the store, from the "judged" figure here.
struct RoomsReport {
    var options: Options
    var outcome: RoomsLoad.Outcome
    var memory: [Int]
    var cpu: CPUSampler

    static func ms(_ sorted: [Double], _ p: Double) -> String {
        String(format: "%.1f ms", LoadReport.percentile(sorted, p) * 1000)
    }

    var text: String {
        let summaries = outcome.boards.map(\.summary)
        let fanOuts = summaries.flatMap(\.fanOuts)
        let fan = fanOuts.map(\.seconds).sorted()
        let steadyFan = fanOuts.filter { $0.sentAt >= outcome.steadyAfter }.map(\.seconds).sorted()
        let slow = fanOuts.filter { $0.seconds > 0.1 }
        let closing = summaries.flatMap(\.closing).sorted()
        let acks = outcome.players.flatMap(\.latencies).sorted()
        let sent = outcome.players.reduce(0) { $0 + $1.answersSent }
        let taken = outcome.players.reduce(0) { $0 + $1.answersJudged }
        let retries = outcome.players.reduce(0) { $0 + $1.retries }
        let errors =
            outcome.admin.errors + outcome.hosts.flatMap(\.errors) + outcome.players.flatMap(\.errors)
        let partial = summaries.flatMap(\.partial)
        let peak = (memory.max() ?? 0) / 1024
        let worst = fanOuts.max { $0.seconds < $1.seconds }
        var lines = [
            "rooms \(options.rooms) × \(options.roomSize) players, \(options.questions) questions each, think \(options.think.lowerBound)-\(options.think.upperBound) ms, ramp \(String(format: "%.0f", options.ramp)) s, host pause \(options.hostPause) ms, \(String(format: "%.0f", outcome.seconds)) s",
            "rooms opened \(summaries.filter(\.opened).count), started \(summaries.filter(\.started).count), over \(summaries.filter(\.ended).count) of \(options.rooms); questions sent \(summaries.reduce(0) { $0 + $1.questionsSent }), closed \(summaries.reduce(0) { $0 + $1.questionsClosed })",
            "players connected at once: at most \(Connected.shared.peak) (with the admin and hosts)",
            "question fan-out (host's start/next to the room's last player receiving it): \(fan.count) questions, p50 \(Self.ms(fan, 0.5)), p99 \(Self.ms(fan, 0.99)), max \(Self.ms(fan, 1))"
                + (worst.map { " (room \($0.room) question \($0.question))" } ?? ""),
            "  within a question (medians over the questions): the first player received it after \(Self.ms(fanOuts.map(\.first).sorted(), 0.5)), half the players after \(Self.ms(fanOuts.map(\.half).sorted(), 0.5)), nine in ten after \(Self.ms(fanOuts.map(\.ninety).sorted(), 0.5))",
            "  over 100 ms: \(slow.count); of those, the last to receive the question had sent the last answer to the one before: \(slow.filter(\.lastWasCloser).count)",
            "  of those sent after the ramp: \(steadyFan.count) questions, p50 \(Self.ms(steadyFan, 0.5)), p99 \(Self.ms(steadyFan, 0.99))",
            "answers sent \(sent), judged \(taken), unanswered \(sent - taken) (judged here: told \"Answer taken\", or the verdict first); sent again as not understood \(retries)",
            "answer to acknowledgement: p50 \(Self.ms(acks, 0.5)), p99 \(Self.ms(acks, 0.99)), max \(Self.ms(acks, 1))",
            "question close (the room's last answer sent to the host hearing \"Question K closed\"): p50 \(Self.ms(closing, 0.5)), p99 \(Self.ms(closing, 0.99)), max \(Self.ms(closing, 1))",
            "errors \(errors.count)" + (errors.isEmpty ? "" : ": " + Self.counted(errors).prefix(6).joined(separator: "; ")),
            "server memory: peak \(peak) MB" + (memory.isEmpty ? " (no --server-pid)" : ", \(memory.count) samples"),
        ]
        let starts = summaries.compactMap(\.startedAt), closes = summaries.compactMap(\.lastClosedAt)
        if let from = starts.min(), let to = closes.max(), let (average, busiest) = cpu.usage(from: from, to: to) {
            func words(_ u: CPUSampler.Usage) -> String {
                String(
                    format:
                        "server %.0f%% of a core, club-load %.0f%%, postgres %.0f%%, other processes %.0f%%; machine %.0f%% of %d cores",
                    u.server * 100, u.loadGenerator * 100, u.postgres * 100, u.others * 100, u.machine * 100, CPUSampler.cores)
            }
            lines.append(
                String(format: "CPU while rooms played (%.0f s, first start to last close): ", (to - from) / .seconds(1)) + words(average))
            lines.append("  busiest second: " + words(busiest))
        }
        if !partial.isEmpty {
            lines.append("questions not every player received (\(partial.count)): " + partial.prefix(5).joined(separator: "; "))
        }
        if let stopped = outcome.stopped { lines += stuck(stopped) }
        lines.append(
            "| \(options.rooms) × \(options.roomSize) | \(options.questions) | \(Self.ms(fan, 0.5)) | \(Self.ms(fan, 0.99)) | "
                + "\(Self.ms(acks, 0.5)) | \(Self.ms(acks, 0.99)) | \(taken) | \(errors.count) | \(peak) MB |")
        return lines.joined(separator: "\n")
    }

    /// Why the run stopped, where each room not over stood, and the last messages of a few
    /// players whose answer was not taken (or who did not receive the question).
    func stuck(_ why: String) -> [String] {
        let rooms = outcome.boards.compactMap(\.stuck)
        var lines = ["STOPPED (\(why)); rooms not over: \(rooms.count)"] + rooms.prefix(10).map { "  " + $0.words }
        let missing = rooms.prefix(3).reduce(into: Set<String>()) { $0.formUnion($1.names) }
        for (n, name) in outcome.names.enumerated() where missing.contains(name) && lines.count < 60 {
            lines.append("  \(name), its last messages (seconds since the run began, \(ClubLink.epochDate) on the wall clock):")
            lines += outcome.players[n].recent.map { "    " + $0 }
        }
        return lines
    }

    /// Distinct messages, most frequent first, each with its count.
    static func counted(_ errors: [String]) -> [String] {
        Dictionary(errors.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.value > $1.value }.map { "\($0.value)× \($0.key)" }
    }
}
