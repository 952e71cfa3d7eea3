import Foundation

/// `club-load`: simulated players on a running club server, on loopback. Each connects, logs
/// in when asked, and plays games with think time between answers. Reports p50 and p99 from a
/// sent answer to its feedback, errors, answers sent against answers judged, and the
/// server's memory. See docs/performance.md ("The club server under load").
///
///     club-load --url ws://127.0.0.1:8080/play --players 500 --games 2 \
///         --mode "play daily; play classic history 10" --think 1000-3000 --ramp 20 --server-pid 1234
///
/// `--together` holds each player, once logged in, until every player is: then all play at
/// once, and the answer times are those of the games alone (the logins' times are reported
/// apart).
///
/// `--mode` lists the games each player plays in turn, separated by ";"; the last is played
/// again for the games after.
///
/// With `--rooms R`, live rooms instead (``RoomsLoad``): R scripted hosts each open a room of
/// `--questions Q`, and `--room-size P` players join each; reports the question fan-out and
/// the answer-to-acknowledgement time (``RoomsReport``). The store must be fresh (its first
/// account is the admin who makes the hosts); the run stops after `--timeout` seconds, or
/// once nothing has moved in any room for `--stall` seconds, saying where each room stood.
/// `--host-pause MS` has each host wait that long after a question closes before `next`.
///
///     club-load --url ws://127.0.0.1:8080/play --rooms 50 --room-size 40 --questions 5 \
///         --think 1000-3000 --ramp 150 --server-pid 1234
///
/// `scripts/club-load.sh` runs a server on a fresh store, this, and the lost-answer count.
struct Options {
    var url = "ws://127.0.0.1:8080/play"
    var players = 100
    var games = 1
    var mode = "play classic history 10"
    var think = 1000...3000
    var ramp = 10.0
    var serverPID: Int32?
    var password = "Load-Test-Password-1!"
    var prefix = "load"
    var trace = false
    /// Rooms mode: rooms, players in each, questions in each, and the run's time limit.
    var rooms = 0
    var roomSize = 40
    var questions = 5
    var timeout = 1800.0
    /// Seconds without progress in any room, once every player started, that stop the run.
    var stall = 60.0
    /// Milliseconds a host waits after a question closes before typing `next`.
    var hostPause = 0
    /// Players wait, once logged in, until every player is, and then all play at once.
    var together = false

    init(_ args: [String]) {
        var i = 0
        func value() -> String {
            i += 1
            return i < args.count ? args[i] : ""
        }
        while i < args.count {
            switch args[i] {
            case "--url": url = value()
            case "--players": players = Int(value()) ?? players
            case "--games": games = Int(value()) ?? games
            case "--mode": mode = value()
            case "--think":
                let parts = value().split(separator: "-").compactMap { Int($0) }
                if parts.count == 2, parts[0] <= parts[1] { think = parts[0]...parts[1] }
            case "--ramp": ramp = Double(value()) ?? ramp
            case "--server-pid": serverPID = Int32(value())
            case "--password": password = value()
            case "--prefix": prefix = value()
            case "--trace": trace = true
            case "--rooms": rooms = Int(value()) ?? rooms
            case "--room-size": roomSize = Int(value()) ?? roomSize
            case "--questions": questions = Int(value()) ?? questions
            case "--timeout": timeout = Double(value()) ?? timeout
            case "--stall": stall = Double(value()) ?? stall
            case "--host-pause": hostPause = Int(value()) ?? hostPause
            case "--together": together = true
            default: FileHandle.standardError.write(Data("club-load: unknown option \(args[i])\n".utf8))
            }
            i += 1
        }
    }
}

_ = (ClubLink.epoch, ClubLink.epochDate)
let options = Options(Array(CommandLine.arguments.dropFirst()))
let sampler = MemorySampler(pid: options.serverPID)
sampler.start()
let cpu = CPUSampler(pid: options.serverPID)
cpu.start()
if options.rooms > 0 {
    let outcome = await RoomsLoad(options: options).run()
    sampler.stop()
    cpu.stop()
    print(RoomsReport(options: options, outcome: outcome, memory: sampler.samples, cpu: cpu).text)
    exit(outcome.stopped == nil ? 0 : 2)
}
let started = ContinuousClock.now
let startLine = options.together ? StartLine(expected: options.players) : nil
let tallies = await withTaskGroup(of: PlayerTally.self) { group in
    for n in 0..<options.players {
        let player = SimulatedPlayer(
            url: options.url, name: "\(options.prefix)-\(n)", password: options.password, mode: options.mode,
            games: options.games, thinkMilliseconds: options.think, seed: UInt64(n + 1),
            steadyAfter: started + .seconds(options.ramp), trace: options.trace && n == 0, startLine: startLine)
        let delay = options.players > 1 ? options.ramp * Double(n) / Double(options.players - 1) : 0
        group.addTask {
            try? await Task.sleep(for: .seconds(delay))
            return await player.run()
        }
    }
    var all: [PlayerTally] = []
    for await t in group { all.append(t) }
    return all
}
let elapsed = (ContinuousClock.now - started) / .seconds(1)
sampler.stop()
let opened = await startLine?.openedAt.map { ($0 - started) / .seconds(1) }
print(LoadReport(options: options, tallies: tallies, seconds: elapsed, memory: sampler.samples, startLine: opened).text)
