import Foundation

/// The rooms mode (`--rooms R --room-size P --questions Q`): live rooms played at once on the
/// club server. `load-admin` logs in first (the first account of a fresh store is its admin);
/// R hosts (`load-host-0` …) register, are made hosts by the admin and open a room each; then
/// R × P players (`load-0` …) log in over the ramp, player n joining room n mod R, so the rooms
/// fill side by side and each starts as its last player joins.
struct RoomsLoad {
    let options: Options

    /// What the run saw, for ``RoomsReport``.
    struct Outcome {
        var boards: [RoomBoard]
        var hosts: [PlayerTally]
        var players: [PlayerTally]
        var admin: PlayerTally
        var seconds: Double
        /// When the last player started: questions sent after it count as steady play.
        var steadyAfter: ContinuousClock.Instant
        var names: [String]
        /// Why the run stopped before every room was over (`--timeout`, `--stall`), if it did.
        var stopped: String?
    }

    func run() async -> Outcome {
        let options = options
        let started = ContinuousClock.now
        let promotions = Promotions()
        let boards = (0..<options.rooms).map { RoomBoard(number: $0, players: options.roomSize) }
        let admin = TallyBox()
        let hosts = boards.map { _ in TallyBox() }
        let players = (0..<options.rooms * options.roomSize).map { _ in TallyBox() }
        let steady = SteadyMark()
        func link(_ name: String, trace: Bool) -> ClubLink {
            ClubLink(url: options.url, name: name, password: options.password, trace: options.trace && trace, keepRecent: true)
        }
        let names = players.indices.map { "\(options.prefix)-\($0)" }
        let (ends, end) = AsyncStream.makeStream(of: String?.self)
        Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    await link("\(options.prefix)-admin", trace: true).run(
                        LoadAdmin(promotions: promotions, hosts: boards.count), tally: admin)
                    promotions.finish()
                }
                await promotions.waitForAdmin()
                let rampStart = ContinuousClock.now
                steady.set(rampStart + .seconds(options.ramp))
                for board in boards {
                    let name = "\(options.prefix)-host-\(board.number)"
                    let host = RoomHost(
                        board: board, promotions: promotions, name: name, questions: options.questions,
                        pause: .milliseconds(options.hostPause))
                    group.addTask { await link(name, trace: board.number == 0).run(host, tally: hosts[board.number]) }
                }
                for n in players.indices {
                    let board = boards[n % boards.count]
                    let player = RoomPlayer(board: board, name: names[n], think: options.think, seed: UInt64(n + 1))
                    let delay = players.count > 1 ? options.ramp * Double(n) / Double(players.count - 1) : 0
                    group.addTask {
                        try? await Task.sleep(until: rampStart + .seconds(delay))
                        await link(names[n], trace: n == 0).run(player, tally: players[n])
                    }
                }
            }
            end.yield(nil)
        }
        Task {
            try? await Task.sleep(for: .seconds(options.timeout))
            end.yield("timed out after \(Int(options.timeout)) s")
        }
        Task {
            // Once every player has started, a run where nothing moves for `--stall` seconds stops.
            while true {
                try? await Task.sleep(for: .seconds(5))
                guard let after = steady.value, ContinuousClock.now > after else { continue }
                if Progress.shared.idle > .seconds(options.stall) {
                    end.yield("stalled: nothing happened in any room for \(Int(options.stall)) s")
                    return
                }
            }
        }
        var stopped: String?
        for await reason in ends {
            stopped = reason
            break
        }
        return Outcome(
            boards: boards, hosts: hosts.map(\.value), players: players.map(\.value), admin: admin.value,
            seconds: (ContinuousClock.now - started) / .seconds(1), steadyAfter: steady.value ?? started, names: names,
            stopped: stopped)
    }
}

/// When the ramp ends, set once the admin is in.
final class SteadyMark: @unchecked Sendable {
    private let lock = NSLock()
    private var instant: ContinuousClock.Instant?
    func set(_ value: ContinuousClock.Instant) { lock.withLock { instant = value } }
    var value: ContinuousClock.Instant? { lock.withLock { instant } }
}
