import EarshotCore
import EarshotTransfer

/// `import FILE` at the main prompt: the same import as `earshot import FILE` (questions, or a
/// guess-who board pack), with the standard limits. It reads files on the computer Earshot
/// runs on, so a club server's sessions refuse it (``AppOptions/readsLocalFiles``).
public enum ImportCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.import.summary", help: "command.import.help")
    public static let descriptor = CommandDescriptor("import", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Transfer>) async {
        let (io, m) = (context.io, context.messages)
        let source = unquoted(argument.trimmingWhitespace)
        guard !source.isEmpty else {
            await io.say(.info(m("boards.import.usage")))
            return
        }
        guard io.options.readsLocalFiles else {
            await io.say(.error(m("boards.import.localOnly")))
            return
        }
        _ = await context.needs.importQuestions(ImportRequest(source: source), io)
    }

    /// `source` without the quotes around it, when it has matching ones (`"my file.gift"`).
    static func unquoted(_ source: String) -> String {
        guard source.count >= 2, let first = source.first, first == source.last, first == "\"" || first == "'" else { return source }
        return String(source.dropFirst().dropLast())
    }
}
