import EarshotServer
import Foundation
import Logging
import Synchronization
import Testing

/// `earshot serve --log-format json`: one JSON object a line, whatever the message holds.
@Suite("JSON logs")
struct JSONLogTests {
    @Test func eachEventIsOneLineOfJSONWithItsFields() throws {
        let lines = Mutex<[String]>([])
        var logger = Logger(label: "earshot.serve") { JSONLogHandler(label: $0) { line in lines.withLock { $0.append(line) } } }
        logger[metadataKey: "server"] = "one"
        logger.notice("Ann joined from 127.0.0.1.\nA forged second line \u{1B}[31m", metadata: ["peer": "127.0.0.1"])
        logger.debug("not at this level")
        let written = lines.withLock { $0 }
        #expect(written.count == 1)
        let line = try #require(written.first)
        #expect(!line.contains("\n") && !line.contains("\u{1B}"), "a line break or an escape from data stays escaped")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(object["level"] == "notice")
        #expect(object["label"] == "earshot.serve")
        #expect(object["message"]?.hasPrefix("Ann joined from 127.0.0.1.\nA forged") == true)
        #expect(object["peer"] == "127.0.0.1" && object["server"] == "one")
        #expect(
            object["time"].map {
                ISO8601DateFormatter().date(from: $0.replacingOccurrences(of: #"\.\d+"#, with: "", options: .regularExpression)) != nil
            } == true)
    }
}
