import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import GuessWho

/// The boards imported into `store`: the guess-who plugin's shared space.
func boards(_ store: Store) -> ImportedBoards {
    ImportedBoards(StoredPluginData(store: store, plugin: GuessWhoPlugin.id, owner: .shared))
}

/// Board packs: guess-who boards imported like question packs (docs/boards.md).
@Suite("Guess-who board packs")
struct GuessWhoBoardPackTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/guess-who-boards/solar-system.json")

    static func exampleText() throws -> String { try String(contentsOf: example, encoding: .utf8) }

    /// A temporary folder, removed by the caller.
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("boardpacks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("The example board pack is valid, and its canonical form ignores spacing and key order")
    func examplePack() throws {
        let text = try Self.exampleText()
        #expect(BoardPack.looksLikeBoard(text))
        let read = try BoardPack.read(text)
        #expect(read.board.id == "solar-system")
        #expect(read.board.characters.count == 18)
        // The same board laid out differently is the same board.
        let pretty = BoardPack.pretty(read.canonical)
        #expect(pretty != read.canonical)
        #expect(try BoardPack.read(pretty).canonical == read.canonical)
        #expect(try BoardPack.read(pretty).board == read.board)
        // Questions read on it as on the built-in boards.
        #expect(read.board.read("is it a moon") == .question(BoardQuestion(attribute: "type", test: .value("moon"))))
        #expect(read.board.read("is it wider than 5000 kilometres") == .question(BoardQuestion(attribute: "km", test: .more(5000))))
    }

    @Test("Built-in boards and question packs are told apart by their content")
    func detection() throws {
        #expect(BoardPack.looksLikeBoard(try GuessWhoBoards.json("animals")))
        #expect(!BoardPack.looksLikeBoard(#"{"format": 1, "categories": [], "questions": [], "characters": [], "attributes": []}"#))
        #expect(!BoardPack.looksLikeBoard(#"{"response_code": 0, "results": []}"#))
        #expect(!BoardPack.looksLikeBoard("::Q1:: What is 2+2? {=4}"))
        #expect(BoardPack.looksLikeBoard(#"{ "kind" : "guess-who-board", "broken"#))
    }

    @Test(
        "A board pack breaking a rule is refused with the problem named",
        arguments: [
            (
                "\"name\": \"Venus\", \"type\": \"planet\", \"rings\": false, \"telescope\": false, \"giant\": false, \"air\": true, \"km\": 12104",
                "\"name\": \"Venus\", \"type\": \"planet\", \"rings\": false, \"telescope\": false, \"giant\": false, \"air\": true, \"km\": 12742",
                "Venus and Earth have the same attributes"
            ),
            ("\"name\": \"Ceres\"", "\"name\": \"Mars\"", "two characters called Mars"),
            ("\"name\": \"Io\"", "\"name\": \"I\\u0007o\"", "control or invisible character"),
            ("\"id\": \"solar-system\"", "\"id\": \"Solar System!\"", "lower-case letters, digits and dashes"),
            ("\"km\": 22 }", "\"km\": 22.5 }", "character 13, km should be"),
            ("\"km\": 939 },", "\"km\": 939 }", "not valid JSON near line"),
            ("\"kind\": \"guess-who-board\"", "\"kind\": \"quiz\"", "kind is \"quiz\""),
            ("\"format\": 1,", "\"format\": 2,", "only format 1 is known"),
        ])
    func refusals(_ from: String, _ to: String, _ expected: String) throws {
        let text = try Self.exampleText()
        #expect(text.contains(from))
        let broken = text.replacingOccurrences(of: from, with: to)
        #expect(throws: Board.Problem.self) { try BoardPack.read(broken) }
        do {
            _ = try BoardPack.read(broken)
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test("Too few characters, and too large a file, are refused")
    func sizes() throws {
        let text = try Self.exampleText()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.contains("\"name\": \"Phobos\"") || $0.contains("\"name\": \"Io\"") || $0.contains("\"name\": \"Europa\"") }
        #expect(throws: Board.Problem("The board solar-system has 15 characters; a board needs 16 to 24.")) {
            try BoardPack.read(lines.joined(separator: "\n"))
        }
        let padded = text.replacingOccurrences(
            of: "\"kind\"", with: "\"padding\": \"\(String(repeating: " ", count: BoardPack.maxBytes))\", \"kind\"")
        #expect(throws: Board.Problem.self) { try BoardPack.read(padded) }
    }

    @Test("The plugin keeps a board once, in parts under the storage's limit, and says when a changed one replaces it")
    func store() async throws {
        let store = try Store()
        let kept = boards(store)
        #expect(try await kept.save(id: "b", name: "B", characters: 16, json: "{}", at: Date()) == .added)
        #expect(try await kept.save(id: "b", name: "B", characters: 16, json: "{}", at: Date()) == .unchanged)
        let replaced = try await kept.save(id: "b", name: "B2", characters: 17, json: "{\"x\":1}", at: Date())
        guard case .replaced(let previous) = replaced else {
            Issue.record("expected a replacement, got \(replaced)")
            return
        }
        #expect(previous.name == "B")
        #expect(try await kept.all().map(\.name) == ["B2"])
        #expect(try await kept.board(id: "b")?.characters == 17)
        // A board pack may be 1 MiB, a stored value 64 KiB: a big board is kept in parts, and a
        // smaller one in its place leaves no stale part behind.
        let big = "{\"x\":\"" + String(repeating: "é", count: 40_000) + "\"}"
        #expect(try await kept.save(id: "big", name: "Big", characters: 20, json: big, at: Date()) == .added)
        #expect(try await kept.board(id: "big")?.json == big)
        let space = StoredPluginData(store: store, plugin: GuessWhoPlugin.id, owner: .shared)
        #expect(try await space.allEntries(prefix: "board-part/big/").count == 3)
        #expect(try await kept.save(id: "big", name: "Big", characters: 20, json: "{}", at: Date()) != .added)
        #expect(try await space.allEntries(prefix: "board-part/big/").map(\.key) == ["board-part/big/0"])
        #expect(try await kept.all().map(\.id) == ["b", "big"])
    }

    @Test("earshot import keeps a board pack: again it changes nothing, changed it replaces, broken it loses nothing")
    func importing() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry())
        let questionsBefore = try await t.store.questions(in: nil).count
        let path = Self.example.path
        #expect(await t.importQuestions(from: path))
        #expect(t.output.text.contains("Imported the guess-who board The solar system (solar-system) from solar-system.json: 18 worlds"))
        #expect(try await boards(t.store).all().map(\.id) == ["solar-system"])
        #expect(try await t.store.questions(in: nil).count == questionsBefore)
        // Re-spaced, the same board: nothing to do.
        let text = try Self.exampleText()
        let respaced = try Self.write(BoardPack.pretty(try BoardPack.read(text).canonical), "again.json", in: dir)
        #expect(await t.importQuestions(from: respaced))
        #expect(t.output.text.contains("is already imported and unchanged"))
        // Changed, with the same id: replaced, and said.
        let changed = try Self.write(
            text.replacingOccurrences(of: "\"name\": \"The solar system\"", with: "\"name\": \"Our solar system\""), "changed.json",
            in: dir)
        #expect(await t.importQuestions(from: changed))
        #expect(
            t.output.text.contains(
                "A board with the id solar-system was already imported (The solar system, 18 characters). It is replaced"))
        #expect(try await boards(t.store).board(id: "solar-system")?.name == "Our solar system")
        // Broken: refused, named, and the kept board is untouched.
        let kept = try await boards(t.store).board(id: "solar-system")
        let broken = try Self.write(
            text.replacingOccurrences(of: "\"name\": \"Ceres\"", with: "\"name\": \"Mars\""), "broken.json", in: dir)
        #expect(await t.importQuestions(from: broken) == false)
        #expect(
            t.output.text.contains(
                "broken.json is a guess-who board that cannot be imported: The board solar-system has two characters called Mars. Nothing was imported; your boards are as they were."
            ))
        #expect(try await boards(t.store).board(id: "solar-system") == kept)
        // A built-in board's id cannot be taken; the built-in board itself imports as nothing.
        let animals = try Self.write(try GuessWhoBoards.json("animals"), "animals.json", in: dir)
        #expect(await t.importQuestions(from: animals))
        #expect(t.output.text.contains("is the built-in board Animals, which Earshot already has. Nothing to import."))
        let fake = try Self.write(
            try GuessWhoBoards.json("animals").replacingOccurrences(of: "\"name\": \"Animals\"", with: "\"name\": \"Beasts\""),
            "beasts.json", in: dir)
        #expect(await t.importQuestions(from: fake) == false)
        #expect(t.output.text.contains("its id, animals, belongs to a built-in board"))
        #expect(try await boards(t.store).all().count == 1)
    }

    @Test("play guess-who offers built-in and imported boards, by number or name, and plays the one chosen")
    func choosing() async throws {
        let t = try await TestApp(lines: ["3", "is it a moon", "guess titan"], registry: try BuiltinPlugins.registry())
        #expect(await t.importQuestions(from: Self.example.path))
        await t.app.perform(command: "play guess-who")
        let text = t.output.text
        #expect(text.contains("Choose a board:"))
        #expect(text.contains("Famous scientists: 22 scientists"))
        #expect(text.contains("Animals: 20 animals"))
        #expect(text.contains("The solar system: 18 worlds, imported"))
        #expect(text.contains("Guess who: The solar system. 18 worlds are on the board"))
        #expect(text.contains("It is a moon.") || text.contains("It is not a moon."))
        // By name on the command line of the game, no menu.
        let u = try await TestApp(lines: ["guess pluto"], registry: try BuiltinPlugins.registry(), store: t.store)
        await u.app.perform(command: "play guess-who the solar system")
        #expect(!u.output.text.contains("Choose a board:"))
        #expect(u.output.text.contains("Guess who: The solar system."))
        // An unknown name is refused with the list.
        let v = try await TestApp(lines: [], registry: try BuiltinPlugins.registry(), store: t.store)
        await v.app.perform(command: "play guess-who --board rivers")
        #expect(v.output.text.contains("There is no guess-who board called \"rivers\". The boards are: scientists, animals, solar-system."))
    }

    @Test("import FILE at the prompt keeps a board; a club server's session refuses it")
    func importAtThePrompt() async throws {
        let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry())
        await t.app.perform(command: "import \(Self.example.path)")
        #expect(t.output.text.contains("Imported the guess-who board The solar system (solar-system)"))
        #expect(try await boards(t.store).all().map(\.id) == ["solar-system"])
        await t.app.perform(command: "import")
        #expect(t.output.text.contains("Type import and a file"))

        let store = try Store()
        let output = RecordingOutput()
        var options = AppOptions(databasePath: ":memory:", playerName: "Tester", today: "2026-11-22", color: false, interactive: false)
        options.readsLocalFiles = false
        let served = try await Earshot(
            store: store, registry: try BuiltinPlugins.registry(),
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: output)]),
            input: InputChannel(reader: ScriptedLineReader([])), speech: nil, options: options)
        await served.perform(command: "import \(Self.example.path)")
        #expect(output.text.contains("not on a club server"))
        #expect(try await boards(store).all().isEmpty)
    }

    @Test("A scripted game plays an imported board by id")
    func scripted() async throws {
        let t = try await TestApp(lines: ["board", "guess earth"], registry: try BuiltinPlugins.registry())
        #expect(await t.importQuestions(from: Self.example.path))
        #expect(
            await GamePlay(t.app).runScripted(mode: "guess-who", category: nil, count: nil, seed: 5, settings: ["--board", "solar-system"]))
        #expect(t.output.text.contains("18 still up:"))
    }

    @Test("export --board writes a board pack that imports again as the same board")
    func exporting() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry())
        #expect(await t.importQuestions(from: Self.example.path))
        let out = dir.appendingPathComponent("out.json").path
        #expect(await t.exportPluginFile(option: "board", name: "solar-system", to: .file(out)))
        #expect(t.output.text.contains("Exported the guess-who board The solar system (solar-system, 18 worlds)"))
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.contains("\"kind\" : \"guess-who-board\""))
        let keptJSON = try await boards(t.store).board(id: "solar-system")?.json
        #expect(try BoardPack.read(written).canonical == keptJSON)
        let builtIn = dir.appendingPathComponent("animals.json").path
        #expect(await t.exportPluginFile(option: "board", name: "animals", to: .file(builtIn)))
        #expect(try BoardPack.read(String(contentsOfFile: builtIn, encoding: .utf8)).board == GuessWhoBoards.board("animals"))
        #expect(await t.exportPluginFile(option: "board", name: "rivers", to: .file(out)) == false)
    }
}
