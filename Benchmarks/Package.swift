// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so `swift test` on Choreo stays fast.
// Run: `swift package --allow-writing-to-package-directory benchmark` in this folder.
let benchmarkNames = ["LayoutBenchmarks", "MotionBenchmarks", "TransitionBenchmarks", "StageBenchmarks",
                      "ScreenTransitionBenchmarks", "PinBenchmarks"]

let package = Package(
    name: "ChoreoBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Choreo", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: benchmarkNames.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "Choreo", package: "Choreo"),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkScenes",
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    } + [
        // The screens and spec trees the benchmarks and tools build.
        .target(name: "BenchmarkScenes", dependencies: [.product(name: "Choreo", package: "Choreo")],
                path: "Scenes"),
        // `swift run -c release NodeMemory`: the heap a laid-out, drawn node holds.
        .executableTarget(name: "NodeMemory",
                          dependencies: [.product(name: "Choreo", package: "Choreo"), "BenchmarkScenes", "MallocStats"],
                          path: "Tools/NodeMemory"),
        .target(name: "MallocStats", path: "Tools/MallocStats"),
        // `Scripts/count_instructions.sh`: instructions a layout or a frame the benchmarks time takes.
        .executableTarget(name: "Instructions",
                          dependencies: [.product(name: "Choreo", package: "Choreo"), "BenchmarkScenes"],
                          path: "Tools/Instructions"),
    ],
    swiftLanguageModes: [.v6]
)
