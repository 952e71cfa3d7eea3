import EarshotCore

/// `verbosity`: How much is said aloud: verbosity brief, normal or full.
public enum VerbosityCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "verbosity", ["wordiness"], scope: .both,
        summary: "How much is said aloud: verbosity brief, verbosity normal, verbosity full.",
        help:
            "verbosity brief says only the question, the options as 1 Paris, 2 Rome, and one word with the points after each answer. verbosity normal is the standard wording. verbosity full adds the option letters, the time left and your score after each answer. The printed text stays the same; your choice is kept for you."
    )

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
            await say(.info("Verbosity is \(s.verbosity.rawValue). Type verbosity brief, verbosity normal or verbosity full."))
            return
        }
        guard let level = Verbosity(rawValue: word) ?? (word == "standard" ? .normal : word == "short" ? .brief : nil) else {
            await say(
                .error("\"\(argument.trimmingWhitespace)\" is not a verbosity. Type verbosity brief, verbosity normal or verbosity full."))
            return
        }
        s.verbosity = level
        await save(s)
        await speech?.apply(verbosity: level)
        let what: String
        switch level {
        case .brief: what = "questions and options are said briefly, and answers get one word and the points."
        case .normal: what = "the standard wording."
        case .full: what = "option letters, the time left and your score after each answer are said as well."
        }
        await say(.info("Verbosity \(level.rawValue): \(what)"))
    }
}
