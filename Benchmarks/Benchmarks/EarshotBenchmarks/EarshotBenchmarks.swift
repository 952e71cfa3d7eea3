import Benchmark
import EarshotCore
import EarshotStore
import Foundation

/// Earshot's benchmarks. Each one measures a figure and its baseline in the same iteration and
/// reports both and their ratio (`ratio ×100`), so the ratio holds on a noisy machine:
/// - start-up (`earshot modes`) on the built-in bank, on a 1M bank, and a hello-world binary;
/// - a 10-question scripted game, built-in bank against the 1M bank;
/// - drawing 10 questions in process, built-in bank against the 1M bank;
/// - answer matching against plain lower-cased equality;
/// - importing 100k and 1M questions against sqlite3's `.import` into a uniquely indexed table;
/// - question ready to first audio sample against a spawned `espeak-ng` (SpeechLatency.swift).
/// Banks are generated into /tmp by scripts/make-bank.py. `EARSHOT_BIN` picks the binary.
let benchmarks: @Sendable () -> Void = {
    let million = Int(ProcessInfo.processInfo.environment["EARSHOT_BENCH_BIG"] ?? "") ?? 1_000_000
    let big = million >= 1_000_000 ? "1M" : "\(million)"
    let quick = Benchmark.Configuration.self

    Benchmark(
        "Start-up: earshot modes",
        configuration: quick.init(
            metrics: pairMetrics("\(big) bank", "built-in bank", extra: ["hello world µs", "built-in ÷ hello ×100"]),
            warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 15)
    ) { benchmark in
        let hello = try Fixtures.hello()
        let builtin = try Fixtures.builtinDatabase()
        let large = try Fixtures.bigDatabase(million)
        let baseline = try spawn([hello]).seconds
        let small = try spawn([Fixtures.earshot, "modes", "--db", builtin, "--no-speech"]).seconds
        let subject = try spawn([Fixtures.earshot, "modes", "--db", large, "--no-speech"]).seconds
        record(benchmark, ("\(big) bank", subject), ("built-in bank", small))
        benchmark.measurement(.custom("hello world µs"), Int(baseline * 1e6))
        benchmark.measurement(.custom("built-in ÷ hello ×100"), Int((small / baseline * 100).rounded()))
    }

    Benchmark(
        "A 10-question game",
        configuration: quick.init(
            metrics: pairMetrics("\(big) bank", "built-in bank"), warmupIterations: 1, maxDuration: .seconds(60),
            maxIterations: 10)
    ) { benchmark in
        let builtin = try Fixtures.builtinDatabase()
        let large = try Fixtures.bigDatabase(million)
        let answers = Fixtures.path("answers.txt")
        try String(repeating: "1\ntrue\n", count: 30).write(toFile: answers, atomically: true, encoding: .utf8)
        let seed = "\(Int.random(in: 1...1_000_000))"
        let game = { (db: String) in
            ["play", "--db", db, "--count", "10", "--seed", seed, "--no-speech", "--player", "Bench"]
        }
        let small = try spawn([Fixtures.earshot] + game(builtin), stdin: answers).seconds
        let subject = try spawn([Fixtures.earshot] + game(large), stdin: answers).seconds
        record(benchmark, ("\(big) bank", subject), ("built-in bank", small))
    }

    Benchmark(
        "Draw 10 questions in process",
        configuration: quick.init(
            metrics: pairMetrics("\(big) bank", "built-in bank"), warmupIterations: 1, maxDuration: .seconds(20),
            maxIterations: 50)
    ) { benchmark in
        let small = try Store(path: try Fixtures.builtinDatabase())
        let large = try Store(path: try Fixtures.bigDatabase(million))
        let seeds = (0..<20).map { _ in UInt64.random(in: 1...UInt64.max) }
        let draw = { (store: Store) async throws -> Double in
            try await timed { for s in seeds { blackHole(try await store.draw(QuestionRequest(categoryID: nil, count: 10, seed: s))) } }
        }
        let baseline = try await draw(small) / 20
        let subject = try await draw(large) / 20
        record(benchmark, ("\(big) bank", subject), ("built-in bank", baseline))
    }

    Benchmark(
        "Answer matching",
        configuration: quick.init(
            metrics: pairMetrics("AnswerMatcher.match", "lowercased ==", unit: "ns") + [.mallocCountTotal], warmupIterations: 3,
            maxDuration: .seconds(10), maxIterations: 200)
    ) { benchmark in
        let options = ["Georg Simon Ohm", "Alessandro Volta", "James Watt", "André-Marie Ampère"]
        let inputs = ["ohm", "b", "2", "james wat", "Ampere", "alessandro", "nothing like it", "twenty", "the volta one"]
        let rounds = 200
        let subject = timed {
            for _ in 0..<rounds { for i in inputs { blackHole(AnswerMatcher.match(i, options: options)) } }
        }
        let baseline = timed {
            for _ in 0..<rounds { for i in inputs { blackHole(options.firstIndex { $0.lowercased() == i.lowercased() }) } }
        }
        let calls = Double(rounds * inputs.count)
        record(benchmark, ("AnswerMatcher.match", subject / calls), ("lowercased ==", baseline / calls), unit: ("ns", 1e9))
    }

    for (n, label, iterations) in [(100_000, "100k", 3), (million, big, 1)] {
        Benchmark(
            "Import \(label) questions",
            configuration: quick.init(
                metrics: pairMetrics(
                    "earshot import", "sqlite3 .import", extra: ["questions per second", "earshot peak MB", "sqlite3 peak MB"]),
                warmupIterations: 0, maxDuration: .seconds(1), maxIterations: iterations)
        ) { benchmark in
            let file = try Fixtures.bank(n)
            let tsv = try Fixtures.tsv(n)
            let db = Fixtures.path("import-\(n).sqlite")
            let reference = Fixtures.path("import-\(n)-sqlite3.sqlite")
            Fixtures.remove(db)
            Fixtures.remove(reference)
            let script = Fixtures.path("import-\(n).sql")
            try """
            CREATE TABLE question (hash TEXT NOT NULL, category TEXT, type TEXT, difficulty TEXT, question TEXT,
              correct TEXT, incorrect TEXT);
            CREATE UNIQUE INDEX question_by_hash ON question (hash);
            .mode tabs
            .import \(tsv) question

            """.write(toFile: script, atomically: true, encoding: .utf8)
            let ours = try spawn([Fixtures.earshot, "import", file, "--db", db, "--no-speech"])
            let theirs = try spawn(["/usr/bin/sqlite3", reference], stdin: script)
            guard ours.status == 0, theirs.status == 0 else { throw Failure("an import failed") }
            record(benchmark, ("earshot import", ours.seconds), ("sqlite3 .import", theirs.seconds))
            benchmark.measurement(.custom("questions per second"), Int(Double(n) / ours.seconds))
            benchmark.measurement(.custom("earshot peak MB"), ours.peakKB / 1024)
            benchmark.measurement(.custom("sqlite3 peak MB"), theirs.peakKB / 1024)
            Fixtures.remove(db)
            Fixtures.remove(reference)
        }
    }

    Benchmark(
        "Question to first audio sample",
        configuration: quick.init(
            metrics: pairMetrics("earshot speech path", "spawned espeak-ng"), warmupIterations: 5,
            maxDuration: .seconds(30), maxIterations: 100)
    ) { benchmark in
        let subject = try await SpeechLatency.shared().questionToFirstSample()
        let baseline = try SpeechLatency.spawnedEspeakToFirstSample()
        record(benchmark, ("earshot speech path", subject), ("spawned espeak-ng", baseline))
    }
}
