import EarshotCore

/// `verbosity`: How much is said aloud: verbosity brief, normal or full.
public enum VerbosityCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.verbosity.summary", help: "command.verbosity.help")
    public static let descriptor = CommandDescriptor(
        "verbosity", ["wordiness"], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.setVerbosity(argument)
    }
}

extension Session {
    /// `verbosity`, `verbosity brief|normal|full`: saved per player and applied at once.
    func setVerbosity(_ argument: String) async {
        var s = settings
        let word = argument.trimmingWhitespace.lowercased()
        guard !word.isEmpty else {
            await say(.info(messages("settings.verbosity.current", ["level": s.verbosity.rawValue])))
            return
        }
        guard let level = Verbosity(rawValue: word) ?? (word == "standard" ? .normal : word == "short" ? .brief : nil) else {
            await say(.error(messages("settings.verbosity.invalid", ["input": argument.trimmingWhitespace])))
            return
        }
        s.verbosity = level
        await save(s)
        await speech?.apply(verbosity: level)
        let what: String
        switch level {
        case .brief: what = messages("settings.verbosity.brief")
        case .normal: what = messages("settings.verbosity.normal")
        case .full: what = messages("settings.verbosity.full")
        }
        await say(.info(messages("settings.verbosity.set", ["level": level.rawValue, "what": what])))
    }
}
