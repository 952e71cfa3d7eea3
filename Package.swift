// swift-tools-version: 6.1
import PackageDescription

/// The built-in plugins: each is one target under `plugins/`, depending only on `EarshotCore`.
let pluginTargets = ["Classic", "Timed", "Daily", "Arithmetic"]

let package = Package(
    name: "Earshot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "earshot", targets: ["earshot"]),
        .library(name: "EarshotCore", targets: ["EarshotCore"]),
        .library(name: "EarshotSpeech", targets: ["EarshotSpeech"]),
        .library(name: "EarshotStore", targets: ["EarshotStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "EarshotCore"),
        .target(
            name: "EarshotStore",
            dependencies: ["EarshotCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CEarshotShims", dependencies: ["CEditLine"]),
        .target(name: "EarshotConsole", dependencies: ["EarshotCore", "CEarshotShims"]),
        .target(name: "EarshotImport", dependencies: ["EarshotCore"]),
        .target(
            name: "EarshotPacks",
            dependencies: ["EarshotCore"],
            path: "plugins/packs",
            exclude: ["tools"],
            resources: [.copy("questions")]
        ),
        .target(
            name: "EarshotPlugins",
            dependencies: ["EarshotCore", "EarshotPacks"] + pluginTargets.map { .target(name: $0) }
        ),
        .target(
            name: "EarshotApp",
            dependencies: ["EarshotCore", "EarshotStore", "EarshotConsole", "EarshotPlugins", "EarshotImport"]
        ),
        .executableTarget(
            name: "earshot",
            dependencies: [
                "EarshotApp", "EarshotSpeech", "EarshotPlugins",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Speech (issue 4): espeak-ng in-process, played through libpcaudio; profiles in `voices/`.
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CPCAudio", providers: [.apt(["libpcaudio-dev"])]),
        .target(name: "CEarshotAudio", linkerSettings: [.linkedLibrary("asound")]),
        .target(name: "EarshotVoices", path: "voices", exclude: ["README.md"], resources: [.copy("profiles"), .copy("variants")]),
        .target(
            name: "EarshotSpeech",
            dependencies: ["EarshotCore", "EarshotConsole", "CEspeakNG", "CPCAudio", "CEarshotAudio", "EarshotVoices"]
        ),
        .testTarget(name: "EarshotSpeechTests", dependencies: ["EarshotSpeech", "EarshotTesting", "EarshotPlugins"]),
        .target(name: "EarshotTesting", dependencies: ["EarshotCore", "EarshotConsole", "EarshotStore", "EarshotApp"]),
        .testTarget(name: "EarshotCoreTests", dependencies: ["EarshotCore", "EarshotTesting", "EarshotPlugins"]),
        .testTarget(name: "EarshotStoreTests", dependencies: ["EarshotStore", "EarshotTesting", "EarshotPacks"]),
        .testTarget(
            name: "EarshotConsoleTests",
            dependencies: ["EarshotConsole", "EarshotApp", "EarshotTesting", "EarshotPlugins"]
        ),
        .testTarget(
            name: "EarshotEndToEndTests",
            dependencies: ["EarshotTesting", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "PluginTests",
            dependencies: ["EarshotCore", "EarshotStore", "EarshotApp", "EarshotPlugins", "EarshotTesting"]
                + pluginTargets.map { .target(name: $0) }
        ),
        .testTarget(
            name: "EarshotImportTests",
            dependencies: ["EarshotImport", "EarshotApp", "EarshotTesting", "EarshotPlugins", "EarshotPacks"]
        ),
    ] + pluginTargets.map { .target(name: $0, dependencies: ["EarshotCore"], path: "plugins/\($0)") }
)
