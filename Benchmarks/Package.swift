// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks, kept out of the main package so `swift build` and `swift test` never build
/// them. Run with `make bench` (release build); see docs/performance.md.
let package = Package(
    name: "EarshotBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Earshot", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    ],
    targets: [
        // package-benchmark suites: one figure beside its baseline, measured in the same run.
        .executableTarget(
            name: "EarshotBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "EarshotCore", package: "Earshot"),
                .product(name: "EarshotStore", package: "Earshot"),
                .product(name: "EarshotSpeech", package: "Earshot"),
            ],
            path: "Benchmarks/EarshotBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(name: "speech-latency", dependencies: [.product(name: "EarshotSpeech", package: "Earshot")]),
        // First audio through espeak-ng in process and through speech-dispatcher (issue 13).
        .executableTarget(name: "first-audio", dependencies: [.product(name: "EarshotSpeech", package: "Earshot")]),
        // Simulated players on a club server (issue 14): p50/p99 answer-to-feedback, errors, memory;
        // and live rooms (`--rooms`): question fan-out and answer-to-acknowledgement.
        .executableTarget(
            name: "club-load",
            dependencies: [
                .product(name: "EarshotWire", package: "Earshot"), .product(name: "EarshotCore", package: "Earshot"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),
    ]
)
