import EarshotCore

/// What the two rooms that write questions share, moderation and the question bank: who may
/// act (``AccountDirectory``), the categories, and the plugins a question's walk asks about.
struct QuestionDeskParts: Sendable {
    let directory: AccountDirectory
    let categories: CategoryDirectory
    let registry: PluginRegistry

    init(_ environment: SessionEnvironment) {
        directory = AccountDirectory(environment)
        categories = CategoryDirectory(environment)
        registry = environment.registry
    }

    /// The step-by-step walk through a question, for the player `io` talks with.
    func walk(_ io: any SessionIO) -> QuestionWalk {
        QuestionWalk(io: io, categories: categories, registry: registry)
    }
}
