import EarshotCore
import Foundation

/// `room`: `room open [MODE] [CATEGORY] [--count N] [--scoring accuracy|speed]
/// [--time SECONDS|off]` opens a live room and its host's desk; `room` alone takes the host back
/// to a room they left; `room results` gives the last room's results as CSV.
public enum RoomCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.room.summary", help: "command.room.help")
    public static let descriptor = CommandDescriptor("room", ["bilik", "房间", "அறை"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Rooms>) async {
        let (io, m, rooms) = (context.io, context.messages, context.needs)
        let words = argument.trimmingWhitespace.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = words.first?.lowercased() ?? ""
        let rest = words.count > 1 ? words[1] : ""
        switch verb {
        case "open", "new", "buka", "开", "திற":
            guard let room = await rooms.open(rest, io) else { return }
            await HostDesk(io: io, rooms: rooms, room: room).run(returning: false)
        case "results", "csv", "keputusan", "结果", "முடிவுகள்":
            let open = await rooms.hostedRoom(io)
            guard let room = open == nil ? await rooms.rooms.endedRoom(hostedBy: io.player.id) : open else {
                await io.say(.info(m("room.results.none")))
                return
            }
            await HostDesk(io: io, rooms: rooms, room: room).results(rest)
        case "":
            guard let room = await rooms.hostedRoom(io) else {
                await io.say(.info(m("room.usage")))
                return
            }
            await HostDesk(io: io, rooms: rooms, room: room).run(returning: true)
        default:
            await io.say(.info(m("room.usage")))
        }
    }
}
