// swift-tools-version:6.1
import PackageDescription

/// The in-process benchmark rows on package-benchmark (percentiles, malloc counts): RxCore against OpenCombine on
/// the same pipelines, and the interpreted pipeline against the same one on RxCore, in one run. Kept out of the
/// main package so `swift test` never builds it. `Benchmarks/run` runs these and the whole-process rows.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "rxrepl", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RxBenchmarks",
            dependencies: [
                .product(name: "RxCore", package: "rxrepl"),
                .product(name: "RxScript", package: "rxrepl"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkPeers",
            ],
            path: "Benchmarks/RxBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The peers' pieces that OpenCombine lacks, shared by the rows and rxprofile.
        .target(
            name: "BenchmarkPeers",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // One row once, for callgrind's instruction counts (which stay repeatable on a loaded machine).
        .executableTarget(
            name: "rxprofile",
            dependencies: [
                .product(name: "RxCore", package: "rxrepl"),
                .product(name: "RxScript", package: "rxrepl"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                "BenchmarkPeers",
            ]
        ),
        // The start-up peer: a bare Swift program that imports Foundation and prints one line.
        .executableTarget(name: "bare-foundation", path: "Sources/bare-foundation"),
        // The tracing rows' peer: a bare Swift program writing the same lines to a file.
        .executableTarget(name: "bare-trace", path: "Sources/bare-trace"),
    ],
    swiftLanguageModes: [.v5]
)
