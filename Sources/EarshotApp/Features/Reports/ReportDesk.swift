import EarshotCore
import EarshotStore
import Foundation

/// The reports feature for one player: sending (`report`, `feedback`), the moderators'
/// `reports`, `fix`, `dismiss` and `resolve`, and the outcomes told to the reporter.
struct ReportDesk {
    let io: any SessionIO
    let store: any ReportStore
    let directory: AccountDirectory
    let bank: QuestionBank
    let clock: any GameClock
}

extension ReportDesk {
    /// `report [WORDS]`: a report on the question the player heard last, in this game or the
    /// one just finished. During a game it leaves the question open (its clock stands still).
    func reportQuestion(_ argument: String) async {
        let m = io.messages
        guard let heard = io.state[LastQuestion.self] else {
            await io.say(.info(m("reports.noQuestion")))
            return
        }
        guard await directory.allows(.player, io, to: m("reports.action.report")), await withinLimit() else { return }
        let short = Report.short(heard.text)
        guard let words = await words(argument, ask: m("reports.ask.question", ["question": short])) else { return }
        do {
            let n = try await store.fileReport(
                kind: .question, reporterID: heard.heardBy ?? io.player.id, questionID: heard.storeID, questionText: heard.text,
                words: words,
                at: clock.date())
            await io.say(.info(m("reports.sent.question", ["question": short, "number": String(n)])))
        } catch { await io.say(.error(m("reports.notKept", ["error": "\(error)"]))) }
    }

    /// `feedback [WORDS]`: free words about Earshot itself, for the moderators.
    func sendFeedback(_ argument: String) async {
        let m = io.messages
        guard await directory.allows(.player, io, to: m("reports.action.feedback")), await withinLimit() else { return }
        guard let words = await words(argument, ask: m("reports.ask.feedback")) else { return }
        do {
            let n = try await store.fileReport(
                kind: .feedback, reporterID: io.player.id, questionID: nil, questionText: nil, words: words, at: clock.date())
            await io.say(.info(m("reports.sent.feedback", ["number": String(n)])))
        } catch { await io.say(.error(m("reports.notKept", ["error": "\(error)"]))) }
    }

    /// Whether the player may send one more now; when not, says so and when they may again.
    /// Reports and feedback count together, at most the store's limit in any hour.
    func withinLimit() async -> Bool {
        let now = clock.date()
        let limit = max(1, (try? await store.hourlyReportLimit()) ?? ReportLimits.perHour)
        let since = now.addingTimeInterval(-ReportLimits.window)
        let times = (try? await store.reportTimes(reporterID: io.player.id, since: since)) ?? []
        guard times.count >= limit else { return true }
        // One more may go once enough of the hour's reports are an hour old.
        let free = times[times.count - limit].addingTimeInterval(ReportLimits.window)
        let minutes = max(1, Int((free.timeIntervalSince(now) / 60).rounded(.up)))
        await io.say(.info(io.messages.plural("reports.limit", count: minutes, ["sent": String(times.count)])))
        return false
    }

    /// The player's words: `typed`, else asked for (`ask`); Enter or `cancel` sends nothing.
    /// Words that break ``ExternalText``'s rule are refused with the reason and asked again;
    /// what is kept has its invisible characters dropped. `nil` when nothing is to be sent.
    func words(_ typed: String, ask: String) async -> String? {
        let m = io.messages
        var text = typed.trimmingWhitespace
        while true {
            if text.isEmpty {
                await io.say(.info(ask), remember: false)
                switch await io.readLine(prompt: "> ", spoken: "") {
                case .line(let line):
                    text = line.trimmingWhitespace
                case .eof:
                    io.leave()
                    text = ""
                case .interrupt:
                    text = ""
                }
                // The words that leave a menu leave this prompt too, and "stop" (at a menu, the
                // speech command): "quit" is never a report.
                let word = text.lowercased()
                if text.isEmpty || LeaveWords.all.contains(word) || word == "stop" {
                    await io.say(.info(m("reports.nothingSent")))
                    return nil
                }
            }
            if let problem = ExternalText.problem(text, limit: ReportLimits.words) {
                await io.say(.info(m("text.retype", ["problem": problem.describe(m)])), remember: false)
                text = ""
                continue
            }
            let kept = ExternalText.clean(text).trimmingWhitespace
            if !kept.isEmpty { return kept }
            text = ""
        }
    }
}
