import EarshotApp
import EarshotCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// What the person running the club asks the server over HTTP, beside `/health` (the process
/// answers): `/ready` (the store answers, within two seconds) and `/metrics` (Prometheus's
/// text format, ``ServerMetrics``). They are on the listen address; docs/server.md says how
/// to keep them private behind nginx.
enum OperatorRoutes {
    static func add(to router: Router<BasicRequestContext>, context: ClubServerContext) {
        router.get("/ready") { _, _ in
            let ready = await storeAnswers(context)
            return Response(
                status: ready ? .ok : .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: ready ? "ready\n" : "The store does not answer.\n")))
        }
        router.get("/metrics") { _, _ in
            let metrics = context.metrics
            metrics.players.set(context.live.count)
            metrics.rooms.set(await context.rooms.openCount)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: metrics.text())))
        }
    }

    /// Whether the store answers a small query within two seconds.
    static func storeAnswers(_ context: ClubServerContext) async -> Bool {
        let store = context.store
        return
            (try? await withTimeLimit(.seconds(2)) {
                _ = try await store.account(named: "\u{1}ready"); return true
            }) ?? false
    }
}
