import EarshotCore

/// `report`: Tell the moderators what is wrong with the question you heard last: report WORDS.
/// During a game it leaves the question open, and the game's clock stands still meanwhile.
public enum ReportCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.report.summary", help: "command.report.help")
    public static let descriptor = CommandDescriptor(
        "report", [], scope: .both, text: text)

    public static var standsTheClockStill: Bool { true }

    public static func run(_ argument: String, in context: Context<Reports>) async {
        await context.needs.desk(context.io).reportQuestion(argument)
    }
}
