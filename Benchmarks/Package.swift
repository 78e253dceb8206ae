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
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
