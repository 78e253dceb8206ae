// swift-tools-version: 6.0
import PackageDescription

// CHOREO_WITHOUT_PREVIEW=1 leaves out the live preview (`choreo serve`) and the server packages
// it needs: CI's sanitizer builds, which cover the rest, then build in a fraction of the time.
let withPreview = Context.environment["CHOREO_WITHOUT_PREVIEW"] == nil

let package = Package(
    name: "Choreo",
    products: [
        .library(name: "Choreo", targets: ["Choreo"]),
        .library(name: "ChoreoScene", targets: ["ChoreoScene"]),
        .executable(name: "choreo", targets: ["ChoreoCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ] + (withPreview ? [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ] : []),
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
        // The processor's prefetch hint, which Swift does not expose (the render walk's use).
        .target(name: "CPrefetch"),
        // Nodes, stage, transitions, pin; re-exports every module.
        .target(name: "Choreo", dependencies: ["ChoreoLayout", "ChoreoMotion", "ChoreoRender", "ChoreoExport", "ChoreoSupport",
                                               "CPrefetch"]),
        // Scene files: YAML (or JSON) read with located errors, built into nodes on a stage.
        .target(name: "ChoreoScene", dependencies: ["Choreo", .product(name: "Yams", package: "Yams")]),
        // The live preview server (Hummingbird, WebSocket); the page's script and style sheet are resources.
        .executableTarget(name: "ChoreoCLI", dependencies: [
            "Choreo",
            "ChoreoScene",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ] + (withPreview ? ["ChoreoPreview"] : [])),
        .testTarget(name: "ChoreoLayoutTests", dependencies: ["ChoreoLayout", "ChoreoSupport", "ChoreoTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ChoreoMotionTests", dependencies: ["ChoreoMotion", "ChoreoSupport"]),
        .testTarget(name: "ChoreoRenderTests", dependencies: ["ChoreoRender", "ChoreoTestSupport"]),
        .testTarget(name: "ChoreoExportTests", dependencies: ["ChoreoExport"]),
        .testTarget(name: "ChoreoTests", dependencies: ["Choreo", "ChoreoSupport", "ChoreoTestSupport"]),
        .testTarget(name: "ChoreoSceneTests", dependencies: ["ChoreoScene", "ChoreoSupport"]),
        .testTarget(name: "ChoreoCLITests", dependencies: ["ChoreoCLI", "PlayerFixture", "ChoreoTestSupport"]),
        // Helpers shared by the test targets (XML parsing for the SVG and HTML checks).
        .target(name: "ChoreoTestSupport", path: "Tests/ChoreoTestSupport"),
        // Fuzzing: bytes decoded into spec trees and node-layer operations, with invariant
        // checks. The test target replays Fuzz/corpus through it; Fuzz/*Fuzzer are libFuzzer
        // entry points (Scripts/fuzz.sh), plain replay tools in a normal build.
        .target(name: "ChoreoFuzzing", dependencies: ["Choreo", "ChoreoScene"]),
        .testTarget(name: "ChoreoFuzzingTests", dependencies: ["ChoreoFuzzing", "ChoreoSupport", "ChoreoTestSupport"]),
        .executableTarget(name: "LayoutFuzzer", dependencies: ["ChoreoFuzzing"], path: "Fuzz/LayoutFuzzer"),
        .executableTarget(name: "StageFuzzer", dependencies: ["ChoreoFuzzing"], path: "Fuzz/StageFuzzer"),
        .executableTarget(name: "SceneFuzzer", dependencies: ["ChoreoFuzzing"], path: "Fuzz/SceneFuzzer"),
        // Writes the every-feature recording the browser and Lottie checks read (CI only).
        .executableTarget(name: "PlayerFixture", dependencies: ["Choreo"], path: "Tools/PlayerFixture"),
    ],
    swiftLanguageModes: [.v6]
)

// The live preview: its server (Hummingbird, WebSocket; the page's script and style sheet are
// resources) and its tests.
if withPreview {
    package.targets += [
        .target(name: "ChoreoPreview", dependencies: [
            "ChoreoScene",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        ], resources: [.copy("Page")]),
        .testTarget(name: "ChoreoPreviewTests", dependencies: ["ChoreoPreview", "ChoreoScene"]),
    ]
}
