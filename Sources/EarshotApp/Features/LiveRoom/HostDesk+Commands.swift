import EarshotConsole
import EarshotCore
import Foundation

extension HostDesk {
    /// Runs one of the host's words. `false` when the host leaves the desk.
    func handle(_ text: String) async -> Bool {
        switch Self.parser.parse(text, scope: .main) {
        case .empty:
            await io.say(.info(m("room.host.empty")), remember: false)
        case .unknown(let word, let suggestion):
            let key = suggestion == nil ? "room.host.unknown" : "room.host.didYouMean"
            await io.say(.info(m(key, ["word": SafeText.clean(word), "suggestion": suggestion ?? ""])), remember: false)
        case .command(let parsed):
            return await run(parsed.command.name, parsed.argument)
        }
        return true
    }

    func run(_ verb: String, _ argument: String) async -> Bool {
        switch verb {
        case "start": await said(await room.command(.start))
        case "next": await said(await room.command(.next))
        case "pause": await said(await room.command(.pause))
        case "resume": await said(await room.command(.resume))
        case "repeat": await said(await room.command(.repeatQuestion))
        case "kick":
            guard !argument.trimmingWhitespace.isEmpty else {
                await io.say(.info(m("room.host.kickWho")))
                return true
            }
            await said(await room.command(.kick(argument.trimmingWhitespace)))
        case "waiting":
            guard let names = await room.waitingList() else { return await unreachable() }
            if await room.currentIndex() == nil {
                await io.say(.info(m("room.host.noneOpen")))
            } else if names.isEmpty {
                await io.say(.info(m("room.host.allAnswered")))
            } else {
                await io.say(.list(title: m.plural("room.host.waitingFor", count: names.count), items: names))
            }
        case "who": await who()
        case "results": await results(argument)
        case "end":
            guard await io.confirm(m("room.host.confirmEnd")) else {
                await io.say(.info(m("room.host.carryOn")))
                return true
            }
            await said(await room.command(.end))
        case "leave": return false
        default:
            let items = Self.verbs.map { "\($0.name): \(m(Self.helpKey($0.name)))" }
            await io.say(.list(title: m("room.host.help"), items: items))
        }
        return true
    }

    /// `who`: everyone in the room and how many, with their scores.
    func who() async {
        guard let roster = await room.rosterLines() else {
            await unreachable()
            return
        }
        guard !roster.isEmpty else {
            await io.say(.info(m("room.host.empty.room", ["pin": Rooms.spokenPIN(room.pin, m)])))
            return
        }
        let items = roster.map { seat in
            m(seat.connected ? "room.host.seat" : "room.host.seatAway", ["name": seat.name, "points": "\(seat.score)"])
        }
        let here = roster.filter(\.connected).count
        await io.say(.list(title: m("room.host.who", ["count": "\(roster.count)", "here": "\(here)"]), items: items))
    }

    /// `results`: the room's CSV, to the host's own computer on a club server.
    func results(_ typed: String) async {
        guard let csv = await room.results() else {
            await unreachable()
            return
        }
        let outcome = await FileDelivery(rooms.environment).deliver(
            Data(csv.utf8), name: "room-\(room.pin)-results.csv", typed: typed, io)
        if case .written(let path) = outcome { await io.say(.info(m("room.results.written", ["path": path]))) }
    }

    /// Says that the room's server did not answer; returns `true` (the desk goes on).
    @discardableResult
    func unreachable() async -> Bool {
        await io.say(.error(m("room.host.unreachable")))
        return true
    }

    /// The host's words for what a command came to.
    func said(_ outcome: LiveRoom.HostOutcome?) async {
        guard let outcome else {
            await unreachable()
            return
        }
        let words: String
        switch outcome {
        case .asked(let i):
            words = m("room.host.asked", ["number": "\(i + 1)", "total": "\(room.questions.count)", "text": room.questions[i].text])
        case .closed: return  // the tally comes as news
        case .ended: return  // the final standing comes as news
        case .nobodyHere: words = m("room.host.nobody", ["pin": Rooms.spokenPIN(room.pin, m)])
        case .notStarted: words = m("room.host.notStarted")
        case .alreadyStarted: words = m("room.host.alreadyStarted")
        case .paused: words = m("room.host.paused")
        case .resumed: words = m("room.host.resumed")
        case .alreadyPaused: words = m("room.host.alreadyPaused")
        case .notPaused: words = m("room.host.notPaused")
        case .repeated(let i): words = m("room.host.repeated", ["number": "\(i + 1)"])
        case .nothingOpen: words = m("room.host.noneOpen")
        case .kicked(let name): words = m("room.host.kicked", ["name": name])
        case .noSuchPlayer(let name): words = m("room.host.noSuchPlayer", ["name": SafeText.clean(name)])
        }
        await io.say(.info(words))
    }

    /// Says the room's news for the host.
    func tell(_ news: RoomNews) async {
        switch news {
        case .arrived(let name, let players):
            await io.say(.info(m("room.host.arrived", ["name": name, "players": "\(players)"])), remember: false)
        case .returned(let name, let players):
            await io.say(.info(m("room.host.returned", ["name": name, "players": "\(players)"])), remember: false)
        case .left(let name, let players):
            await io.say(.info(m("room.host.leftRoom", ["name": name, "players": "\(players)"])), remember: false)
        case .answered(let count, let of):
            await io.say(.info(m("room.host.answered", ["count": "\(count)", "players": "\(of)"])), remember: false)
        case .outOfTime(let name):
            await io.say(.info(m("room.host.outOfTime", ["name": name])), remember: false)
        case .questionClosed(let index, let tally, let standing):
            let next = tally.last ? m("room.host.nextEnds") : m("room.host.nextAsks", ["number": "\(index + 2)"])
            await io.say(
                .info(
                    m(
                        "room.host.closed",
                        [
                            "number": "\(index + 1)", "answered": "\(tally.answered)", "players": "\(tally.players)",
                            "right": "\(tally.right)", "top": RoomWords.top(standing, m), "next": next,
                        ])))
        case .ended(let standing):
            await io.say(
                .info(
                    m("room.host.ended", ["players": m.plural("room.players", count: standing.players), "top": RoomWords.top(standing, m)]))
            )
        case .deskMoved:
            await io.say(.info(m("room.host.deskMoved")))
        case .question, .closed, .paused, .resumed, .kicked:
            break  // the players' news
        }
    }
}
