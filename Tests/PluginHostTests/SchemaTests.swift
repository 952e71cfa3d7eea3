// Plugins this file needs: Classic

import EarshotPluginHost
import EarshotTesting
import Foundation
import Testing

/// The JSON Schemas in docs/plugin-protocol/schemas hold for the messages Earshot really sends
/// and for the example plugins' real replies, captured through the built binary.
@Suite("Protocol schemas", .serialized)
struct SchemaTests {
    let validator: SchemaValidator

    init() throws {
        validator = try SchemaValidator(folder: BinaryRunner.packageRoot.appendingPathComponent("docs/plugin-protocol/schemas"))
    }

    static func schemaName(_ method: String, _ part: String) -> String {
        method.hasPrefix("mode.") ? "mode.\(part).json" : "\(method).\(part).json"
    }

    @Test func everySchemaIsThereAndValidJSON() {
        let methods = [
            "initialize", "mode", "category.generate", "command.run", "shutdown", "storage.get", "storage.set", "storage.remove",
            "storage.list",
        ]
        let expected = Set(
            methods.flatMap { ["\($0).params.json", "\($0).result.json"] } + [
                "request.json", "response.json", "event.json", "action.json", "common.json", "storage.request.json",
                "storage.response.json",
            ])
        #expect(Set(validator.names) == expected)
    }

    @Test func theValidatorRefusesWrongMessages() {
        #expect(!validator.problems(.object(["type": .string("explode")]), against: "event.json").isEmpty)
        #expect(!validator.problems(.object(["type": .string("custom")]), against: "event.json").isEmpty, "text is required")
        #expect(
            validator.problems(.object(["type": .string("custom"), "text": .string("Hi."), "x": .integer(1)]), against: "event.json")
                .isEmpty)
        #expect(!validator.problems(.object(["events": .string("none")]), against: "mode.result.json").isEmpty)
        #expect(!validator.problems(.object(["jsonrpc": .string("2.0"), "id": .integer(1)]), against: "response.json").isEmpty)
    }

    /// A plugin that copies every line between Earshot and an example plugin into two files.
    func tap(_ example: String, in scratch: PluginScratch) throws -> (requests: URL, replies: URL) {
        let real = BinaryRunner.packageRoot.appendingPathComponent("Examples/\(example)/earshot-plugin-\(example)").path
        let requests = scratch.home.appendingPathComponent("\(example).in")
        let replies = scratch.home.appendingPathComponent("\(example).out")
        let script = "#!/bin/sh\ntee -a '\(requests.path)' | '\(real)' | tee -a '\(replies.path)'\n"
        let url = scratch.plugins.appendingPathComponent("earshot-plugin-\(example)")
        try FakePlugin.writeExecutable(Data(script.utf8), to: url)
        return (requests, replies)
    }

    func lines(_ url: URL) throws -> [JSONValue] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(JSONValue.self, from: Data($0.utf8))
        }
    }

    @Test func theHostsMessagesAndTheExamplesRepliesValidate() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        let sudden = try tap("sudden-death", in: scratch)
        let capitals = try tap("capitals", in: scratch)
        let input =
            "play sudden-death science\nlives\nscore\nrepeat\noptions\n1\nskip\nplay sudden-death science\nquit\nyes\n"
            + "capital peru\nplay classic capitals\n1\nquit\nyes\nbye\n"
        let result = try await scratch.run([], input: input)
        #expect(result.output.contains("Sudden death game:"), "\(result.output)")
        #expect(result.output.contains("The capital of Peru is Lima."))
        for name in ["sudden-death", "capitals"] {
            let check = try await scratch.check(scratch.plugins.appendingPathComponent("earshot-plugin-\(name)").path)
            #expect(check.output.contains("No problems found."), "\(check.output)")
        }
        var methods: Set<String> = []
        for (requestsFile, repliesFile) in [sudden, capitals] {
            let requests = try lines(requestsFile)
            let replies = try lines(repliesFile)
            #expect(requests.count >= 3 && replies.count == requests.count)
            // One request at a time, each answered: the n-th reply answers the n-th request.
            for (request, reply) in zip(requests, replies) {
                #expect(validator.problems(request, against: "request.json") == [], "\(request)")
                #expect(validator.problems(reply, against: "response.json") == [], "\(reply)")
                #expect(request["id"] == reply["id"])
                guard case .string(let method)? = request["method"] else { continue }
                methods.insert(method)
                let problems = validator.problems(request["params"] ?? .null, against: Self.schemaName(method, "params"))
                #expect(problems == [], "\(method): \(problems)")
                if let result = reply["result"] {
                    let problems = validator.problems(result, against: Self.schemaName(method, "result"))
                    #expect(problems == [], "\(method): \(problems)")
                }
            }
        }
        #expect(
            methods.isSuperset(of: ["initialize", "mode.start", "mode.handle", "mode.tick", "category.generate", "command.run", "shutdown"]
            ), "\(methods)")
    }

    /// The keeper fake behind a tap (the same as ``tap(_:in:)``, for a fake).
    func tapKeeper(in scratch: PluginScratch) throws -> (toPlugin: URL, fromPlugin: URL) {
        let folder = scratch.home.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = try FakePlugin.writeKeeper(in: folder)
        let toPlugin = scratch.home.appendingPathComponent("keeper.in")
        let fromPlugin = scratch.home.appendingPathComponent("keeper.out")
        let script = "#!/bin/sh\ntee -a '\(toPlugin.path)' | '\(real.path)' | tee -a '\(fromPlugin.path)'\n"
        let url = scratch.plugins.appendingPathComponent("earshot-plugin-keeper")
        try FakePlugin.writeExecutable(Data(script.utf8), to: url)
        return (toPlugin, fromPlugin)
    }

    /// A plugin that keeps its best score through `storage.*`, played through the built binary
    /// twice over one store: what it kept outlives Earshot, and every storage request and
    /// answer fits the schemas.
    @Test func storageRequestsAndAnswersValidateAndTheValuesOutliveEarshot() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        let (toPlugin, fromPlugin) = try tapKeeper(in: scratch)
        let first = try await scratch.run([], input: "play keeper science 2\n1\n1\nbye\n")
        #expect(first.output.contains("Best so far: none. Games by everyone: 1."), "\(first.output)\(first.errors)")
        #expect(first.output.contains("Your keys: best, last."))
        let second = try await scratch.run([], input: "play keeper science 1\n1\nkeeper-forget\nbye\n")
        // (A true-or-false question's first option may be wrong: the best is what the first game scored.)
        let score = try #require(first.output.firstMatch(of: /Score: (\d+) points?\./)?.1)
        #expect(second.output.contains("Best so far: \(score). Games by everyone: 2."), "\(second.output)")
        #expect(second.output.contains("Forgot your best."))
        let toLines = try lines(toPlugin)
        let fromLines = try lines(fromPlugin)
        var requests: [JSONValue] = []
        for message in fromLines {
            if case .string(let method)? = message["method"] {
                #expect(validator.problems(message, against: "storage.request.json") == [], "\(message)")
                #expect(validator.problems(message["params"] ?? .null, against: "\(method).params.json") == [], "\(message)")
                requests.append(message)
            } else {
                #expect(validator.problems(message, against: "response.json") == [], "\(message)")
            }
        }
        var answers: [JSONValue] = []
        for message in toLines {
            if case .string(let method)? = message["method"] {
                #expect(validator.problems(message, against: "request.json") == [], "\(message)")
                let problems = validator.problems(message["params"] ?? .null, against: Self.schemaName(method, "params"))
                #expect(problems == [], "\(method): \(problems)")
            } else {
                #expect(validator.problems(message, against: "storage.response.json") == [], "\(message)")
                answers.append(message)
            }
        }
        // Served in order: the n-th answer is to the plugin's n-th request, with its id.
        #expect(answers.count == requests.count && requests.count >= 10, "\(requests.count) requests, \(answers.count) answers")
        for (request, answer) in zip(requests, answers) {
            #expect(answer["id"] == request["id"])
            guard case .string(let method)? = request["method"], let result = answer["result"] else { continue }
            #expect(validator.problems(result, against: "\(method).result.json") == [], "\(method): \(answer)")
        }
        let methods = Set(requests.compactMap { if case .string(let m)? = $0["method"] { m } else { nil } })
        #expect(methods == ["storage.get", "storage.set", "storage.remove", "storage.list"])
    }
}
