import EarshotCore
import EarshotStore

extension Session {
    /// The export service over this app's store and presenter.
    public var exportService: ExportService { ExportService(store: environment.store, presenter: presenter, messages: messages) }

    /// `earshot export`: see ``ExportService``. Returns `false` when nothing was written.
    public func exportQuestions(format: String = "earshot", category: String? = nil, to destination: ExportDestination) async
        -> Bool
    {
        await exportService.run(format: format, category: category, to: destination)
    }
}
