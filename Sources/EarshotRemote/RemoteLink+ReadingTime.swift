import EarshotCore
import Foundation
import Synchronization

/// How long the player spent hearing questions read aloud, reported to the server so that
/// timed games stop their clock for it.
extension RemoteLink {
    /// Reports the reading time now (before an answer goes, so the server's clock is exact).
    func reportReadingTime() async {
        guard let speech else { return }
        let ms = Self.milliseconds(await speech.readingTime() - state.withLock { $0.readingBase })
        send(.readingTime(milliseconds: ms))
    }

    /// Sends the reading time whenever it changed, a few times a second.
    func reportReadingTimes() async {
        guard let speech else { return }
        var last = -1
        while !Task.isCancelled {
            let ms = Self.milliseconds(await speech.readingTime() - state.withLock { $0.readingBase })
            if ms != last {
                send(.readingTime(milliseconds: ms))
                last = ms
            }
            try? await Task.sleep(for: .milliseconds(200))
        }
    }

    static func milliseconds(_ d: Duration) -> Int {
        let (s, atto) = d.components
        return max(0, Int(s) * 1000 + Int(atto / 1_000_000_000_000_000))
    }
}
