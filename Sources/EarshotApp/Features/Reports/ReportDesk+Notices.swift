import EarshotCore
import EarshotStore

extension ReportDesk {
    /// Tells the player what became of their reports and feedback since they last heard, once
    /// each, in their language.
    func tellOutcomes() async {
        guard let told = try? await store.takeReportNotices(reporterID: io.player.id) else { return }
        for r in told { await io.say(.info(outcome(r)), remember: false) }
    }

    /// One outcome in words: the question or the feedback (cut at 40 characters), what a
    /// moderator did, and their reason or note.
    func outcome(_ r: Report) -> String {
        let m = io.messages
        var values = ["question": Report.short(r.questionText ?? ""), "words": Report.short(r.words)]
        if let reason = r.reason { values["reason"] = reason }
        let dismissed = r.state == .dismissed
        switch (r.kind, r.reason == nil) {
        case (.question, true): return dismissed ? m("reports.notice.dismissed", values) : m("reports.notice.done", values)
        case (.question, false): return dismissed ? m("reports.notice.dismissedReason", values) : m("reports.notice.doneNote", values)
        case (.feedback, true):
            return dismissed ? m("reports.notice.feedbackDismissed", values) : m("reports.notice.feedbackDone", values)
        case (.feedback, false):
            return dismissed ? m("reports.notice.feedbackDismissedReason", values) : m("reports.notice.feedbackDoneNote", values)
        }
    }
}
