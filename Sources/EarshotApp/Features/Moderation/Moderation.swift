import EarshotCore
import EarshotStore
import Foundation

/// Questions from the community: `submit`, `queue`, `review`, `approve`, `reject` and
/// `ask changes`, and what an author hears of their questions. With the roles room, the
/// roles-and-moderation feature. The service its commands share.
public struct Moderation: Feature {
    let store: any ModerationStore
    let parts: QuestionDeskParts

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        parts = QuestionDeskParts(environment)
    }

    /// The moderation desk of the player `io` talks with.
    func desk(_ io: any SessionIO) -> ModerationDesk {
        ModerationDesk(io: io, store: store, directory: parts.directory, categories: parts.categories, walk: parts.walk(io))
    }
}
