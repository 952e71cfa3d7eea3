import EarshotApp
import EarshotCore
import EarshotImport
import EarshotTesting
import Foundation
import Testing

/// The minimum-speed rule: a download that never goes quiet long enough for the idle limit,
/// but brings less than the minimum rate over a whole window, is stopped with a plain message.
@Suite struct DownloadPaceTests {
    @Test func judgesEachWholeWindow() {
        let limits = ImportLimits(
            maxBytes: 1 << 20, timeout: .seconds(60), idleTimeout: .seconds(30), minimumRate: 1000, rateWindow: .seconds(10))
        let start = ContinuousClock.now
        var pace = DownloadPace(limits: limits, start: start)
        var slow = pace.isTooSlow(total: 0, now: start + .seconds(9))
        #expect(!slow, "the window is still open")
        slow = pace.isTooSlow(total: 10_500, now: start + .seconds(10))
        #expect(!slow, "10.5 KB in 10 s is fast enough")
        slow = pace.isTooSlow(total: 15_000, now: start + .seconds(15))
        #expect(!slow, "the next window is still open")
        slow = pace.isTooSlow(total: 19_000, now: start + .seconds(20))
        #expect(slow, "8.5 KB in the next 10 s is too slow")
    }

    @Test func aRateOfZeroTurnsTheRuleOff() {
        let limits = ImportLimits(
            maxBytes: 1 << 20, timeout: .seconds(60), idleTimeout: .seconds(30), minimumRate: 0, rateWindow: .seconds(1))
        let start = ContinuousClock.now
        var pace = DownloadPace(limits: limits, start: start)
        let slow = pace.isTooSlow(total: 0, now: start + .seconds(100))
        #expect(!slow)
    }

    @Test func theStandardLimitsAskForOneKilobyteASecondOverThirtySeconds() {
        #expect(ImportLimits.standard.minimumRate == 1024)
        #expect(ImportLimits.standard.rateWindow == .seconds(30))
        #expect(
            ImportLimits.standard.tooSlow("example.org").contains("less than 1 KB a second over 30 seconds, so Earshot stopped it"))
    }

    @Test func aDownloadThatTricklesWithoutPausingIsStopped() async throws {
        // 20 bytes every 50 ms: never idle, but 400 bytes a second.
        let server = try LocalHTTPServer { _ in
            .init(contentType: "text/plain") { send in
                while send(Data(repeating: UInt8(ascii: "Q"), count: 20)) { usleep(50_000) }
            }
        }
        defer { server.stop() }
        let t = try await makeTestApp()
        let net = try ImportLimitsTests.network()
        let limits = ImportLimits(
            maxBytes: 1 << 20, timeout: .seconds(120), idleTimeout: .seconds(30), minimumRate: 1024, rateWindow: .seconds(1))
        let took = await ImportLimitsTests.timed {
            #expect(await t.importQuestions(from: server.baseURL + "/slow.gift", limits: limits, network: net) == false)
        }
        #expect(took < .seconds(120), "a limit stopped it; the message below says it was the speed rule")
        let error = try #require(ImportLimitsTests.errors(t).last)
        #expect(error.contains("was too slow: less than 1 KB a second over 1 second"), "\(error)")
        #expect(error.contains("Nothing was imported"))
    }

    @Test func aSlowButSteadyDownloadIsLetThrough() async throws {
        // A small GIFT file sent in pieces: about 2.5 KB a second, ten times the minimum.
        let gift = (0..<40).map { "::Q\($0):: Is \($0) a number? {T}\n\n" }.joined()
        let server = try LocalHTTPServer { _ in
            .init(contentType: "text/plain") { send in
                for piece in Array(gift.utf8).chunked(into: 64) {
                    guard send(Data(piece)) else { return }
                    usleep(25_000)
                }
            }
        }
        defer { server.stop() }
        let t = try await makeTestApp()
        let net = try ImportLimitsTests.network()
        // The window is wide enough that the whole suite on two cores, which was seen to hold
        // the reading back for over eight seconds (and once over twenty), is not taken for a
        // slow sender (the 2 s window of the test above is for a sender that really is slow).
        let limits = ImportLimits(
            maxBytes: 1 << 20, timeout: .seconds(120), idleTimeout: .seconds(60), minimumRate: 64, rateWindow: .seconds(50))
        #expect(await t.importQuestions(from: server.baseURL + "/steady.gift", limits: limits, network: net))
        #expect(ImportLimitsTests.errors(t).isEmpty, "\(ImportLimitsTests.errors(t))")
    }
}

extension Array {
    fileprivate func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
