import EarshotCore

/// `import FILE` at the main prompt: the same import as `earshot import FILE` (questions, or a
/// guess-who board pack), with the standard limits. It reads files on the computer Earshot
/// runs on, so a club server's sessions refuse it (``AppOptions/readsLocalFiles``).
public enum ImportCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "import", [], scope: .main,
        summary: "Add a question file or a guess-who board: import FILE.",
        help:
            "import followed by a file or a web address adds its questions to the bank, in any format earshot import reads, or keeps a guess-who board pack as a board to play with play guess-who. Importing the same file again adds nothing."
    )

    public static func run(_ argument: String, in session: Session) async {
        var source = argument.trimmingWhitespace
        if source.count >= 2, let first = source.first, first == source.last, first == "\"" || first == "'" {
            source = String(source.dropFirst().dropLast())
        }
        guard !source.isEmpty else {
            await session.say(.info("Type import and a file, such as import my-board.json, or a web address."))
            return
        }
        guard session.options.readsLocalFiles else {
            await session.say(
                .error("import reads files on the computer Earshot runs on, so it works in your own Earshot, not on a club server."))
            return
        }
        _ = await session.importQuestions(from: source)
    }
}
