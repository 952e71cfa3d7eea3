import EarshotCore

/// `join PIN`: joins the live room of that PIN (or returns to it, with the score kept and the
/// question now open). Wrong PINs are limited per address, like passwords.
public enum JoinCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.join.summary", help: "command.join.help")
    public static let descriptor = CommandDescriptor("join", ["sertai", "加入", "சேர்"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Rooms>) async {
        let (io, m, rooms) = (context.io, context.messages, context.needs)
        let pin = argument.filter(\.isNumber)
        guard (4...6).contains(pin.count), pin.count == argument.filter({ !$0.isWhitespace }).count else {
            await io.say(.info(m("room.join.usage")))
            return
        }
        guard let room = await rooms.room(pin: pin, io) else { return }
        if room.hostID == io.player.id, let desk = room as? any HostLink {
            await HostDesk(io: io, rooms: rooms, room: desk).run(returning: true)
            return
        }
        guard await rooms.directory.allows(.player, io, to: m("room.action.join")) else { return }
        let inbox = RoomInbox(wake: io.waker)
        let joined: LiveRoom.Joined
        let (player, day) = (io.player, io.options.currentDay)
        let outcome = await rooms.waiting(io, notice: m("room.join.onItsWay")) {
            await room.join(player, inbox: inbox, day: day)
        }
        switch outcome {
        case .success(let j): joined = j
        case .failure(let refusal):
            let key: String
            var slots: [String: String] = [:]
            switch refusal {
            case .ended: key = "room.join.ended"
            case .kicked: key = "room.join.kicked"
            case .host: key = "room.join.host"
            case .busy: key = "room.join.busy"
            case .notSaved(let error):
                key = "room.join.notSaved"
                slots = ["error": error]
            case .unreachable: key = "room.join.unreachable"
            }
            await io.say(.error(m(key, slots)))
            return
        }
        let names = await rooms.categories.names(m)
        let seat = await RoomSeat(io: io, rooms: rooms, room: room, inbox: inbox, joined: joined, names: names)
        await seat.welcome(joined)
        await seat.run()
    }
}
