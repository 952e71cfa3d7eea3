// swift-tools-version: 6.1
import PackageDescription

/// The built-in plugins: each is one target under `plugins/`, depending only on `EarshotCore`.
let pluginTargets = ["Classic", "Timed", "Daily", "Arithmetic", "List", "Survival", "Review", "GuessWho", "Weekly"]

/// Folders a built-in plugin ships as resources besides its own words (guess who's boards).
let pluginResources = ["GuessWho": ["boards"]]

/// The languages of every plugin's own tables, `plugins/<Name>/<language>.lproj/<Name>.strings`.
let pluginLanguages = ["en", "zh", "ms", "ta"]

/// The named plugins that are in `pluginTargets`: a test target that needs a plugin's module
/// names it here, so that removing the plugin (scripts/check-plugin-removal.sh) drops the need.
func plugins(_ names: String...) -> [Target.Dependency] {
    names.filter(pluginTargets.contains).map { .target(name: $0) }
}

let package = Package(
    name: "Earshot",
    // Linux is the product's platform; the macOS line only lets Synchronization's Mutex be used there too.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "earshot", targets: ["earshot"]),
        .library(name: "EarshotCore", targets: ["EarshotCore"]),
        .library(name: "EarshotSpeech", targets: ["EarshotSpeech"]),
        .library(name: "EarshotStore", targets: ["EarshotStore"]),
        .library(name: "EarshotWire", targets: ["EarshotWire"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The club server (issue 14): only `EarshotServer`, `EarshotRemote` and `EarshotPostgres` use these.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        // Downloads for imports (issue 21): only `EarshotTransfer` uses these. swift-nio and
        // swift-nio-ssl are AsyncHTTPClient's own, named for their error types.
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.30.0"),
        // Hummingbird's own HTTP types, named for the web page's headers (EarshotServer).
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        // The club server's metrics (GET /metrics): only `EarshotServer` uses these.
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
        // Hummingbird's own service lifecycle, named for the server's drain on SIGTERM.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    ],
    targets: [
        // The version and the commit (`earshot --version`); the plugin names the commit before each build.
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), path: "BuildPlugins/BuildInfo"),
        .target(name: "EarshotBuildInfo", plugins: ["BuildInfoPlugin"]),
        // The message catalogue (issue 15): `.strings` tables per language, read once.
        .target(name: "EarshotMessages", resources: [.copy("Catalog")]),
        .target(name: "EarshotCore", dependencies: ["EarshotMessages"]),
        .target(
            name: "EarshotStore",
            dependencies: ["EarshotCore", "EarshotAccounts", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The console's pure parts (parser, renderer, presenter, input channel, plain line reading)
        // and, apart, the line editor: only the `earshot` program links libedit, never the
        // app or the club server.
        .target(name: "CEarshotShims"),
        .target(name: "EarshotConsole", dependencies: ["EarshotCore", "CEarshotShims"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CEarshotLineEditor", dependencies: ["CEditLine", "CEarshotShims"]),
        .target(name: "EarshotLineEditor", dependencies: ["EarshotConsole", "EarshotCore", "CEarshotLineEditor", "CEarshotShims"]),
        .target(name: "EarshotImport", dependencies: ["EarshotCore"]),
        // Imports and exports with their network plumbing: fetching (AsyncHTTPClient), the Open
        // Trivia Database client and session token, the import and export services.
        .target(
            name: "EarshotTransfer",
            dependencies: [
                "EarshotCore", "EarshotImport", "EarshotStore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // Plugins in other processes, over JSON-RPC on pipes (issue 9; docs/plugin-protocol.md).
        .target(name: "EarshotPluginHost", dependencies: ["EarshotCore"]),
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
            dependencies: [
                "EarshotCore", "EarshotStore", "EarshotConsole", "EarshotPlugins", "EarshotPacks", "EarshotImport",
                "EarshotTransfer", "EarshotAccounts", "EarshotPluginHost", "EarshotPostgres", "EarshotBuildInfo",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // Accounts (issue 10): Argon2id through Debian's libargon2, password and name rules.
        .systemLibrary(name: "CArgon2", pkgConfig: "libargon2", providers: [.apt(["libargon2-dev"])]),
        .target(
            name: "EarshotAccounts", dependencies: ["EarshotCore", "CArgon2"],
            resources: [
                .copy("Resources/common-passwords.txt"), .copy("Resources/confusables.txt"), .copy("Resources/scripts.txt"),
            ]),
        .executableTarget(
            name: "earshot",
            dependencies: [
                "EarshotApp", "EarshotCore", "EarshotStore", "EarshotSpeech", "EarshotPlugins", "EarshotPluginHost", "EarshotConsole",
                "EarshotLineEditor", "EarshotServer", "EarshotRemote", "EarshotWire", "EarshotImport", "EarshotTransfer",
                "EarshotBuildInfo", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Speech (issue 4): espeak-ng in-process, played through libpcaudio; profiles in `voices/`.
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CPCAudio", providers: [.apt(["libpcaudio-dev"])]),
        // Speech through the desktop's speech-dispatcher (issue 13).
        .systemLibrary(name: "CSpeechd", pkgConfig: "speech-dispatcher", providers: [.apt(["libspeechd-dev"])]),
        .target(name: "CEarshotAudio", linkerSettings: [.linkedLibrary("asound")]),
        .target(name: "EarshotVoices", path: "voices", exclude: ["README.md"], resources: [.copy("profiles"), .copy("variants")]),
        .target(
            name: "EarshotSpeech",
            dependencies: [
                "EarshotCore", "CEspeakNG", "CPCAudio", "CEarshotAudio", "CSpeechd", "EarshotVoices", "EarshotAccounts",
            ]
        ),
        .testTarget(
            name: "EarshotSpeechTests",
            dependencies: [
                "EarshotCore", "EarshotStore", "EarshotSpeech", "EarshotTesting", "EarshotPlugins", "EarshotApp",
                "EarshotConsole", "CSpeechd",
            ]
        ),
        .target(
            name: "EarshotTesting",
            dependencies: ["EarshotCore", "EarshotConsole", "EarshotStore", "EarshotApp", "EarshotImport", "EarshotTransfer"]),
        .testTarget(name: "EarshotMessagesTests", dependencies: ["EarshotCore", "EarshotMessages"]),
        .testTarget(
            name: "EarshotCoreTests", dependencies: ["EarshotCore", "EarshotApp", "EarshotTesting", "EarshotPlugins"] + plugins("Classic")),
        .testTarget(name: "EarshotStoreTests", dependencies: ["EarshotCore", "EarshotStore", "EarshotTesting", "EarshotPacks"]),
        .testTarget(
            name: "EarshotConsoleTests",
            dependencies: [
                "EarshotConsole", "EarshotCore", "EarshotStore", "EarshotApp", "EarshotTesting", "EarshotPlugins",
            ] + plugins("Classic")
        ),
        .testTarget(
            name: "EarshotEngineTests",
            dependencies: [
                "EarshotApp", "EarshotCore", "EarshotPlugins", "EarshotStore", "EarshotTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "EarshotEndToEndTests",
            dependencies: ["EarshotTesting", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "PluginTests",
            dependencies: ["EarshotCore", "EarshotStore", "EarshotConsole", "EarshotApp", "EarshotPlugins", "EarshotTesting"]
                + pluginTargets.map { .target(name: $0) }
        ),
        .testTarget(
            name: "CommunityTests",
            dependencies: [
                "EarshotAccounts", "EarshotApp", "EarshotCore", "EarshotStore", "EarshotTesting", "EarshotPlugins",
                "EarshotConsole",
                .product(name: "GRDB", package: "GRDB.swift"),
            ] + plugins("Weekly"),
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PluginHostTests",
            dependencies: [
                "EarshotPluginHost", "EarshotCore", "EarshotStore", "EarshotApp", "EarshotTesting", "EarshotPlugins", "EarshotPostgres",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "EarshotImportTests",
            dependencies: [
                "EarshotCore", "EarshotStore", "EarshotImport", "EarshotApp", "EarshotTesting", "EarshotPlugins", "EarshotPacks",
                "EarshotTransfer",
            ]
        ),
        // The club server (issue 14). The wire protocol is plain Codable values; NIO stays in the
        // server, the remote client and the PostgreSQL store.
        .target(name: "EarshotWire", dependencies: ["EarshotCore"]),
        .target(
            name: "EarshotServer",
            dependencies: [
                "EarshotWire", "EarshotApp", "EarshotConsole", "EarshotCore", "EarshotStore", "EarshotPostgres", "EarshotPlugins",
                "EarshotAccounts", "EarshotMessages", "EarshotSpeech",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The club's web page (docs/web.md): served as it is, nothing built or fetched.
            resources: [.copy("WebRoot")]
        ),
        .target(
            name: "EarshotRemote",
            dependencies: [
                "EarshotWire", "EarshotConsole", "EarshotCore",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),
        .target(
            name: "EarshotPostgres",
            dependencies: ["EarshotCore", "EarshotAccounts", .product(name: "PostgresNIO", package: "postgres-nio")]
        ),
        .testTarget(
            name: "EarshotServerTests",
            dependencies: [
                "EarshotSpeech",
                "EarshotServer", "EarshotRemote", "EarshotWire", "EarshotPostgres", "EarshotStore", "EarshotApp", "EarshotAccounts",
                "EarshotConsole", "EarshotCore", "EarshotTesting", "EarshotPlugins", "EarshotPacks",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HTTPTypes", package: "swift-http-types"), "EarshotMessages",
            ] + plugins("Review", "GuessWho")
        ),
    ]
        + pluginTargets.map {
            .target(
                name: $0, dependencies: ["EarshotCore"], path: "plugins/\($0)",
                resources: (pluginLanguages.map { "\($0).lproj" } + (pluginResources[$0] ?? [])).map { .copy($0) })
        }
)
