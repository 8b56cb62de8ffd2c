// swift-tools-version:6.0
import PackageDescription

/// Debug builds count live Rx resources (like RxSwift's TRACE_RESOURCES) so tests can prove disposal;
/// release builds compile the counter out.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

let package = Package(
    name: "rxrepl",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxScript", targets: ["RxScript"]),
    ],
    targets: [
        .target(name: "RxCore", swiftSettings: traceResources),
        .target(name: "RxTest", dependencies: ["RxCore"], swiftSettings: traceResources),
        .target(name: "RxScript", dependencies: ["RxCore", "RxTest"], swiftSettings: traceResources),
        .testTarget(name: "RxScriptTests", dependencies: ["RxScript", "RxCore", "RxTest"], exclude: ["Fixtures"],
                    swiftSettings: traceResources),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest"], swiftSettings: traceResources),
    ],
    swiftLanguageModes: [.v5]
)
