// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks, kept out of the main package so `swift build` and `swift test` never build
/// them. Run with `make bench` (release build).
let package = Package(
    name: "EarshotBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Earshot", path: "..")],
    targets: [
        .executableTarget(name: "speech-latency", dependencies: [.product(name: "EarshotSpeech", package: "Earshot")]),
        // First audio through espeak-ng in process and through speech-dispatcher (issue 13).
        .executableTarget(name: "first-audio", dependencies: [.product(name: "EarshotSpeech", package: "Earshot")]),
    ]
)
