import EarshotCore
import EarshotStore
import Foundation

/// Managing the question bank: `questions`, `show question`, `edit question`, `add question`
/// and `remove question`, for moderators and admins. The service its commands share.
public struct QuestionBank: Feature {
    let store: any BankStore
    let parts: QuestionDeskParts

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        parts = QuestionDeskParts(environment)
    }

    /// The bank desk of the moderator `io` talks with.
    func desk(_ io: any SessionIO) -> BankDesk {
        BankDesk(io: io, store: store, directory: parts.directory, categories: parts.categories, walk: parts.walk(io))
    }
}
