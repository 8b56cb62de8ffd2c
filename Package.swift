// swift-tools-version:6.0
import PackageDescription

/// Debug builds count live Rx resources (like RxSwift's TRACE_RESOURCES) so tests can prove disposal;
/// release builds compile the counter out.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

/// The executable's own module parses arguments and wires commands together once per run; nothing in it runs per
/// event (the trace writers, the interpreter and recordings live in optimised modules), so release builds compile it
/// without optimisation: 22 s less on a newcomer's first build, no measurable cost to a run.
let executableOptimisation: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
    name: "rxrepl",
    products: [
        .executable(name: "rxrepl", targets: ["rxrepl"]),
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxMarbles", targets: ["RxMarbles"]),
        .library(name: "RxTrace", targets: ["RxTrace"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxScript", targets: ["RxScript"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "RxCore", swiftSettings: traceResources),
        .target(name: "RxTest", dependencies: ["RxCore"], swiftSettings: traceResources),
        // Terminal columns of text, one rule for everything rxrepl draws (marbles, diagnostics, tables).
        .target(name: "TextWidth"),
        .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
        // The one table of text styles (ANSI SGR codes) that trace lines, diagnostics and the REPL write when told to.
        .target(name: "TextStyles"),
        // Marble diagrams: reading them, and drawing lanes as text, SVG and HTML. RxTest only for `Recorded`.
        .target(name: "RxMarbles", dependencies: ["RxCore", "RxTest", "TextWidth"], swiftSettings: traceResources),
        .testTarget(
            name: "RxMarblesTests", dependencies: ["RxMarbles", "RxCore", "RxTest"], swiftSettings: traceResources),
        .target(name: "RxTrace", dependencies: ["RxCore", "TextStyles"], swiftSettings: traceResources),
        // The projector page: an HTTP server on 127.0.0.1 that serves a page of live marble lanes and pushes the
        // session's records to it (a recording's JSON lines, written to the feed as to a file). It knows RxTrace's
        // output and the records' JSON, not the language or the terminal.
        .target(
            name: "RxPresent", dependencies: ["RxTrace"],
            resources: [
                .embedInCode("Page/present.html"), .embedInCode("Page/present.js"),
                .embedInCode("Page/present.css"),
            ]),
        // Headless Chromium over the DevTools protocol, for tests of pages in a real browser.
        .target(name: "BrowserHarness", path: "Tests/BrowserHarness"),
        .testTarget(name: "RxPresentTests", dependencies: ["RxPresent", "BrowserHarness"]),
        // RxCocoa's binding layer over virtual controls: Binder, ControlProperty/ControlEvent, Driver/Signal, the
        // controls, and the binding-pitfall detectors. It knows nothing of the language.
        .target(name: "RxCocoa", dependencies: ["RxCore", "RxTrace"], swiftSettings: traceResources),
        .testTarget(
            name: "RxCocoaTests", dependencies: ["RxCocoa", "RxCore", "RxTrace"], swiftSettings: traceResources),
        .target(
            name: "RxConformance", dependencies: ["RxTest", "RxMarbles", "RxScript"], swiftSettings: traceResources),
        .testTarget(name: "RxConformanceTests", dependencies: ["RxConformance"], swiftSettings: traceResources),
        .testTarget(
            name: "RxTraceTests", dependencies: ["RxTrace", "RxCore", "RxTest"], swiftSettings: traceResources),
        // RxTest is part of the language, not test support: scripts use RxTest's vocabulary (TestScheduler,
        // createColdObservable, expect), and cold/hot/expect/marbles() are built on RxMarbles' parser and lanes.
        .target(
            name: "RxScript",
            dependencies: ["RxCore", "RxTest", "RxMarbles", "TextWidth", "RxTrace", "RxCocoa", "TextStyles"],
            swiftSettings: traceResources),
        .testTarget(
            name: "RxScriptTests", dependencies: ["RxScript", "RxCore", "RxTest"], exclude: ["Fixtures"],
            swiftSettings: traceResources),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest"], swiftSettings: traceResources),
        // libedit (Debian: libedit-dev) behind fixed-arity wrappers, since Swift cannot call variadic C functions.
        .systemLibrary(
            name: "CEditline", path: "Sources/CEditline", pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        .target(name: "LineEditor", dependencies: ["CEditline"]),
        // The small program LineEditorTests drive on a pseudo-terminal (it lives with the tests; nothing ships it).
        .executableTarget(
            name: "line-editor-test-driver", dependencies: ["LineEditor"], path: "Tests/LineEditorTestDriver"),
        .target(name: "PTYHarness", path: "Tests/PTYHarness"),
        // Session recordings: the JSON-lines format, writing a session's records as they happen, reading them back,
        // and replaying them on a terminal or the projector page. Its own module so that it is optimised while the
        // executable's module, which runs once per command, builds at -Onone (a newcomer's first build).
        .target(name: "RxRecording", dependencies: ["RxTrace", "RxCocoa"]),
        // Links RxConformance for `rxrepl conformance`, which replays RxSwift's recorded cases for users too.
        .executableTarget(
            name: "rxrepl",
            dependencies: [
                "RxScript", "RxMarbles", "TextWidth", "RxTrace", "RxCocoa", "RxConformance", "LineEditor", "TextStyles",
                "RxPresent", "RxRecording",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: traceResources + executableOptimisation),
        // The fuzzer: inputs from a grammar over the parser's constructs and the registry's signatures, and mutations
        // of the samples and fixtures (RxFuzz); `rxrepl-fuzz` feeds them to the real binary's hidden `fuzz-batch`
        // mode and keeps what crashes or hangs. `scripts/fuzz` runs it.
        .target(name: "RxFuzz", dependencies: ["RxScript"]),
        .executableTarget(
            name: "rxrepl-fuzz",
            dependencies: ["RxFuzz", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The coverage-guided fuzz target: each input through the language in process (`InProcessRun`). Built by
        // `scripts/fuzz --coverage` with libFuzzer and AddressSanitizer (`-D LIBFUZZER`); a plain build replays files.
        .executableTarget(name: "rxrepl-coverage-fuzz", dependencies: ["RxFuzz"]),
        .testTarget(name: "RxFuzzTests", dependencies: ["RxFuzz", "RxScript"]),
        // Runs every sample through the built rxrepl; depends on it so `swift test` builds it first.
        .testTarget(name: "SampleGoldenTests", dependencies: ["PTYHarness", "rxrepl"]),
        // Depends on the driver so that `swift test` builds the binary its pseudo-terminal tests run.
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "PTYHarness", "line-editor-test-driver"]),
        // Depends on the executable so that `swift test` builds the rxrepl binary its pseudo-terminal tests drive.
        .testTarget(
            name: "RxreplTests", dependencies: ["PTYHarness", "BrowserHarness", "rxrepl", "RxRecording"],
            exclude: ["Exports"]),
    ],
    swiftLanguageModes: [.v5]
)
