import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotPluginHost

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
        try FakePlugin.writeExecutable(Data((code + "\n").utf8), to: url)
        let check = try await scratch.check(url.path)
        #expect(check.status == 0, "\(check.output)")
        let game = try await scratch.run(
            ["play", "--mode", "tiny", "--category", "science", "--count", "3", "--seed", "4"], input: "1\n2\n1\n")
        #expect(game.output.contains("Tiny game: 3 questions, Science."), "\(game.output)")
        #expect(game.output.contains("Game over. Tiny, Science."), "\(game.output)")
        #expect(try scratch.games().first?.answers.count == 3)
    }

    /// Section 13's exchange: every line fits its schema, and each of Earshot's answers is
    /// exactly what Earshot's storage answers the request before it, from the spaces the
    /// section describes.
    @Test func theStorageExampleIsWhatEarshotAnswers() async throws {
        let exchange = try #require(blocks(in: "13. Storage", tag: "").first { $0.hasPrefix("→") })
        let data = PluginData(
            player: PluginMemoryStorage(["best": "7", "run/2026-11-20": "7", "run/2026-11-21": "5"]),
            shared: PluginMemoryStorage(["record": "12"]))
        var service = PluginStorageService(data: data, timeLimit: .seconds(2), call: "mode.handle")
        var method = ""
        var expected: String?
        var answered = 0
        for line in exchange.split(separator: "\n") {
            let json = String(line.dropFirst(2))
            if line.hasPrefix("→"), json.contains("{…}") {
                let request = try JSONDecoder().decode(JSONValue.self, from: Data(json.replacingOccurrences(of: "{…}", with: "{}").utf8))
                #expect(validator.problems(request, against: "request.json") == [], "\(line)")
                if case .string(let m)? = request["method"] { method = m }
                continue
            }
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
            if line.hasPrefix("→") {
                #expect(validator.problems(value, against: "storage.response.json") == [], "\(line)")
                #expect(json == expected, "Earshot answers: \(expected ?? "nothing")")
                expected = nil
                answered += 1
            } else if case .string(let requested)? = value["method"] {
                #expect(expected == nil, "one request at a time")
                #expect(validator.problems(value, against: "storage.request.json") == [], "\(line)")
                let reply = await service.answer(method: value["method"], params: value["params"])
                if case .success(let result) = reply {
                    // (The example's mistakes are refused; the requests that are served fit.)
                    #expect(validator.problems(value["params"] ?? .null, against: "\(requested).params.json") == [], "\(line)")
                    #expect(validator.problems(result, against: "\(requested).result.json") == [], "\(line)")
                }
                let id = try #require(value["id"])
                expected = String(decoding: try PluginStorageService.response(id: id, reply).line(), as: UTF8.self)
            } else {
                #expect(validator.problems(value, against: "response.json") == [], "\(line)")
                #expect(validator.problems(value["result"] ?? .null, against: SchemaTests.schemaName(method, "result")) == [], "\(line)")
            }
        }
        #expect(answered == 8)
    }
}
