// swift-tools-version:6.0
import PackageDescription

/// RxCore against OpenCombine on the same pipelines, in one run. Kept out of the main package so `swift test`
/// never builds it. Run: `swift run -c release --package-path Benchmarks rxbench`.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "rxrepl", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "rxbench",
            dependencies: [
                .product(name: "RxCore", package: "rxrepl"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .executableTarget(
            name: "scriptbench",
            dependencies: [
                .product(name: "RxCore", package: "rxrepl"),
                .product(name: "RxScript", package: "rxrepl"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
