import EarshotConsole
import EarshotCore
import Foundation
import NIOSSL

/// What a link tells the player when it ends, and how it words what went wrong.
extension RemoteLink {
    /// Says at once that the server went away (the player may be waiting at a prompt), and
    /// what they can do.
    func tellPlayer(_ outcome: Outcome, reached: Bool) async {
        let m = messages
        switch outcome {
        case .goodbye, .refused(.version, _), .refused(.banned, _): return
        case .lost(let why) where !reached:
            await presenter.say(.error(m("remote.unreachable", ["url": url, "why": why])))
        case .lost(let why):
            await presenter.say(.error(m("remote.gone", ["why": why])))
        case .refused: break
        }
        await presenter.say(.info(m("remote.reconnectHint")))
    }

    /// The system's trusted certificates, plus the one in `EARSHOT_CA_FILE` (a PEM file) when
    /// set, for a club that signs its own certificate.
    static func tlsConfiguration(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> TLSConfiguration?
    {
        guard let file = environment["EARSHOT_CA_FILE"], !file.isEmpty else { return nil }
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.additionalTrustRoots = [.file(file)]
        return tls
    }

    static func describe(_ error: any Error, _ m: Messages = .english) -> String {
        let text = "\(error)"
        if text.contains("CERTIFICATE_VERIFY_FAILED") { return m("remote.certificate") }
        if text.contains("cannotUseIPAddressInSNI") { return m("remote.needsName") }
        if text.contains("connectionRefused") || text.contains("Connection refused") { return m("remote.refused") }
        return m("remote.failed", ["error": text])
    }
}
