// swift-tools-version: 6.0
// Linux only: the sources use glibc (posix_spawn extensions, signals to threads) and Debian's
// system libraries; no Apple platform is declared.
import PackageDescription

let package = Package(
    name: "applife",
    products: [
        .executable(name: "applife", targets: ["applife"]),
        .executable(name: "applife-studio", targets: ["applife-studio"]),
        .executable(name: "applife-import", targets: ["applife-import"]),
        .library(name: "LuaHost", targets: ["LuaHost"]),
        .library(name: "Lifecycle", targets: ["Lifecycle"]),
        .library(name: "Exploration", targets: ["Exploration"]),
        .library(name: "ScriptBindings", targets: ["ScriptBindings"]),
        .library(name: "TracePictures", targets: ["TracePictures"]),
        .library(name: "AppLifeCLI", targets: ["AppLifeCLI"]),
    ],
    dependencies: [
        // Pinned to 1.8.x: Sources/applife uses `_superCommandName` (documented upstream for
        // dash-prefixed command groups) to let a leaf command parse alone; tests pin the words.
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // applife-import parses Swift with SwiftSyntax and SwiftParser only; applife links neither.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        // The system Lua 5.4 (Debian: liblua5.4-dev), found through pkg-config.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // libedit for the interactive REPL (Debian: libedit-dev), found through pkg-config.
        .systemLibrary(
            name: "CLineEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Macro wrappers, trampolines, allocator and hooks: the only C that raises Lua errors.
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // Safe Swift over the Lua C API. Knows nothing of life cycles.
        .target(name: "LuaHost", dependencies: ["CLuaShim"]),
        // The message catalog: every sentence for a person, in English and Simplified Chinese,
        // as a value (a key and its arguments) rendered in the reader's language. Depends on nothing.
        .target(name: "MessageCatalog"),
        // The pure-Swift, deterministic life-cycle engine. Imports no Lua.
        .target(name: "Lifecycle", dependencies: ["MessageCatalog"]),
        // Exploration of the engine: walks, breadth-first plans, shrinking, coverage, the
        // built-in invariants. Reads the engine through its public API only.
        .target(name: "Exploration", dependencies: ["Lifecycle", "MessageCatalog"]),
        // The Lua face of the engine: app{}, user.*, dispatch.*, scenarios, expectations.
        .target(name: "ScriptBindings", dependencies: ["LuaHost", "Lifecycle", "Exploration", "MessageCatalog"]),
        // Pictures of a trace (SVG timeline, Perfetto JSON, Mermaid coverage): pure functions of
        // the engine's trace records.
        .target(name: "TracePictures", dependencies: ["Lifecycle", "MessageCatalog"]),
        // posix_spawn and waitid for lab grade's children (glibc's chdir and closefrom actions).
        .target(name: "CSpawn"),
        // Commands (run, repl, lab) as plain functions the executable calls.
        .target(
            name: "AppLifeCLI",
            dependencies: [
                "LuaHost", "Lifecycle", "Exploration", "ScriptBindings", "TracePictures", "CLineEdit", "CSpawn",
                "MessageCatalog",
            ]),
        // Argument parsing only.
        .executableTarget(
            name: "applife",
            dependencies: [
                "AppLifeCLI", "MessageCatalog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The studio (applife studio): a live device in the browser, served with SwiftNIO. Its own
        // executable, started by `applife studio`, so applife itself links no server.
        .target(
            name: "Studio",
            dependencies: [
                "AppLifeCLI", "Lifecycle", "LuaHost", "MessageCatalog", "ScriptBindings", "TracePictures",
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "applife-studio",
            dependencies: [
                "Studio", "MessageCatalog", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // applife import: a Lua model of an app from its Swift sources, Info.plist and entitlements.
        // Pure translation (no Lua, no engine), so tests call it directly.
        .target(
            name: "ModelImport",
            dependencies: [
                "MessageCatalog",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Its own executable, started by `applife import`, so applife links no Swift parser.
        .executableTarget(name: "applife-import", dependencies: ["ModelImport", "MessageCatalog"]),
        // Test-only helpers: golden files, the repository's paths, the built executable.
        .target(name: "AppLifeTestSupport", path: "Tests/AppLifeTestSupport"),
        .testTarget(name: "LuaHostTests", dependencies: ["LuaHost"]),
        .testTarget(name: "MessageCatalogTests", dependencies: ["MessageCatalog"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "ExplorationTests", dependencies: ["Exploration", "Lifecycle"]),
        .testTarget(
            name: "ScriptBindingsTests", dependencies: ["ScriptBindings", "Exploration", "AppLifeTestSupport"]),
        .testTarget(
            name: "AppLifeCLITests", dependencies: ["AppLifeCLI", "TracePictures", "AppLifeTestSupport"],
            exclude: ["Golden", "Repl", "Scripts"]),
        .testTarget(name: "StudioTests", dependencies: ["Studio", "AppLifeTestSupport"]),
        .testTarget(
            name: "ModelImportTests",
            dependencies: [
                "ModelImport", "ScriptBindings", "Exploration", "Lifecycle", "LuaHost", "AppLifeTestSupport",
            ],
            exclude: ["Fixtures"]),
    ]
)
