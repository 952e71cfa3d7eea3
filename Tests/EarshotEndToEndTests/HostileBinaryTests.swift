// Plugins this file needs: Classic

import EarshotTesting
import Foundation
import GRDB
import Testing

/// The built binary against a hostile player: number words that used to overflow, a terminal
/// that cannot be written, escape sequences in data, and libedit's own command prompt.
@Suite("The binary against hostile input", .serialized)
struct HostileBinaryTests {
    static let noBacktrace = ["SWIFT_BACKTRACE": "enable=no"]

    @Test func numberWordsThatOverflowedNoLongerStopTheProcess() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let hundreds = Array(repeating: "hundred", count: 40).joined(separator: " ")
        let input = "play classic 99999999999999 million\ncancel\nplay classic geography 3\n\(hundreds)\nquit\nyes\nbye\n"
        let result = try await BinaryRunner.run(["--no-speech"], input: input, home: home, environment: Self.noBacktrace)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("There is no category called \"99999999999999 million\"."))
        // The first question is drawn at random: typed (judged wrong) or with options (not one of them).
        #expect(result.output.contains("Not quite") || result.output.contains("is not one of the options"))
        #expect(result.output.hasSuffix("Goodbye.\n"))
    }

    @Test func countsTooLargeForANumberAreRefusedPlainly() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let input = "play classic 99999999999999\nplay classic 99999999999999999999999\ncancel\nspell 99999999999\ntiming 1e308\nbye\n"
        let result = try await BinaryRunner.run(["--no-speech"], input: input, home: home, environment: Self.noBacktrace)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("A game can have 1 to 500 questions, not 99999999999999."))
        #expect(result.output.contains("\"1e308\" is not a timing."))
        let tooMany = try await BinaryRunner.run(["play", "--count", "99999999999999999999", "--no-speech"], home: home)
        #expect(tooMany.status != 0)
        #expect(!tooMany.errors.contains("Fatal error"))
    }

    /// Runs the binary with standard output going to `stdoutPath` (such as /dev/full).
    static func run(_ arguments: [String], input: String, stdoutPath: String, home: URL) throws -> (status: Int32, errors: String) {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.notBuilt(BinaryRunner.packageRoot.path) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = home.path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        env["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = env
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = stderr
        try process.run()
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let err = try stderr.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: err, as: UTF8.self))
    }

    @Test func aFullDiskEndsTheGameAsAbandonedWithAMessage() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("full.sqlite").path
        let args = ["play", "--db", db, "--category", "geography", "--count", "3", "--seed", "42", "--no-speech"]
        let result = try await blocking { try Self.run(args, input: "1\n2\n3\n", stdoutPath: "/dev/full", home: home) }
        #expect(result.status == 74)
        let lines = result.errors.split(separator: "\n")
        #expect(lines == ["Earshot stopped: it could not write to standard output (No space left on device)."])
        let queue = try DatabaseQueue(path: db)
        let outcomes = try await queue.read { try String.fetchAll($0, sql: "SELECT outcome FROM game") }
        #expect(outcomes == ["abandoned"], "the game is not left playing")
    }

    @Test func aPipeClosedMidGameKeepsTheAnswersGiven() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("pipe.sqlite").path
        // The game is driven off the task pool: its reads block.
        let (seen, status, err) = try await blocking { try Self.closeThePipeMidGame(db: db, home: home) }
        #expect(seen.contains("Question 2 of 3"))
        #expect(status == 74)
        #expect(err == "Earshot stopped: it could not write to standard output (Broken pipe).\n")
        let queue = try DatabaseQueue(path: db)
        try await queue.read { db in
            #expect(try String.fetchAll(db, sql: "SELECT outcome FROM game") == ["abandoned"])
            let first = try Row.fetchOne(db, sql: "SELECT status, given FROM answer WHERE position = 1")
            #expect(first?["status"] == "answered")
            #expect((first?["given"] as String?)?.isEmpty == false, "the answer typed is kept")
        }
    }

    /// Plays one answer, then closes the output like `| head`; returns what was read, the
    /// exit status and standard error.
    static func closeThePipeMidGame(db: String, home: URL) throws -> (String, Int32, String) {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.notBuilt(BinaryRunner.packageRoot.path) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["play", "--db", db, "--category", "geography", "--count", "3", "--seed", "42", "--no-speech"]
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = home.path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        env["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let reader = stdout.fileHandleForReading
        var seen = ""
        func readUntil(_ marker: String) {
            let deadline = Date().addingTimeInterval(30)
            while !seen.contains(marker), Date() < deadline {
                // What is there now, as `availableData` reads, but an error ends the loop instead of trapping.
                var buffer = [UInt8](repeating: 0, count: 65536)
                let count = read(reader.fileDescriptor, &buffer, buffer.count)
                if count <= 0 { break }
                let data = Data(buffer[..<count])
                seen += String(decoding: data, as: UTF8.self)
            }
        }
        readUntil("Question 1 of 3")
        try? stdin.fileHandleForWriting.write(contentsOf: Data("1\n".utf8))
        readUntil("Question 2 of 3")
        try reader.close()  // like `| head`: nobody reads any more
        // The binary may already have stopped: the throwing write, so a closed pipe fails no test by trapping.
        try? stdin.fileHandleForWriting.write(contentsOf: Data("2\n".utf8))
        try? stdin.fileHandleForWriting.close()
        let err = String(decoding: try stderr.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        process.waitUntilExit()
        return (seen, process.terminationStatus, err)
    }

    @Test func escapeSequencesInAPackNeverReachTheTerminal() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("evil.sqlite").path
        let esc = "\u{1B}"
        let pack: [String: Any] = [
            "format": 1, "id": "evil", "name": "Evil\(esc)[5m pack",
            "categories": [["id": "evil", "name": "Evil\(esc)]52;c;ZWNobyBwd25lZA==\u{07} \u{202E}Category", "description": "d"]],
            "questions": [
                [
                    "category": "evil", "kind": "choice", "difficulty": "easy",
                    "text": "Which? \(esc)[6n \u{07} bell \u{9B}31m csi \(esc)[2J", "answer": "Right\(esc)]0;title\u{07}",
                    "wrong": ["Wrong \u{202E}txt", "four \(esc)[31mred", "Other"], "explanation": "Because\(esc)]52;c;aGk=\u{07}.",
                ]
            ],
        ]
        // The importer now refuses control characters, so the hostile text is put straight into
        // the store, as an old or hand-edited database could hold it: the one place text
        // reaches the terminal must make it harmless.
        let clean: [String: Any] = [
            "format": 1, "id": "evil", "name": "Evil pack",
            "categories": [["id": "evil", "name": "Evil", "description": "d"]],
            "questions": [
                [
                    "category": "evil", "kind": "choice", "difficulty": "easy", "text": "Which?", "answer": "Right",
                    "wrong": ["Wrong", "four", "Other"], "explanation": "Because.",
                ]
            ],
        ]
        let file = home.appendingPathComponent("evil.json")
        try JSONSerialization.data(withJSONObject: clean).write(to: file)
        let imported = try await BinaryRunner.run(["import", "--db", db, "--no-speech", file.path], home: home)
        #expect(imported.status == 0, "\(imported.errors)")
        _ = try await BinaryRunner.run(["--db", db, "--no-speech", "--player", "Mallory", "--new-player"], input: "bye\n", home: home)
        let player = "Mallory\(esc)]52;c;cHduZWQ=\u{07}\(esc)[6n\u{202E}\u{9B}2J"
        let evilQuestion = pack["questions"].flatMap { ($0 as? [[String: Any]])?.first } ?? [:]
        let queue = try DatabaseQueue(path: db)
        let categoryName = ((pack["categories"] as? [[String: Any]])?.first?["name"] as? String) ?? ""
        let wrong = String(decoding: try JSONSerialization.data(withJSONObject: evilQuestion["wrong"] ?? []), as: UTF8.self)
        let (text, explanation) = (evilQuestion["text"] as? String, evilQuestion["explanation"] as? String)
        try await queue.write { db in
            try db.execute(sql: "UPDATE category SET name = ? WHERE id = 'evil'", arguments: [categoryName])
            try db.execute(
                sql: "UPDATE question SET text = ?, answers = ?, wrong = ?, explanation = ? WHERE categoryID = 'evil'",
                arguments: [text, "[\"Right\\u001b]0;title\\u0007\"]", wrong, explanation])
            try db.execute(sql: "UPDATE player SET name = ? WHERE name = 'Mallory'", arguments: [player])
        }
        let played = try await BinaryRunner.run(
            ["--db", db, "--no-speech", "--player", player], input: "categories\nplay classic evil 1\n1\nbye\n", home: home)
        #expect(played.status == 0, "\(played.errors)")
        #expect(played.output.contains("Question 1 of 1"))
        for output in [imported.output + imported.errors, played.output + played.errors] {
            let bytes = Array(output.utf8)
            #expect(!bytes.contains(0x1B), "ESC reached the terminal")
            #expect(!bytes.contains(0x07), "BEL reached the terminal")
            #expect(!output.unicodeScalars.contains("\u{9B}"))
            #expect(!output.unicodeScalars.contains("\u{202E}"))
        }
        #expect(played.output.contains("Hello, Mallory\u{FFFD}"), "\(played.output)")
        #expect(played.output.contains("Which? \u{FFFD}"))
        for piece in ["52;c", "[6n", "2J."] {
            #expect(!played.output.contains(piece), "escape sequences go whole, \(piece) was left")
        }
    }

    /// Esc x opened libedit's own command prompt, where `"` and Enter crashed the process.
    /// Drives the real binary on a pseudo-terminal with `script` (util-linux).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) from util-linux"))
    func libeditCommandKeysAreOffAndLatinLettersAreTyped() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.notBuilt(BinaryRunner.packageRoot.path) }
        let db = home.appendingPathComponent("tty.sqlite").path
        let command = "'\(binary.path)' --db '\(db)' --no-speech"
        let keys = "\u{1B}x\"\rzq\r\u{1B}X\"\r\u{F8}rsted \u{E4}\u{E5}\u{F6}\u{E6}\u{E2}\rbye\r"
        let result = try await BinaryRunner.run(
            ["-qec", command, "/dev/null"], input: keys, home: home, environment: Self.noBacktrace, executable: "/usr/bin/script")
        #expect(result.status == 0, "\(result.output.suffix(400))")
        #expect(result.output.contains("Unknown command \"zq\""), "still reading lines after Esc x")
        #expect(result.output.contains("Unknown command \"\u{F8}rsted\""), "ø is typed, not taken as Meta-x")
        #expect(result.output.contains("Goodbye."))
    }
}
