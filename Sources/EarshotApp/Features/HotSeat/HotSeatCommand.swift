import EarshotCore

/// `hot seat Ann Bob`: the next games are played by several players taking turns.
public enum HotSeatCommand: SessionCommand {
    public static let text: CommandText? = CommandText(
        summary: "command.hot_seat.summary", help: "command.hot_seat.help")
    public static let descriptor = CommandDescriptor("hot seat", ["hotseat"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<HotSeat>) async {
        let (io, m) = (context.io, context.messages)
        if await context.needs.accounts.refusedOnClub(descriptor.name, io) { return }
        let words = argument.trimmingWhitespace
        if words.isEmpty {
            if let seats = io.state[HotSeat.Table.self] {
                await io.say(.info(m("hotseat.seated", ["players": m.and(seats.map(\.name))])))
            } else {
                await io.say(.info(m("hotseat.alone", ["name": io.player.name])))
            }
            return
        }
        if ["off", "none", "stop"].contains(words.lowercased()) {
            io.state[HotSeat.Table.self] = nil
            await io.say(.info(m("hotseat.off", ["name": io.player.name])))
            return
        }
        switch HotSeat.names(words, m) {
        case .success(let names):
            guard let seats = await context.needs.seat(names, io) else { return }
            io.state[HotSeat.Table.self] = seats
            await io.say(.info(m("hotseat.set", ["players": m.and(seats.map(\.name))])))
        case .failure(let error):
            await io.say(.error(error.description))
        }
    }
}
