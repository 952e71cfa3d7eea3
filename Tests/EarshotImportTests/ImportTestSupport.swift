import EarshotApp
import EarshotCore
import EarshotImport
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The shared real-world corpora: `../shared/corpora` beside the package, or the folder named
/// by `EARSHOT_CORPORA`.
let corpora =
    ProcessInfo.processInfo.environment["EARSHOT_CORPORA"].map { URL(fileURLWithPath: $0) }
    ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")

/// Whether the corpora are there. A clone without `../shared` skips the tests that read them.
let corporaPresent = FileManager.default.fileExists(atPath: corpora.appendingPathComponent("README.md").path)

/// Put on every test or suite that reads `corpora`: it is skipped, with this reason, when they
/// are absent.
let needsCorpora = ConditionTrait.enabled(
    if: corporaPresent,
    Comment(rawValue: "The real-world corpora are not at \(corpora.path) (set EARSHOT_CORPORA to their folder); skipped."))

/// Reads a corpus file by its path inside `corpora`.
func corpus(_ path: String) throws -> Data {
    try Data(contentsOf: corpora.appendingPathComponent(path))
}

/// Parses `text` as `format`.
func read(_ text: String, _ format: ImportFormat, fileName: String = "test.txt") throws -> ImportedQuestions {
    try QuestionImporter.read(Data(text.utf8), format: format, fileName: fileName)
}

/// A test app over `store` (a fresh in-memory store by default), with the built-in plugins.
func makeTestApp(store: Store? = nil, clock: any GameClock = ClockAdapter(ContinuousClock()), lines: [String] = []) async throws
    -> TestApp
{
    try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: store, clock: clock)
}

/// A file in a fresh temporary folder, with `contents`.
func temporaryFile(_ name: String, _ contents: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
}

extension TestApp {
    /// Every `info`, `error` and `list` message, as text lines.
    var messages: [String] { output.lines }
}
