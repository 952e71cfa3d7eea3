import EarshotCore

/// `hot seat Ann Bob`: the next games are played by several players taking turns.
public enum HotSeatCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(
        summary: "command.hot_seat.summary", help: "command.hot_seat.help")
    public static let descriptor = CommandDescriptor("hot seat", ["hotseat"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        if await session.refusedOnClub(descriptor.name) { return }
        let m = session.messages
        let words = argument.trimmingWhitespace
        if words.isEmpty {
            if let seats = session.hotSeat {
                await session.say(.info(m("hotseat.seated", ["players": Session.spokenList(seats.map(\.name), m)])))
            } else {
                await session.say(.info(m("hotseat.alone", ["name": session.player.name])))
            }
            return
        }
        if ["off", "none", "stop"].contains(words.lowercased()) {
            session.hotSeat = nil
            await session.say(.info(m("hotseat.off", ["name": session.player.name])))
            return
        }
        switch Session.hotSeatNames(words, m) {
        case .success(let names):
            guard let seats = await session.seat(names) else { return }
            session.hotSeat = seats
            await session.say(.info(m("hotseat.set", ["players": Session.spokenList(seats.map(\.name), m)])))
        case .failure(let error):
            await session.say(.error(error.description))
        }
    }
}
