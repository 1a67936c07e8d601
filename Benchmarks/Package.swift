// swift-tools-version: 6.0
// Release-mode benchmarks, kept out of the main package (CI builds them in debug mode only):
//   cd Benchmarks && swift build -c release && .build/release/applife-bench
//   scripts/bench     the quality bars, each with its anchor
// (not `swift run`: the child would inherit SwiftPM's peak RSS)
import PackageDescription

let package = Package(
    name: "applife-benchmarks",
    dependencies: [.package(name: "applife", path: "..")],
    targets: [
        .executableTarget(
            name: "applife-bench",
            dependencies: [
                .product(name: "LuaHost", package: "applife"),
                .product(name: "Lifecycle", package: "applife"),
                .product(name: "AppLifeCLI", package: "applife"),
                .product(name: "TracePictures", package: "applife"),
            ]
        ),
        // The start-up anchor: a Swift hello world importing Foundation.
        .executableTarget(name: "hello-foundation"),
    ]
)
