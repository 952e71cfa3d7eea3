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
                ask, ["question"], scope: .game, summary: "Ask a yes or no question; alone, hear what you can ask.",
                help:
                    "ask, then a question such as ask is it a woman. Typing the question alone works too. ask on its own lists what the board lets you ask about."
            ),
            CommandDescriptor(
                flip, ["flip down"], scope: .game, summary: "Flip a character down by hand.",
                help: "flip NAME flips that character down on your board, for when you rule it out yourself."),
            CommandDescriptor(
                unflip, ["flip up"], scope: .game, summary: "Put a flipped character back up.",
                help: "unflip NAME puts a character you flipped down back up."),
            CommandDescriptor(
                board, ["who", "still up", "left"], scope: .game, summary: "Hear the characters still up.",
                help: "board reads the characters still up on your board, and how many are flipped down."),
            CommandDescriptor(
                guess, [], scope: .game, summary: "Guess the secret character; this ends the game.",
                help: "guess NAME ends the game: a right guess scores more the fewer questions you asked; a wrong one loses."),
        ]
    }

    mutating func command(_ verb: ModeCommand, side t: Int, _ board: Board, at now: Duration) -> ModeOutput {
        let argument = verb.argument.trimmingWhitespace
        switch verb.name {
        case Verb.ask:
            return argument.isEmpty ? say("guesswho.askable", board.askable(m)) : ask(argument, side: t, board, at: now)
        case Verb.board:
            let up = board.characters.indices.filter { sides[t].up[$0] }.map { board.characters[$0].name }
            let down = board.characters.count - up.count
            return say("guesswho.board", m("guesswho.board.up", ["count": "\(up.count)", "names": m.and(up), "down": "\(down)"]))
        case Verb.flip, Verb.unflip:
            guard !argument.isEmpty else {
                return say("guesswho.help", m("guesswho.flip.usage", ["verb": verb.name, "name": board.characters[0].name]))
            }
            guard let i = board.character(named: argument) else {
                return say("guesswho.unknown", m("guesswho.unknownFlip", ["noun": noun(board), "name": argument]))
            }
            let name = board.characters[i].name
            let wantUp = verb.name == Verb.unflip
            if sides[t].up[i] == wantUp {
                return say(
                    "guesswho.flip", wantUp ? m("guesswho.flip.alreadyUp", ["name": name]) : m("guesswho.flip.alreadyDown", ["name": name]))
            }
            sides[t].up[i] = wantUp
            let values = ["name": name, "count": "\(upCount(t))"]
            return say("guesswho.flip", wantUp ? m("guesswho.flip.backUp", values) : m("guesswho.flip.down", values))
        case Verb.guess:
            guard !argument.isEmpty else {
                return say("guesswho.help", m("guesswho.guess.usage", ["name": board.characters[0].name]))
            }
            guard let i = board.character(named: argument) else {
                return say("guesswho.unknown", m("guesswho.unknownGuess", ["noun": noun(board), "name": argument]))
            }
            return end(guess: i, side: t, board, at: now)
        default:
            return ModeOutput()
        }
    }
}
