import EarshotCore

extension GuessWhoMode {
    /// Guess who's own verbs.
    public enum Verb {
        public static let ask = "ask"
        public static let flip = "flip"
        public static let unflip = "unflip"
        public static let board = "board"
        public static let guess = "guess"

        public static let all: [CommandDescriptor] = [
            CommandDescriptor(
                ask, ["question"], scope: .game, strings: GuessWhoPlugin.strings, summary: "verb.ask.summary",
                help: "verb.ask.help"),
            CommandDescriptor(
                flip, ["flip down"], scope: .game, strings: GuessWhoPlugin.strings, summary: "verb.flip.summary",
                help: "verb.flip.help"),
            CommandDescriptor(
                unflip, ["flip up"], scope: .game, strings: GuessWhoPlugin.strings, summary: "verb.unflip.summary",
                help: "verb.unflip.help"),
            CommandDescriptor(
                board, ["who", "still up", "left"], scope: .game, strings: GuessWhoPlugin.strings, summary: "verb.board.summary",
                help: "verb.board.help"),
            CommandDescriptor(
                guess, [], scope: .game, strings: GuessWhoPlugin.strings, summary: "verb.guess.summary",
                help: "verb.guess.help"),
        ]
    }

    mutating func command(_ verb: ModeCommand, side t: Int, _ board: Board, at now: Duration) -> ModeOutput {
        let argument = verb.argument.trimmingWhitespace
        switch verb.name {
        case Verb.ask:
            return argument.isEmpty ? say("guesswho.askable", board.askable(w)) : ask(argument, side: t, board, at: now)
        case Verb.board:
            let up = board.characters.indices.filter { sides[t].up[$0] }.map { board.characters[$0].name }
            let down = board.characters.count - up.count
            return say("guesswho.board", w("board.up", ["count": "\(up.count)", "names": m.and(up), "down": "\(down)"]))
        case Verb.flip, Verb.unflip:
            guard !argument.isEmpty else {
                return say("guesswho.help", w("flip.usage", ["verb": verb.name, "name": board.characters[0].name]))
            }
            guard let i = board.character(named: argument) else {
                return say("guesswho.unknown", w("unknownFlip", ["noun": noun(board), "name": argument]))
            }
            let name = board.characters[i].name
            let wantUp = verb.name == Verb.unflip
            if sides[t].up[i] == wantUp {
                return say(
                    "guesswho.flip", wantUp ? w("flip.alreadyUp", ["name": name]) : w("flip.alreadyDown", ["name": name]))
            }
            sides[t].up[i] = wantUp
            let values = ["name": name, "count": "\(upCount(t))"]
            return say("guesswho.flip", wantUp ? w("flip.backUp", values) : w("flip.down", values))
        case Verb.guess:
            guard !argument.isEmpty else {
                return say("guesswho.help", w("guess.usage", ["name": board.characters[0].name]))
            }
            guard let i = board.character(named: argument) else {
                return say("guesswho.unknown", w("unknownGuess", ["noun": noun(board), "name": argument]))
            }
            return end(guess: i, side: t, board, at: now)
        default:
            return ModeOutput()
        }
    }
}
