import EarshotCore
import EarshotImport
import EarshotStore
import Foundation

extension Session {
    /// The network pieces an import uses by default: `URLSession`, the app's clock, the wall
    /// clock, and a session file beside the database.
    public var defaultImportNetwork: ImportNetwork {
        ImportNetwork(clock: clock, sessionFile: OpenTDBSessionFile(databasePath: options.databasePath))
    }

    /// `earshot import SOURCE`: reads a file or URL, adds its new questions to the bank in one
    /// transaction, and says what happened: the counts, and each skipped question with its line
    /// or position and the reason. With `strict`, any error in the file imports nothing.
    /// Returns `false` when nothing could be imported.
    public func importQuestions(
        from source: String, format formatName: String? = nil, category: String? = nil, strict: Bool = false,
        network: ImportNetwork? = nil
    ) async -> Bool {
        var format: ImportFormat?
        if let formatName {
            guard let known = ImportFormat(name: formatName) else {
                await say(
                    .error(
                        "\"\(formatName)\" is not a format Earshot reads. Use one of: \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
                    ))
                return false
            }
            format = known
        }
        guard let loaded = await load(source, network: network ?? defaultImportNetwork) else { return false }
        var imported: ImportedQuestions
        do {
            imported = try QuestionImporter.read(
                loaded.data, format: format, fileName: loaded.name, openTDBEncoding: loaded.encoding)
        } catch {
            let what = loaded.isURL ? "The data from \(source) arrived, but it" : "\(loaded.name)"
            await say(.error("\(what) cannot be imported: \(error) Nothing was imported."))
            return false
        }
        assignCategories(&imported, to: category)
        let name = loaded.name
        if strict, !imported.errors.isEmpty {
            let n = imported.errors.count
            await say(
                .list(
                    title:
                        "Nothing was imported: --strict is on, and \(name) has \(n) question\(n == 1 ? "" : "s") with errors:",
                    items: imported.errors.map(\.description)))
            return false
        }
        guard !imported.questions.isEmpty else {
            await say(.error("\(name) has no questions Earshot can play, so nothing was imported."))
            if !imported.problems.isEmpty {
                await say(.list(title: "Skipped:", items: imported.problems.map(\.description)))
            }
            return false
        }
        let result: PackInstallResult
        do {
            result = try store.add(imported.questions, categories: imported.categories, source: "import:\(name)")
        } catch {
            await say(.error("The import failed and the bank is exactly as it was before: \(error)"))
            return false
        }
        await report(imported, result: result, name: name)
        return true
    }

    /// Says the counts, the skipped questions, and where the questions went.
    func report(_ imported: ImportedQuestions, result: PackInstallResult, name: String) async {
        let skipped = imported.problems.count
        await say(
            .info(
                "Imported \(name) (\(imported.format.displayName)): \(result.added) added, \(result.duplicates) duplicate\(result.duplicates == 1 ? "" : "s") (already in the bank, or repeated in the file), \(skipped) skipped."
            ))
        if skipped > 0 {
            await say(.list(title: "Skipped questions:", items: imported.problems.map(\.description)))
        }
        var counts: [String: Int] = [:]
        for q in imported.questions { counts[q.categoryID, default: 0] += 1 }
        let items = imported.categories.map { c in
            "\(c.name) (\(c.id)): \(counts[c.id] ?? 0) question\(counts[c.id] == 1 ? "" : "s") in the file"
        }
        await say(.list(title: "Categories:", items: items))
        if let only = imported.categories.first, imported.categories.count == 1 {
            await say(.info("Play them with: earshot play --category \(only.id)"))
        }
    }

    /// Puts every question in the category named by `--category`, or maps the file's categories
    /// onto categories already in the bank with the same id or name.
    func assignCategories(_ imported: inout ImportedQuestions, to name: String?) {
        let stored = ((try? store.categories()) ?? []).map(\.category)
        func existing(_ text: String) -> Category? {
            let key = text.trimmingWhitespace.lowercased()
            return stored.first { $0.id == key } ?? stored.first { $0.name.lowercased() == key }
        }
        if let name, !name.trimmingWhitespace.isEmpty {
            let target =
                existing(name)
                ?? Category(id: QuestionImporter.categoryID(for: name), name: name.trimmingWhitespace)
            for i in imported.questions.indices { imported.questions[i].categoryID = target.id }
            imported.categories = [target]
            return
        }
        var mapped: [String: String] = [:]
        var categories: [Category] = []
        for c in imported.categories {
            let target = stored.first { $0.id == c.id } ?? existing(c.name) ?? c
            mapped[c.id] = target.id
            if !categories.contains(where: { $0.id == target.id }) { categories.append(target) }
        }
        for i in imported.questions.indices { imported.questions[i].categoryID = mapped[imported.questions[i].categoryID] ?? "" }
        imported.categories = categories
    }

    struct LoadedSource {
        var data: Data
        var name: String
        var isURL: Bool
        var encoding: OpenTDBEncoding?
    }

    /// The bytes of a file or URL, or `nil` after saying why not.
    func load(_ source: String, network: ImportNetwork) async -> LoadedSource? {
        let lower = source.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: source), url.host != nil else {
                await say(.error("\"\(source)\" is not a web address Earshot can fetch."))
                return nil
            }
            let name = url.lastPathComponent.isEmpty || url.lastPathComponent == "/" ? (url.host ?? source) : url.lastPathComponent
            do {
                if OpenTDBAPI.isQuestionsURL(url) {
                    let client = OpenTDBClient(network: network, say: { [self] in await say($0) })
                    let data = try await client.questions(from: url)
                    return LoadedSource(data: data, name: url.host ?? "opentdb", isURL: true, encoding: OpenTDBAPI.encoding(of: url))
                }
                await say(.info("Fetching \(source)."))
                return LoadedSource(data: try await network.fetcher.fetch(url), name: name, isURL: true)
            } catch {
                await say(.error("\(error)"))
                return nil
            }
        }
        var path = source
        if lower.hasPrefix("file://"), let url = URL(string: source) { path = url.path }
        path = (path as NSString).expandingTildeInPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            await say(.error("There is no file at \(path). Check the name and the folder."))
            return nil
        }
        guard !isFolder.boolValue else {
            await say(.error("\(path) is a folder. Give one question file, for example \(path)/questions.gift."))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            await say(.error("\(path) could not be read. Check that you may read it."))
            return nil
        }
        return LoadedSource(data: data, name: (path as NSString).lastPathComponent, isURL: false)
    }
}
