import EarshotApp
import EarshotImport
import EarshotTransfer

extension TestApp {
    /// `earshot import SOURCE` in this app, through its `Transfer` room (a test passes a local
    /// `network`). Returns `false` when nothing could be imported.
    public func importQuestions(
        from source: String, format: String? = nil, category: String? = nil, strict: Bool = false,
        limits: ImportLimits = .standard, network: ImportNetwork? = nil
    ) async -> Bool {
        let request = ImportRequest(source: source, format: format, category: category, strict: strict, limits: limits)
        return await Transfer(app.environment).importQuestions(request, network: network, app)
    }

    /// `earshot export` in this app, through its `Transfer` room. Returns `false` when nothing
    /// was written.
    public func exportQuestions(format: String = "earshot", category: String? = nil, to destination: ExportDestination) async
        -> Bool
    {
        await Transfer(app.environment).exportQuestions(format: format, category: category, to: destination, app)
    }
}

extension TestApp {
    /// `earshot export --OPTION NAME` in this app: a plugin's own file (`--board animals`).
    public func exportPluginFile(option: String, name: String, to destination: ExportDestination) async -> Bool {
        await Transfer(app.environment).exportPluginFile(option: option, name: name, to: destination, app)
    }
}
