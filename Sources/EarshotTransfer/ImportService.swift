import EarshotCore
import EarshotImport
import EarshotStore
import Foundation

/// Imports question files and web addresses into the bank: reads the source as a stream within
/// its limits, stages each good question as it is read, and copies them into the bank all or
/// nothing (``BulkImport``), then says what happened through the ``Presenter``: the counts, the
/// skipped questions with their line or position and the reason, and where the questions went.
public struct ImportService {
    /// The bank the questions go into.
    public let store: any EngineStore
    /// How the import says what it does.
    public let say: Announce
    /// How web addresses are fetched.
    public let network: ImportNetwork
    /// What the player hears, in their language. The reasons a question is skipped, and why a
    /// source cannot be read, come from the readers in English for now.
    public let messages: Messages
    /// What a source may be instead of questions (a guess-who board pack), asked first when
    /// no format is given.
    public let claim: ImportClaim?

    /// How many skipped questions are listed by name; the rest are counted.
    static let listedProblems = 50

    /// An import into `store` that speaks through `say`, downloads through `network`, and asks
    /// `claim` first whether a source is something else than questions.
    public init(
        store: any EngineStore, say: @escaping Announce, network: ImportNetwork, messages: Messages = .english,
        claim: ImportClaim? = nil
    ) {
        self.store = store
        self.say = say
        self.network = network
        self.messages = messages
        self.claim = claim
    }

    /// Runs the import. Returns `false` when nothing could be imported.
    public func run(_ request: ImportRequest) async -> Bool {
        let m = messages
        var format: ImportFormat?
        if let formatName = request.format {
            guard let known = ImportFormat(name: formatName) else {
                let formats = ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                await say(.error(m("import.format.unknown", ["format": ImportText.excerpt(formatName), "formats": formats])))
                return false
            }
            format = known
        }
        let start = ContinuousClock.now
        let loader = ImportSourceLoader(network: network, limits: request.limits, say: say, messages: messages)
        guard let loaded = await loader.load(request.source) else { return false }
        defer { loaded.cleanUp() }
        // A guess-who board pack is kept as a board, not read for questions.
        if format == nil, let claim, let claimed = await claim(loaded) { return claimed }
        let name = loaded.name
        let deadline = ImportDeadline(limits: request.limits, what: "Importing \(name)", start: start)
        if request.strict {
            // --strict: read the file once without writing, so that a file with errors never
            // reaches the bank, not even for a moment.
            do {
                let checked = try await ImportThread.run("earshot.import-check") {
                    try QuestionImporter.read(
                        try loaded.source(), format: format, fileName: name, openTDBEncoding: loaded.encoding, deadline: deadline
                    ) { _, _ in }
                }
                if checked.errorCount > 0 {
                    await refuseStrict(checked, name: name)
                    return false
                }
            } catch {
                await refuse(error, loaded: loaded, request: request)
                return false
            }
        }
        let mapper = CategoryMapper(stored: ((try? await store.categories()) ?? []).map(\.category), forced: request.category)
        let bulk: ImportStaging
        do {
            bulk = try ImportStaging(store: store, packID: "import:\(name)")
        } catch {
            await say(.error(m("import.couldNotStart", ["error": "\(error)"])))
            return false
        }
        var counts: [String: Int]
        var imported: ImportedQuestions
        do {
            // The parse and the staging run on a thread of their own (``ImportThread``).
            let staged = try await ImportThread.run("earshot.import-parse") { () throws -> (ImportedQuestions, [String: Int]) in
                var counts: [String: Int] = [:]
                let read = try QuestionImporter.read(
                    try loaded.source(), format: format, fileName: name, openTDBEncoding: loaded.encoding, deadline: deadline
                ) { question, category in
                    var q = question
                    let target = mapper.target(for: category)
                    q.categoryID = target.id
                    counts[target.id, default: 0] += 1
                    try bulk.stage(q, category: target)
                }
                return (read, counts)
            }
            (imported, counts) = staged
        } catch {
            await bulk.discard()
            await refuse(error, loaded: loaded, request: request)
            if bulk.leftBehind { await say(.info(m("import.leftBehind"))) }
            return false
        }
        imported.categories = mapper.used
        if request.strict, imported.errorCount > 0 {
            await bulk.discard()
            await refuseStrict(imported, name: name)
            return false
        }
        guard imported.questionCount > 0 else {
            await bulk.discard()
            await say(.error(m("import.nothingPlayable", ["name": name])))
            if !imported.problems.isEmpty {
                await say(.list(title: m("import.skipped.title"), items: listed(imported.problems, total: imported.problemCount)))
            }
            return false
        }
        let result: PackInstallResult
        do {
            result = try await bulk.commit { try deadline.check() }
        } catch {
            let leftBehind = bulk.leftBehind
            await say(
                .error(
                    leftBehind
                        ? m.joinedSentences([m("import.failed.partly", ["error": "\(error)"]), m("import.leftBehind")])
                        : m("import.failed", ["error": "\(error)"])))
            return false
        }
        await report(imported, result: result, name: name, counts: counts)
        return true
    }

    /// Says why the source cannot be imported at all.
    func refuse(_ error: any Error, loaded: LoadedSource, request: ImportRequest) async {
        let text = "\(error)"
        var sentence =
            loaded.isURL
            ? messages("import.refused.url", ["source": ImportText.excerpt(request.source, limit: 80), "reason": text])
            : messages("import.refused.file", ["name": loaded.name, "reason": text])
        if !text.contains("Nothing was imported") { sentence = messages("import.refused.nothingImported", ["sentence": sentence]) }
        await say(.error(sentence))
    }

    /// `--strict` refuses `read` for its errors, listing them.
    func refuseStrict(_ read: ImportedQuestions, name: String) async {
        let n = read.errorCount
        await say(.list(title: messages.plural("import.strict.refused", count: n, ["name": name]), items: listed(read.errors, total: n)))
    }

    /// The problems as list items: each excerpted, at most ``listedProblems``, then a count.
    func listed(_ problems: [ImportProblem], total: Int) -> [String] {
        var items = problems.prefix(Self.listedProblems).map { ImportText.excerpt($0.description, limit: 200) }
        if total > items.count { items.append(messages("import.more", ["count": String(total - items.count)])) }
        return items
    }

    /// Says the counts, the skipped questions, and where the questions went.
    func report(_ imported: ImportedQuestions, result: PackInstallResult, name: String, counts: [String: Int]) async {
        let m = messages
        let skipped = imported.problemCount
        await say(
            .info(
                m.plural(
                    "import.summary", count: result.duplicates,
                    [
                        "name": name, "format": imported.format.displayName, "added": String(result.added),
                        "skipped": String(skipped),
                    ])))
        if skipped > 0 {
            await say(.list(title: m("import.skippedQuestions.title"), items: listed(imported.problems, total: skipped)))
        }
        let items = imported.categories.map { c in
            m.plural("import.category", count: counts[c.id] ?? 0, ["name": ImportText.excerpt(c.name, limit: 80), "id": c.id])
        }
        await say(.list(title: m("import.categories.title"), items: items))
        if let only = imported.categories.first, imported.categories.count == 1 {
            await say(.info(m("import.playHint", ["id": only.id])))
        }
    }
}

/// Puts every question in the category named by `--category`, or maps the file's categories
/// onto categories already in the bank with the same id or name.
final class CategoryMapper {
    private let stored: [Category]
    private let forced: Category?
    private var mapped: [String: Category] = [:]
    /// The bank categories used so far, in order of first use.
    private(set) var used: [Category] = []

    init(stored: [Category], forced name: String?) {
        self.stored = stored
        // A name typed on the command line is text from outside too: cleaned and cut to the limit.
        let name = name.map { ExternalText.clean($0, limit: ExternalText.Limit.categoryName) }
        if let name, !name.trimmingWhitespace.isEmpty {
            forced = Self.existing(name, in: stored) ?? Category(id: QuestionImporter.categoryID(for: name), name: name.trimmingWhitespace)
        } else {
            forced = nil
        }
    }

    static func existing(_ text: String, in stored: [Category]) -> Category? {
        let key = text.trimmingWhitespace.lowercased()
        return stored.first { $0.id == key } ?? stored.first { $0.name.lowercased() == key }
    }

    func target(for c: Category) -> Category {
        if let known = mapped[c.id] { return known }
        let target = forced ?? stored.first { $0.id == c.id } ?? Self.existing(c.name, in: stored) ?? c
        mapped[c.id] = target
        if !used.contains(where: { $0.id == target.id }) { used.append(target) }
        return target
    }
}
