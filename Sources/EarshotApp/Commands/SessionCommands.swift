/// Every built-in REPL command, in the order `help` lists them. Adding a command is one file
/// with its type plus one line here.
public enum SessionCommands {
    public static let all: [any SessionCommand.Type] = [
        PlayCommand.self,
        ModesCommand.self,
        CategoriesCommand.self,
        StatsCommand.self,
        PlayerCommand.self,
        PlayersCommand.self,
        TimingCommand.self,
        RepeatCommand.self,
        OptionsCommand.self,
        SkipCommand.self,
        ScoreCommand.self,
        StopCommand.self,
        SpellCommand.self,
        FasterCommand.self,
        SlowerCommand.self,
        RateCommand.self,
        PitchCommand.self,
        VolumeCommand.self,
        VoicesCommand.self,
        VoiceCommand.self,
        SpeechCommand.self,
        EarconsCommand.self,
        ConnectCommand.self,
        HelpCommand.self,
        QuitCommand.self,
    ]
}
