import EarshotCore

/// `hot seat Ann Bob`: the next games are played by several players taking turns.
public enum HotSeatCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "hot seat", ["hotseat"], scope: .main,
        summary: "Several players on one keyboard: hot seat Ann Bob, then play.",
        help:
            "hot seat followed by 2 to 6 names makes the next games hot-seat games: the players take turns, one question each, and each player's results go to their own stats and boards. hot seat on its own says who is seated; hot seat off goes back to one player. You can also type play classic --players Ann,Bob."
    )

    public static func run(_ argument: String, in session: Session) async {
        let words = argument.trimmingWhitespace
        if words.isEmpty {
            if let seats = session.hotSeat {
                await session.say(.info("Hot seat: \(Session.spokenList(seats)). Type play to start, or hot seat off."))
            } else {
                await session.say(.info("One player: \(session.player.name). Type hot seat and two to six names to share the keyboard."))
            }
            return
        }
        if ["off", "none", "stop"].contains(words.lowercased()) {
            session.hotSeat = nil
            await session.say(.info("Hot seat is off: \(session.player.name) plays alone."))
            return
        }
        switch Session.hotSeatNames(words) {
        case .success(let names):
            session.hotSeat = names
            await session.say(.info("Hot seat: \(Session.spokenList(names)). Type play to start a game for all of you."))
        case .failure(let error):
            await session.say(.error(error.description))
        }
    }
}
