import EarshotCore
import EarshotStore

extension ModerationDesk {
    /// Tells the player what happened to their submitted questions since they last heard,
    /// once each, in their language.
    func tellNotices() async {
        guard let notices = try? await store.takeNotices(authorID: io.player.id) else { return }
        for n in notices { await io.say(.info(noticeText(n)), remember: false) }
    }

    /// One notice in words: the question (cut at 40 characters), its category, the reason.
    func noticeText(_ n: SubmissionNotice) -> String {
        let m = io.messages
        let slots = ["question": n.shortText(40), "category": n.categoryName, "id": "\(n.submissionID)"]
        let reason = n.reason.map { ["reason": $0] } ?? [:]
        let all = slots.merging(reason) { $1 }
        switch n.state {
        case .approved: return m("notice.approved", slots)
        case .rejected: return n.reason == nil ? m("notice.rejectedNoReason", slots) : m("notice.rejected", all)
        case .pending, .changes: return n.reason == nil ? m("notice.changesNoReason", slots) : m("notice.changes", all)
        }
    }
}
