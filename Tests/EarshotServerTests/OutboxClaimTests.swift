import EarshotCore
import EarshotWire
import Synchronization
import Testing

@testable import EarshotServer

/// The session's task sends what it posts itself, beside the connection's writer task: one of
/// them sends at a time, and every message goes once, in the order posted.
@Suite struct OutboxClaimTests {
    @Test func oneWriterAtATimeAndTheOtherLeavesItsMessagesToIt() {
        let outbox = Outbox()
        outbox.post(.prompt("1"), ring: false)
        let first = outbox.claim()
        #expect(first == [.prompt("1")])
        outbox.post(.prompt("2"), ring: false)
        #expect(outbox.claim() == nil, "another writer holds the claim: it sends this too")
        #expect(outbox.more() == [.prompt("2")], "the holder finds what came while it sent")
        #expect(outbox.more() == nil, "nothing more: the claim is given up")
        outbox.post(.prompt("3"), ring: false)
        #expect(outbox.claim() == [.prompt("3")], "a claim given up can be taken again")
        #expect(outbox.more() == nil)
        #expect(outbox.claim() == nil, "nothing ready: no claim")
    }

    @Test func aClaimLeavesWhatAHoldKeepsBack() {
        let outbox = Outbox()
        outbox.hold()
        outbox.post(.prompt("held"), ring: false)
        #expect(outbox.claim() == nil, "all of it is held")
        outbox.release(ring: false)
        #expect(outbox.claim() == [.prompt("held")])
        #expect(outbox.more() == nil)
    }

    @Test func aPostThatSendsItselfDoesNotWakeTheWriter() async {
        let outbox = Outbox()
        outbox.post(.prompt("mine"), ring: false)
        outbox.hold()
        outbox.post(.prompt("batch"), ring: false)
        outbox.release(ring: false)
        var rings = outbox.doorbell.makeAsyncIterator()
        outbox.finish()
        #expect(await rings.next() == nil, "nothing rang")
    }

    /// Four posting tasks that send their own messages race the writer task, which the
    /// doorbell wakes for a fifth: each message is sent once, each poster's in its order.
    @Test func racingWritersSendEachMessageOnceAndInOrder() async {
        let outbox = Outbox()
        let sent = Mutex<[String]>([])
        let send: @Sendable () async -> Void = {
            guard var batch = outbox.claim() else { return }
            while true {
                for case .prompt(let text) in batch { sent.withLock { $0.append(text) } }
                await Task.yield()
                guard let next = outbox.more() else { return }
                batch = next
            }
        }
        let writer = Task {
            for await _ in outbox.doorbell { await send() }
            await send()
        }
        await withTaskGroup(of: Void.self) { group in
            for poster in 0..<5 {
                group.addTask {
                    for n in 0..<400 {
                        outbox.post(.prompt("\(poster).\(n)"), ring: poster == 4)
                        if poster < 4 { await send() }
                    }
                }
            }
        }
        outbox.finish()
        await writer.value
        let all = sent.withLock { $0 }
        #expect(all.count == 2000, "each message sent once")
        #expect(Set(all).count == 2000)
        for poster in 0..<5 {
            let mine = all.filter { $0.hasPrefix("\(poster).") }.map { Int($0.split(separator: ".")[1])! }
            #expect(mine == Array(0..<400), "poster \(poster)'s messages in the order posted")
        }
    }
}
