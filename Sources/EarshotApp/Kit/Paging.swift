import EarshotCore

/// Long lists said a page at a time (the moderation queue, the question bank): `more` says
/// the next page. What `more` continues is kept in the session's state.
public enum Paging: SessionStateKey {
    public static var initial: (() async -> Void)? { nil }

    /// Items on a page.
    public static let size = 10

    /// Says one page of a list and keeps how to go on with `more`.
    static func show(
        _ io: any SessionIO, title: String, items: [String], shownTo: Int, total: Int, next: @escaping () async -> Void
    ) async {
        let m = io.messages
        var title = title
        if total > shownTo {
            let values = ["shown": String(shownTo), "total": String(total), "next": String(min(size, total - shownTo))]
            title = m.joinedSentences([title, m("moderation.page.more", values)])
        }
        await io.say(.list(title: title, items: items))
        io.state[Paging.self] = total > shownTo ? next : nil
    }

    /// `more`: the next page of the last list, or says there is none.
    static func more(_ io: any SessionIO) async {
        guard let next = io.state[Paging.self] else {
            await io.say(.info(io.messages("moderation.more.none")))
            return
        }
        await next()
    }
}
