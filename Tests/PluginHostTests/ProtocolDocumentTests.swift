import EarshotPluginHost
import EarshotTesting
import Foundation
import Testing

/// docs/plugin-protocol.md stays true: its session transcript fits the schemas, and its
/// minimal plugin passes the conformance check and plays.
@Suite("The protocol document", .serialized)
struct ProtocolDocumentTests {
    let document: String
    let validator: SchemaValidator

    init() throws {
        let docs = BinaryRunner.packageRoot.appendingPathComponent("docs")
        document = try String(contentsOf: docs.appendingPathComponent("plugin-protocol.md"), encoding: .utf8)
        validator = try SchemaValidator(folder: docs.appendingPathComponent("plugin-protocol/schemas"))
    }

    /// The fenced blocks of a section, by their language tag.
    func blocks(in section: String, tag: String) -> [String] {
        guard let start = document.range(of: "## \(section)") else { return [] }
        let rest = document[start.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var found: [String] = []
        var open: (tag: String, lines: [Substring])?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = open {
                if line == "```" {
                    if block.tag == tag { found.append(block.lines.joined(separator: "\n")) }
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)), [])
            }
        }
        return found
    }

    @Test func theTranscriptFitsTheSchemas() throws {
        let start = try #require(blocks(in: "9. A complete session", tag: "json").first)
        let request = try JSONDecoder().decode(JSONValue.self, from: Data(start.utf8))
        #expect(validator.problems(request, against: "request.json") == [])
        #expect(validator.problems(request["params"] ?? .null, against: "mode.params.json") == [])
        let session = try #require(blocks(in: "9. A complete session", tag: "").first { $0.hasPrefix("→") })
        var method = ""
        var checked = 0
        for line in session.split(separator: "\n") {
            let json = line.dropFirst(2)
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) else {
                #expect(json.contains("{…}"), "only lines with an elided context may be other than JSON: \(line)")
                if case .string(let m)? =
                    (try? JSONDecoder().decode(JSONValue.self, from: Data(json.replacingOccurrences(of: "{…}", with: "{}").utf8)))?[
                        "method"]
                {
                    method = m
                }
                continue
            }
            if line.hasPrefix("→") {
                #expect(validator.problems(value, against: "request.json") == [], "\(line)")
                if case .string(let m)? = value["method"] { method = m }
                let params = SchemaTests.schemaName(method, "params")
                #expect(validator.problems(value["params"] ?? .null, against: params) == [], "\(line)")
            } else {
                #expect(validator.problems(value, against: "response.json") == [], "\(line)")
                let result = SchemaTests.schemaName(method, "result")
                #expect(validator.problems(value["result"] ?? .null, against: result) == [], "\(line)")
            }
            checked += 1
        }
        #expect(checked >= 10, "the transcript has \(checked) whole lines")
    }

    @Test func theMinimalPluginPassesTheCheckAndPlays() async throws {
        let code = try #require(blocks(in: "10. A minimal plugin", tag: "python").first)
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        let url = scratch.plugins.appendingPathComponent("earshot-plugin-tiny")
        try Data((code + "\n").utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        let check = try await scratch.check(url.path)
        #expect(check.status == 0, "\(check.output)")
        let game = try await scratch.run(
            ["play", "--mode", "tiny", "--category", "science", "--count", "3", "--seed", "4"], input: "1\n2\n1\n")
        #expect(game.output.contains("Tiny game: 3 questions, Science."), "\(game.output)")
        #expect(game.output.contains("Game over. Tiny, Science."), "\(game.output)")
        #expect(try scratch.games().first?.answers.count == 3)
    }
}
