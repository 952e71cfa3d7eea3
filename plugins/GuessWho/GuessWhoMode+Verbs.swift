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
            return argument.isEmpty ? say("guesswho.askable", board.askable) : ask(argument, side: t, board, at: now)
        case Verb.board:
            let up = board.characters.indices.filter { sides[t].up[$0] }.map { board.characters[$0].name }
            let down = board.characters.count - up.count
            return say("guesswho.board", "\(up.count) still up: \(Self.join(up)). \(down) flipped down.")
        case Verb.flip, Verb.unflip:
            guard !argument.isEmpty else {
                return say("guesswho.help", "Type \(verb.name) and a name, such as \(verb.name) \(board.characters[0].name).")
            }
            guard let i = board.character(named: argument) else {
                return say(
                    "guesswho.unknown", "There is no \(board.noun) called \(argument) on the board. Type board to hear who is still up.")
            }
            let name = board.characters[i].name
            let wantUp = verb.name == Verb.unflip
            if sides[t].up[i] == wantUp { return say("guesswho.flip", "\(name) is already \(wantUp ? "up" : "down").") }
            sides[t].up[i] = wantUp
            return say("guesswho.flip", "\(name) is \(wantUp ? "back up" : "flipped down"). \(upCount(t)) still up.")
        case Verb.guess:
            guard !argument.isEmpty else {
                return say("guesswho.help", "Type guess and a name, such as guess \(board.characters[0].name).")
            }
            guard let i = board.character(named: argument) else {
                return say(
                    "guesswho.unknown",
                    "There is no \(board.noun) called \(argument) on the board, so that guess does not count. Type board to hear who is still up."
                )
            }
            return end(guess: i, side: t, board, at: now)
        default:
            return ModeOutput()
        }
    }
}
