import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Paths, banks and databases the benchmarks share. Everything generated lives in
/// /tmp/earshot-bench (or `EARSHOT_BENCH_DIR`), never in the repository.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = ProcessInfo.processInfo.environment["EARSHOT_BENCH_DIR"] ?? "/tmp/earshot-bench"
    /// The release binary under test (`EARSHOT_BIN` to measure another one).
    static let earshot =
        ProcessInfo.processInfo.environment["EARSHOT_BIN"] ?? root.appendingPathComponent(".build/release/earshot").path

    static func path(_ name: String) -> String { folder + "/" + name }

    /// The generated Open Trivia Database bank of `n` questions (made once).
    static func bank(_ n: Int) throws -> String {
        let file = path("bank-\(n).json")
        if !FileManager.default.fileExists(atPath: file) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let made = try spawn(
                ["/usr/bin/env", "python3", root.appendingPathComponent("scripts/make-bank.py").path, "\(n)"], stdout: file)
            guard made.status == 0 else { throw Failure("make-bank.py failed") }
        }
        return file
    }

    /// The same rows as tab-separated values for sqlite3's `.import`, with a content hash.
    static func tsv(_ n: Int) throws -> String {
        let file = path("bank-\(n).tsv")
        if !FileManager.default.fileExists(atPath: file) {
            let script = """
                import hashlib, json, sys
                clean = lambda s: s.replace('\\t', ' ').replace('\\n', ' ')
                for q in json.load(open(sys.argv[1]))['results']:
                    row = [q['category'], q['type'], q['difficulty'], q['question'], q['correct_answer'], json.dumps(q['incorrect_answers'])]
                    h = hashlib.sha256('\\x1f'.join(row).encode()).hexdigest()
                    print('\\t'.join([h] + [clean(c) for c in row]))
                """
            let made = try spawn(["/usr/bin/env", "python3", "-c", script, try bank(n)], stdout: file)
            guard made.status == 0 else { throw Failure("making the TSV failed") }
        }
        return file
    }

    /// A database holding only the built-in bank.
    static func builtinDatabase() throws -> String {
        let db = path("builtin.sqlite")
        if !FileManager.default.fileExists(atPath: db) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = try spawn([earshot, "modes", "--db", db, "--no-speech"])
        }
        return db
    }

    /// A database holding the built-in bank and `n` generated questions (imported once).
    static func bigDatabase(_ n: Int) throws -> String {
        let db = path("bank-\(n).sqlite")
        if !FileManager.default.fileExists(atPath: db) {
            let made = try spawn([earshot, "import", try bank(n), "--db", db + ".part", "--no-speech"])
            guard made.status == 0 else { throw Failure("importing the bank of \(n) failed") }
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: db + ".part" + suffix) {
                try FileManager.default.moveItem(atPath: db + ".part" + suffix, toPath: db + suffix)
            }
        }
        return db
    }

    /// A Swift hello-world binary, the start-up baseline (compiled once, optimised).
    static func hello() throws -> String {
        let binary = path("hello")
        if !FileManager.default.isExecutableFile(atPath: binary) {
            let source = path("hello.swift")
            try "print(\"Hello, world!\")\n".write(toFile: source, atomically: true, encoding: .utf8)
            let made = try spawn(["/usr/bin/env", "swiftc", "-O", source, "-o", binary])
            guard made.status == 0 else { throw Failure("swiftc failed on hello.swift") }
        }
        return binary
    }

    static func remove(_ db: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: db + suffix) }
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What a spawned process did: its exit status, wall time and peak memory.
struct Spawned {
    var status: Int32
    var seconds: Double
    var peakKB: Int
}

/// Runs a program to its end (stdin from `stdin`, a file, or /dev/null; stdout to `stdout` or
/// /dev/null; stderr to /dev/null) and measures it with wait4, so its peak memory is known.
func spawn(_ args: [String], stdin: String = "/dev/null", stdout: String = "/dev/null") throws -> Spawned {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var environment = ProcessInfo.processInfo.environment
    environment["EARSHOT_SPEECH"] = "off"
    let cArgs = args.map { strdup($0) } + [nil]
    let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        cArgs.forEach { free($0) }
        cEnv.forEach { free($0) }
    }
    let start = ContinuousClock.now
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, args[0], &actions, nil, cArgs, cEnv)
    guard rc == 0 else { throw Failure("cannot start \(args[0]): \(String(cString: strerror(rc)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Spawned(status: status, seconds: seconds, peakKB: usage.ru_maxrss)
}
