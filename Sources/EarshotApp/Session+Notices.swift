import EarshotCore
import EarshotStore

extension Session {
    /// Tells the player what happened to their submitted questions since they last heard,
    /// once each.
    func tellNotices() async {
        guard let id = player.id, let notices = try? (store as? Store)?.takeNotices(authorID: id) else { return }
        for n in notices { await say(.info(n), remember: false) }
    }
}
