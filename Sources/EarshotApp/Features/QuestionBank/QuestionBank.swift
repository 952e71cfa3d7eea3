import EarshotCore
import EarshotStore
import Foundation

/// Managing the question bank: `questions`, `show question`, `edit question`, `add question`
/// and `remove question`, for moderators and admins. The service its commands share.
public struct QuestionBank: Feature {
    let store: any BankStore
    let directory: AccountDirectory
    let categories: CategoryDirectory
    let registry: PluginRegistry

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        directory = AccountDirectory(environment)
        categories = CategoryDirectory(environment)
        registry = environment.registry
    }

    /// The bank desk of the moderator `io` talks with.
    func desk(_ io: any SessionIO) -> BankDesk {
        BankDesk(
            io: io, store: store, directory: directory, categories: categories,
            walk: QuestionWalk(io: io, categories: categories, registry: registry))
    }
}
