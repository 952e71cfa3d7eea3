import EarshotCore
import EarshotImport
import Foundation

/// An import's bytes, ready to read: a local file, a download in a temporary file, or an API
/// reply in memory.
public struct LoadedSource {
    enum Place {
        case file(String)
        case download(String)
        case memory(Data)
    }

    var place: Place
    /// The file's name (or the web address's last part), short, as the messages show it.
    public var name: String
    var isURL: Bool
    var encoding: OpenTDBEncoding?
    var limits: ImportLimits

    /// A reader over the bytes, within the size limit.
    func source() throws -> ByteSource {
        switch place {
        case .file(let path), .download(let path):
            return try ByteSource(path: path, limits: limits, what: name)
        case .memory(let data):
            return ByteSource(data: data, limits: limits, what: name)
        }
    }

    /// Removes a temporary download.
    func cleanUp() {
        if case .download(let path) = place { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Up to `limit` bytes from the start of the source, to look at before the import reads it;
    /// `nil` when it cannot be read twice (only a regular file can: a pipe's bytes would be
    /// lost to the look).
    public func head(upTo limit: Int) -> Data? {
        switch place {
        case .memory(let data):
            return data.prefix(limit)
        case .file(let path), .download(let path):
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            guard type == .typeRegular, let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            return try? handle.read(upToCount: limit) ?? Data()
        }
    }
}

/// Finds an import's source (a file, `file://`, an http(s) address, the Open Trivia Database
/// API) and gets its bytes within the limits, or says why not.
struct ImportSourceLoader {
    let network: ImportNetwork
    let limits: ImportLimits
    let say: Announce
    /// What the player hears, in their language.
    let messages: Messages

    func load(_ source: String) async -> LoadedSource? {
        let lower = source.lowercased()
        let shown = ImportText.excerpt(source, limit: 120)
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: source), url.host != nil else {
                await say(.error(messages("import.notAWebAddress", ["source": shown])))
                return nil
            }
            let last = url.lastPathComponent
            let name = ImportText.excerpt(last.isEmpty || last == "/" ? (url.host ?? source) : last, limit: 60)
            do {
                if OpenTDBAPI.isQuestionsURL(url) {
                    let client = OpenTDBClient(network: network, limits: limits, say: say, messages: messages)
                    let data = try await client.questions(from: url)
                    return LoadedSource(
                        place: .memory(data), name: url.host ?? "opentdb", isURL: true, encoding: OpenTDBAPI.encoding(of: url),
                        limits: limits)
                }
                await say(.info(messages("import.fetching", ["source": shown])))
                let path = try await network.fetcher.download(url, limits: limits)
                return LoadedSource(place: .download(path), name: name, isURL: true, limits: limits)
            } catch {
                await say(.error("\(error)"))
                return nil
            }
        }
        var path = source
        if lower.hasPrefix("file://"), let url = URL(string: source) { path = url.path }
        path = (path as NSString).expandingTildeInPath
        let shownPath = ImportText.excerpt(path, limit: 120)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            await say(.error(messages("import.noFile", ["path": shownPath])))
            return nil
        }
        guard !isFolder.boolValue else {
            await say(.error(messages("import.isFolder", ["path": shownPath])))
            return nil
        }
        let name = ImportText.excerpt((path as NSString).lastPathComponent, limit: 60)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeRegular, let size = (attributes?[.size] as? NSNumber)?.intValue,
            size > limits.maxBytes
        {
            await say(.error(limits.tooLarge(name, size: size).description))
            return nil
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            await say(.error(messages("import.unreadable", ["path": shownPath])))
            return nil
        }
        return LoadedSource(place: .file(path), name: name, isURL: false, limits: limits)
    }
}
