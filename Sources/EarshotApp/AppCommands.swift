import EarshotConsole

/// Every command word Earshot understands, with its help text.
public enum AppCommands {
    public static let all: [Command] = [
        Command(
            "play", ["start", "new"], scope: .main, summary: "Start a game.",
            help:
                "play starts a game. Earshot asks for the mode and the category; answer with a number or a name. You can also say them at once, and how many questions, for example: play classic science 5."
        ),
        Command(
            "modes", ["mode"], scope: .main, summary: "List the game modes.",
            help: "modes lists every game mode with a line about it and the plugin that gave it."),
        Command(
            "categories", ["category", "topics"], scope: .main, summary: "List the categories and how many questions each has.",
            help: "categories lists the question categories, with how many easy, medium and hard questions each has."),
        Command(
            "stats", ["statistics", "scores"], scope: .main, summary: "Your games, accuracy and best scores.",
            help: "stats shows how many games you have played, how often you answered right, and your best score in each mode and category."
        ),
        Command(
            "player", ["name", "user"], scope: .main, summary: "Show or change the player: player NAME.",
            help:
                "player on its own says who is playing. player NAME switches to that player, creating them if new. Scores and settings are kept per player."
        ),
        Command(
            "players", [], scope: .main, summary: "List the players in this store.",
            help: "players lists everyone who has played with this store."),
        Command(
            "timing", ["time limit"], scope: .main, summary: "Set time limits: timing off, timing 2 (double time), timing on.",
            help:
                "timing sets how time limits apply to you in timed games. timing off turns them off; timing 1.5, 2, 3 up to 10 gives that many times as long; timing on restores the standard limits. Your setting is shown beside your timed scores."
        ),
        Command(
            "repeat", ["again", "say again", "what"], scope: .both,
            summary: "Say the last thing again. In a game: repeat question, repeat options.",
            help:
                "repeat says the last thing again. In a game, repeat says the question and its options again; repeat options says only the options."
        ),
        Command(
            "options", ["choices"], scope: .game, summary: "Hear the options again.",
            help: "options reads the current question's options again."),
        Command(
            "skip", ["pass", "next"], scope: .game, summary: "Skip this question (no points).",
            help: "skip moves on to the next question. You get no points for it, and Earshot tells you the answer."),
        Command(
            "score", ["points"], scope: .game, summary: "Your score so far.",
            help: "score says your points so far, how many you got right, and how many questions are left."),
        Command(
            "time", ["time left"], scope: .game, summary: "Time left on a timed question.",
            help: "time says how long you have left on a timed question."),
        Command(
            "more time", ["more", "extend", "longer"], scope: .game, summary: "Add 20 seconds to a timed question.",
            help: "more time adds 20 seconds to the current timed question. You can ask for it many times in a game."),
        Command(
            "pause", ["wait", "hold"], scope: .game, summary: "Pause a timed game.",
            help: "pause stops the clock in a timed game until you type resume."),
        Command(
            "resume", ["continue", "unpause"], scope: .game, summary: "Carry on after a pause.",
            help: "resume starts the clock again after pause."),
        Command(
            "stop", ["quiet", "hush", "shh", "silence"], scope: .both, summary: "Stop speaking now.",
            help: "stop cuts the speech off at once. Typing anything also stops speech that is still playing."),
        Command(
            "spell", ["spell it"], scope: .both, summary: "Spell the options, or the last answer, letter by letter.",
            help: "spell says the current options, or the last answer, one letter at a time. spell 2 spells only option 2."),
        Command(
            "faster", ["quicker"], scope: .both, summary: "Speak faster (25 words a minute more).",
            help: "faster raises the speaking rate by 25 words a minute."),
        Command(
            "slower", [], scope: .both, summary: "Speak slower (25 words a minute less).",
            help: "slower lowers the speaking rate by 25 words a minute."),
        Command(
            "rate", ["speed"], scope: .both, summary: "Set the speaking rate: rate 200 (80 to 450 words a minute).",
            help: "rate N sets the speaking rate to N words a minute, from 80 to 450. rate on its own says the current rate."),
        Command(
            "pitch", [], scope: .both, summary: "Set the voice pitch: pitch 50 (0 to 100).",
            help: "pitch N sets the voice pitch from 0 (low) to 100 (high)."),
        Command(
            "volume", ["loudness"], scope: .both, summary: "Set the volume: volume 100 (0 to 200).",
            help: "volume N sets the speech volume from 0 to 200; 100 is normal."),
        Command(
            "voices", [], scope: .both, summary: "List the voices and voice profiles.",
            help: "voices lists Earshot's voice profiles and the espeak-ng voices installed on this computer."),
        Command(
            "voice", [], scope: .both, summary: "Choose a voice or profile: voice clear, voice quick, voice duet.",
            help:
                "voice NAME picks a voice profile (clear, quick, duet) or an espeak-ng voice such as en-gb or fr. An unknown name keeps the current voice."
        ),
        Command(
            "speech", ["speak"], scope: .both, summary: "Turn speech on or off: speech on, speech off.",
            help: "speech off stops Earshot speaking (text only); speech on starts it again. Your choice is kept."),
        Command(
            "earcons", ["sounds", "tones"], scope: .both, summary: "Turn the short tones on or off: earcons on, earcons off.",
            help: "earcons off turns off the short tones for right, wrong, time up and game start; earcons on turns them back on."),
        Command(
            "help", ["?", "commands"], scope: .both, summary: "List the commands, or help NAME for one.",
            help: "help lists the commands. help followed by a command's name explains that command."),
        Command(
            "quit", ["exit", "bye", "leave", "q"], scope: .both, summary: "Leave the game, or leave Earshot.",
            help:
                "In a game, quit asks you to confirm, then ends the game with no points; your answers are kept. Otherwise quit leaves Earshot."
        ),
    ]

    /// The speech commands, handled by the speech layer.
    public static let speechCommands: Set<String> = [
        "stop", "spell", "faster", "slower", "rate", "pitch", "volume", "voices", "voice", "speech", "earcons",
    ]

    public static let parser = CommandParser(commands: all)
}
