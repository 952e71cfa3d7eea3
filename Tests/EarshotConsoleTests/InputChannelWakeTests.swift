import EarshotConsole
import EarshotCore
import EarshotTesting
import Foundation
import Testing

/// A live room's news wakes a player's session while it waits for a line: ``InputChannel/wake()``
/// acts at once from any thread, a wake is never lost, and the line being read is kept.
@Suite struct InputChannelWakeTests {
    @Test func aWakeEndsTheWaitAndTheLineComesOnTheNextCall() async throws {
        let reader = GatedLineReader()
        let input = InputChannel(reader: reader)
        let waiting = Task { await input.nextOrWake(prompt: "room> ", deadline: nil, clock: systemClock) }
        while !reader.isWaiting { try await Task.sleep(for: .milliseconds(1)) }
        input.wake()
        #expect(await waiting.value == nil, "woken, with no line")
        reader.send("paris")
        #expect(await input.nextOrWake(prompt: "room> ", deadline: nil, clock: systemClock) == .line("paris"))
        #expect(reader.prompts == ["room> "], "the read under way was kept, not started again")
        reader.close()
    }

    @Test func aWakeBeforeTheWaitEndsTheNextWaitButNotAPlainRead() async throws {
        let reader = GatedLineReader()
        let input = InputChannel(reader: reader)
        input.wake()
        reader.send("first")
        #expect(await input.next(prompt: "> ") == .line("first"), "a plain read does not see the wake")
        #expect(await input.nextOrWake(prompt: "> ", deadline: nil, clock: systemClock) == nil, "the kept wake ends this one")
        await input.forgetWake()
        input.wake()
        await input.forgetWake()
        reader.send("second")
        #expect(await input.nextOrWake(prompt: "> ", deadline: nil, clock: systemClock) == .line("second"), "a forgotten wake is gone")
        reader.close()
    }

    @Test func wakesFromOtherThreadsAreNeverLost() async throws {
        // Each round a wait begins while another thread wakes it at about the same moment:
        // whichever comes first, the wait ends (the wake is kept for it, or ends it).
        let reader = GatedLineReader()
        let input = InputChannel(reader: reader)
        for round in 0..<500 {
            let waker = Thread {
                if round % 2 == 0 { usleep(UInt32(round % 7) * 20) }
                input.wake()
            }
            waker.start()
            let ended = try await withTimeLimit(.seconds(20)) {
                await input.nextOrWake(prompt: "> ", deadline: nil, clock: systemClock)
            }
            #expect(ended == .some(nil), "round \(round): the wake ended the wait")
            await input.forgetWake()  // a wake that came after an earlier one had ended it
            if ended == nil { break }
        }
        reader.close()
    }
}
