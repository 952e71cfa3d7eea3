import EarshotConsole
import EarshotCore
import Foundation

/// The host's side of a room, in the host's own session: the PIN to read to the class, each
/// arrival, how many answered, and the host's words (`start`, `next`, `pause`, `resume`,
/// `repeat`, `kick NAME`, `waiting`, `who`, `results`, `end`, `leave`).
struct HostDesk {
    let io: any SessionIO
    let rooms: Rooms
    let room: any HostLink

    var m: Messages { io.messages }

    /// The host's words, each with its line in `help` and its synonyms.
    static let table: [(name: String, key: String, synonyms: [String])] = [
        ("start", "room.host.verb.start", ["begin", "mula", "开始", "தொடங்கு"]),
        ("next", "room.host.verb.next", ["continue", "seterusnya", "下一题", "அடுத்து"]),
        ("pause", "room.host.verb.pause", ["hold", "jeda", "暂停", "நிறுத்து"]),
        ("resume", "room.host.verb.resume", ["unpause", "sambung", "继续", "தொடர்"]),
        ("repeat", "room.host.verb.repeat", ["again", "ulang", "重复", "மீண்டும்"]),
        ("kick", "room.host.verb.kick", ["remove", "keluarkan", "移除", "நீக்கு"]),
        ("waiting", "room.host.verb.waiting", ["missing", "menunggu", "等待", "காத்திருப்பு"]),
        ("who", "room.host.verb.who", ["room", "players", "list", "siapa", "名单", "யார்"]),
        ("results", "room.host.verb.results", ["csv", "keputusan", "结果", "முடிவுகள்"]),
        ("end", "room.host.verb.end", ["finish", "tamat", "结束", "முடி"]),
        ("leave", "room.host.verb.leave", ["exit", "quit", "keluar", "离开", "வெளியேறு"]),
        ("help", "room.host.verb.help", ["?", "bantuan", "帮助", "உதவி"]),
    ]
    static let verbs = table.map { CommandDescriptor($0.name, $0.synonyms, scope: .main, text: CommandText(summary: $0.key, help: $0.key)) }

    /// The catalogue key of a host's word's line in `help`.
    static func helpKey(_ name: String) -> String { table.first { $0.name == name }?.key ?? "room.host.verb.help" }
    static let parser = CommandParser(commands: verbs)

    /// Runs the desk until the room ends or the host leaves it (the room then pauses until
    /// they return with `room`).
    func run(returning: Bool) async {
        let inbox = RoomInbox(wake: io.waker)
        guard await room.attachHost(inbox) else {
            await io.say(.error(m("room.join.unreachable")))
            return
        }
        await introduce(returning: returning)
        var readPending = false
        var ended = false
        while !ended {
            let news = inbox.take()
            for item in news {
                if case .ended = item { ended = true }
                await tell(item)
                if case .deskMoved = item { return }
            }
            if ended { break }
            if !readPending { await io.say(.prompt(m("room.host.prompt.spoken")), remember: false) }
            let line = await io.nextLineOrWake(prompt: m("room.host.prompt"), deadline: nil, again: readPending && !news.isEmpty)
            guard let line else {
                readPending = true
                continue
            }
            readPending = false
            switch line {
            case .eof:
                await room.detachHost(inbox)
                io.leave()
                return
            case .interrupt:
                await io.say(.info(m("room.host.interrupt")), remember: false)
            case .line(let text):
                guard await handle(text) else {
                    await room.detachHost(inbox)
                    await io.say(.info(m("room.host.left", ["pin": Rooms.spokenPIN(room.pin, m)])))
                    return
                }
            }
        }
        if let here = room as? LiveRoom { await rooms.rooms.remove(here) }
    }

    /// The PIN, digit by digit, and the line to read aloud to the class.
    func introduce(returning: Bool) async {
        let pin = Rooms.spokenPIN(room.pin, m)
        if returning {
            let here = (await room.rosterLines() ?? []).filter(\.connected).count
            await io.say(.info(m.plural("room.host.back", count: here, ["pin": pin])))
            return
        }
        let mode = rooms.registry.mode(room.plan.modeID)?.descriptor.displayName(m) ?? room.plan.modeID
        let category = await room.plan.categoryID.asyncMap { await rooms.categories.name(id: $0, m) } ?? m("game.allCategories")
        let time = room.plan.seconds.map { m.plural("mode.time.seconds", count: $0) } ?? m("room.untimed")
        await io.say(
            .info(
                m(
                    "room.host.opened",
                    [
                        "pin": pin, "mode": mode, "category": category,
                        "questions": m.plural("room.questions", count: room.questions.count), "time": time,
                        "scoring": room.plan.scoring.words(m),
                    ])))
        await io.say(.info(m("room.host.readAloud", ["pin": pin])))
        await io.say(.info(m("room.host.howTo")))
    }
}
