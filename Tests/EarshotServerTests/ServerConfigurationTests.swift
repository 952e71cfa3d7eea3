import Testing

@testable import EarshotServer

@Suite struct ServerConfigurationTests {
    @Test func listenAddressesAreRead() throws {
        #expect(try ServerConfiguration.parseListen("127.0.0.1:8080") == ("127.0.0.1", 8080))
        #expect(try ServerConfiguration.parseListen("[::1]:9000") == ("::1", 9000))
        #expect(try ServerConfiguration.parseListen("club.example.org:0") == ("club.example.org", 0))
        for bad in ["8080", "host:", ":80", "host:99999", "host:port"] {
            #expect(throws: ServerConfigurationError.self) { try ServerConfiguration.parseListen(bad) }
        }
    }

    @Test func withoutTLSOnlyLoopbackUnlessInsecure() throws {
        try ServerConfiguration(host: "127.0.0.1", port: 1, databasePath: "x").validate()
        try ServerConfiguration(host: "localhost", port: 1, databasePath: "x").validate()
        var open = ServerConfiguration(host: "0.0.0.0", port: 1, databasePath: "x")
        #expect(throws: ServerConfigurationError.self) { try open.validate() }
        open.insecure = true
        try open.validate()
        #expect(open.insecureWarning?.contains("without TLS") == true)
        var tls = ServerConfiguration(host: "0.0.0.0", port: 1, databasePath: "x")
        tls.tlsCertificate = "cert.pem"
        #expect(throws: ServerConfigurationError.self) { try tls.validate() }
        tls.tlsKey = "key.pem"
        try tls.validate()
        #expect(tls.insecureWarning == nil)
    }

    @Test func reportedReadingTimeNeverOutrunsTheClock() async throws {
        let reading = ReportedReadingTime()
        reading.report(milliseconds: 3_600_000)
        let claimed = await reading.readingTime()
        #expect(claimed < .seconds(1), "an hour claimed at once is capped by real time")
        try await Task.sleep(for: .milliseconds(300))
        reading.report(milliseconds: 200)
        let honest = await reading.readingTime()
        #expect(honest >= .milliseconds(200) && honest < .seconds(1))
        reading.report(milliseconds: 0)
        #expect(await reading.readingTime() == honest, "a report never takes time back")
    }
}

/// Loopback is decided by the addresses a host resolves to, not by how it is spelt.
@Suite struct LoopbackTests {
    @Test func loopbackIsDecidedByAddressNotSpelling() {
        for host in ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"] {
            #expect(ServerConfiguration.isLoopback(host), "\(host)")
        }
        for host in ["0.0.0.0", "10.0.0.1", "192.0.2.2", "::", "127.evil.invalid", "127.0.0.1.evil.invalid", ""] {
            #expect(!ServerConfiguration.isLoopback(host), "\(host)")
        }
        #expect(throws: ServerConfigurationError.self) {
            try ServerConfiguration(host: "127.evil.invalid", port: 1, databasePath: "x").validate()
        }
    }
}
