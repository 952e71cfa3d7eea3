import EarshotCore

/// `import FILE` at the main prompt: the same import as `earshot import FILE` (questions, or a
/// guess-who board pack), with the standard limits. It reads files on the computer Earshot
/// runs on, so a club server's sessions refuse it (``AppOptions/readsLocalFiles``).
public enum ImportCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.import.summary", help: "command.import.help")
    public static let descriptor = CommandDescriptor("import", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        var source = argument.trimmingWhitespace
        if source.count >= 2, let first = source.first, first == source.last, first == "\"" || first == "'" {
            source = String(source.dropFirst().dropLast())
        }
        guard !source.isEmpty else {
            await session.say(.info(session.messages("boards.import.usage")))
            return
        }
        guard session.options.readsLocalFiles else {
            await session.say(.error(session.messages("boards.import.localOnly")))
            return
        }
        _ = await session.importQuestions(from: source)
    }
}
