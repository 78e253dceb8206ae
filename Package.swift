// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Choreo",
    products: [
        .library(name: "Choreo", targets: ["Choreo"]),
        .executable(name: "choreo", targets: ["ChoreoCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The diagnostics channel every module reports repaired bad input through (internal).
        .target(name: "ChoreoSupport"),
        // Pure Sendable value code: the flexbox engine and Texture's specs on top of it.
        .target(name: "ChoreoLayout", dependencies: ["ChoreoSupport"]),
        // Pure Sendable value code: curves, springs, keyframes, tracks, clocks.
        .target(name: "ChoreoMotion", dependencies: ["ChoreoSupport"]),
        // Render trees, SVG and the HTML player (its style sheet and scripts are resources).
        .target(name: "ChoreoRender", dependencies: ["ChoreoMotion", "ChoreoSupport"], resources: [.copy("HTML/Player")]),
        // FreeType, which only the exporter uses, to read glyph outlines (Debian: libfreetype-dev).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        // Exports recordings as Lottie animations and, through the system's ffmpeg, as video.
        .target(name: "ChoreoExport", dependencies: ["CFreeType", "ChoreoMotion", "ChoreoRender"]),
        // Nodes, stage, transitions, pin; re-exports every module.
        .target(name: "Choreo", dependencies: ["ChoreoLayout", "ChoreoMotion", "ChoreoRender", "ChoreoExport", "ChoreoSupport"]),
        .executableTarget(name: "ChoreoCLI", dependencies: [
            "Choreo",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "ChoreoLayoutTests", dependencies: ["ChoreoLayout", "ChoreoSupport", "ChoreoTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ChoreoMotionTests", dependencies: ["ChoreoMotion", "ChoreoSupport"]),
        .testTarget(name: "ChoreoRenderTests", dependencies: ["ChoreoRender", "ChoreoTestSupport"]),
        .testTarget(name: "ChoreoExportTests", dependencies: ["ChoreoExport"]),
        .testTarget(name: "ChoreoTests", dependencies: ["Choreo", "ChoreoSupport", "ChoreoTestSupport"]),
        .testTarget(name: "ChoreoCLITests", dependencies: ["ChoreoCLI", "PlayerFixture", "ChoreoTestSupport"]),
        // Helpers shared by the test targets (XML parsing for the SVG and HTML checks).
        .target(name: "ChoreoTestSupport", path: "Tests/ChoreoTestSupport"),
        // Fuzzing: bytes decoded into spec trees and node-layer operations, with invariant
        // checks. The test target replays Fuzz/corpus through it; Fuzz/*Fuzzer are libFuzzer
        // entry points (Scripts/fuzz.sh), plain replay tools in a normal build.
        .target(name: "ChoreoFuzzing", dependencies: ["Choreo"]),
        .testTarget(name: "ChoreoFuzzingTests", dependencies: ["ChoreoFuzzing", "ChoreoSupport", "ChoreoTestSupport"]),
        .executableTarget(name: "LayoutFuzzer", dependencies: ["ChoreoFuzzing"], path: "Fuzz/LayoutFuzzer"),
        .executableTarget(name: "StageFuzzer", dependencies: ["ChoreoFuzzing"], path: "Fuzz/StageFuzzer"),
        // Writes the every-feature recording the browser and Lottie checks read (CI only).
        .executableTarget(name: "PlayerFixture", dependencies: ["Choreo"], path: "Tools/PlayerFixture"),
    ],
    swiftLanguageModes: [.v6]
)
