import EarshotCore
import EarshotImport
import EarshotStore
import Foundation

extension Session {
    /// The network pieces an import uses by default: `URLSession`, the app's clock, the wall
    /// clock, and a session file beside the database.
    public var defaultImportNetwork: ImportNetwork {
        ImportNetwork(clock: environment.clock, sessionFile: OpenTDBSessionFile(databasePath: options.databasePath))
    }

    /// The import service over this app's store and presenter, asking the plugins first
    /// whether a source is one of their own kinds of file.
    public func importService(network: ImportNetwork? = nil) -> ImportService {
        ImportService(
            store: environment.store, presenter: presenter, network: network ?? defaultImportNetwork, messages: messages,
            pluginFiles: pluginFiles)
    }

    /// `earshot import SOURCE`: see ``ImportService``. Returns `false` when nothing could be
    /// imported.
    public func importQuestions(
        from source: String, format: String? = nil, category: String? = nil, strict: Bool = false,
        limits: ImportLimits = .standard, network: ImportNetwork? = nil
    ) async -> Bool {
        await importService(network: network).run(
            ImportRequest(source: source, format: format, category: category, strict: strict, limits: limits))
    }
}

extension Session {
    /// The limits given by `--max-size` and `--timeout` (the standard ones where omitted).
    /// Throws ``ImportError`` naming the option that is not readable.
    public static func importLimits(maxSize: String?, timeout: String?) throws -> ImportLimits {
        var limits = ImportLimits.standard
        if let maxSize {
            guard let bytes = ImportLimits.size(maxSize) else {
                throw ImportError("--max-size takes a size such as 500MB, 2GB or 64KB, not \"\(ImportText.excerpt(maxSize))\".")
            }
            limits.maxBytes = bytes
        }
        if let timeout {
            guard let time = ImportLimits.duration(timeout) else {
                throw ImportError("--timeout takes a time such as 90s, 30m or 1h, not \"\(ImportText.excerpt(timeout))\".")
            }
            limits.timeout = time
            if time < limits.idleTimeout { limits.idleTimeout = time }
        }
        return limits
    }
}
