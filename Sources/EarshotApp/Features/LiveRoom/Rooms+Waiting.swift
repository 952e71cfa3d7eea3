import EarshotCore

extension Rooms {
    /// Does `work` (a request to a room's server), and if it has not returned after
    /// ``LiveRooms/busWait`` says `notice` once, then goes on waiting: on a busy club the reply
    /// can take seconds, and the player hears why nothing happens instead of silence.
    func waiting<T: Sendable>(_ io: any SessionIO, notice: String, _ work: @escaping @Sendable () async -> T) async -> T {
        let after = rooms.busWait
        return await withTaskGroup(of: WaitOutcome<T>.self) { group in
            group.addTask { .done(await work()) }
            group.addTask {
                try? await Task.sleep(for: after)
                return .slow
            }
            var result: T?
            while result == nil, let next = await group.next() {
                switch next {
                case .done(let value):
                    group.cancelAll()
                    result = value
                case .slow:
                    if !Task.isCancelled { await io.say(.info(notice), remember: false) }
                }
            }
            // The work's task always ends with its value: the group returns once it has.
            return result!
        }
    }
}

/// What came first while ``Rooms/waiting(_:notice:_:)`` waits: the work's value, or the time to
/// say it is slow.
enum WaitOutcome<T: Sendable>: Sendable {
    case done(T)
    case slow
}
