import EarshotCore
import EarshotStore
import Foundation

/// Following other players, whose scores then show on the friends board: `follow`,
/// `unfollow`, `followers`, `following`. The service its commands share.
public struct Social: Feature {
    let follows: any SocialStore
    let directory: AccountDirectory

    public init(_ environment: SessionEnvironment) {
        follows = environment.store
        directory = AccountDirectory(environment)
    }

    /// Lists the followers or the followed of the player now playing.
    func list(followers: Bool, _ io: any SessionIO) async {
        let me = io.player.id
        let names = (try? await followers ? follows.followers(of: me) : follows.following(of: me)) ?? []
        let m = io.messages
        if names.isEmpty {
            await io.say(.info(followers ? m("social.followers.none") : m("social.following.none")))
        } else {
            let title =
                followers
                ? m.plural("social.followers.title", count: names.count) : m.plural("social.following.title", count: names.count)
            await io.say(.list(title: title, items: names))
        }
    }
}
