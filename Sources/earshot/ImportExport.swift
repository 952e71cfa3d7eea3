import ArgumentParser
import EarshotApp
import EarshotCore
import EarshotImport
import EarshotTransfer
import Foundation

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add questions from a file or a web address to the bank.",
        discussion: """
            Formats: earshot (Earshot packs), opentdb (Open Trivia Database JSON), gift (Moodle GIFT), \
            aiken, csv (with a header row) and opentriviaqa; a guess-who board pack (docs/boards.md) is \
            kept as a board. The format is detected when --format is not given. SOURCE may be an http(s) address, including an Open Trivia Database API address such as \
            https://opentdb.com/api.php?amount=10&category=9. Importing the same file again adds nothing. \
            See docs/import.md.
            """)

    @OptionGroup var common: CommonOptions

    @Argument(help: "A question file, or an http:// or https:// address.")
    var source: String

    @Option(name: .long, help: "earshot, opentdb, gift, aiken, csv or opentriviaqa (detected if omitted).")
    var format: String?

    @Option(name: .long, help: "Put every question in this category: an existing one (by id or name) or a new one.")
    var category: String?

    @Flag(name: .long, help: "Import nothing if any question in the file has an error.")
    var strict = false

    @Option(name: .long, help: "The largest file or download to read, such as 500MB or 2GB (256MB if omitted).")
    var maxSize: String?

    @Option(name: .long, help: "The longest the whole import may take, such as 90s or 30m (10m if omitted).")
    var timeout: String?

    func validate() throws {
        do {
            _ = try ImportLimits.fromOptions(maxSize: maxSize, timeout: timeout)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() async throws {
        let limits = try ImportLimits.fromOptions(maxSize: maxSize, timeout: timeout)
        let app = try await common.makeApp(interactive: false)
        let request = ImportRequest(source: source, format: format, category: category, strict: strict, limits: limits)
        let ok = await Transfer(app.environment).importQuestions(request, app)
        await app.shutdown()
        if !ok { throw ExitCode(2) }
    }
}

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the bank's questions to a file (or to standard output).",
        discussion: """
            earshot keeps every kind of question; gift keeps choice, true or false and typed ones; opentdb \
            keeps choice and true or false ones. Importing an export into an empty bank gives the same questions.
            """)

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: "earshot, gift or opentdb.")
    var format: String = "earshot"

    @Option(name: .long, help: "Only this category (id or name); every category if omitted.")
    var category: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write; standard output if omitted.")
    var output: String?

    @Option(name: .long, help: "Write this guess-who board (built in or imported, by id or name) as a board pack instead.")
    var board: String?

    func run() async throws {
        let app = try await common.makeApp(interactive: false, messagesToStandardError: output == nil)
        if let board {
            let ok = await Transfer(app.environment).exportPluginFile(
                option: "board", name: board, to: output.map(ExportDestination.file) ?? .standardOutput, app)
            await app.shutdown()
            if !ok { throw ExitCode(2) }
            return
        }
        let ok = await Transfer(app.environment).exportQuestions(
            format: format, category: category, to: output.map(ExportDestination.file) ?? .standardOutput, app)
        await app.shutdown()
        if !ok { throw ExitCode(2) }
    }
}
