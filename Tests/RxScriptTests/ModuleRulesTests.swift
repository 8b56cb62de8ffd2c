import Foundation
import XCTest

/// The module rules of `ARCHITECTURE.md`, checked on the sources: each module imports only the project modules
/// below it. The core knows nothing of the language or the terminal, and the language nothing of libedit.
final class ModuleRulesTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The project modules each module may import (as `ARCHITECTURE.md` draws them).
    private static let allowed: [String: Set<String>] = [
        "RxCore": [],
        "RxTest": ["RxCore"],
        "TextWidth": [],
        "TextStyles": [],
        "RxMarbles": ["RxCore", "RxTest", "TextWidth"],
        "RxTrace": ["RxCore", "TextStyles"],
        "RxCocoa": ["RxCore", "RxTrace", "TextStyles"],
        "RxScript": ["RxCore", "RxTest", "TextWidth", "RxMarbles", "RxTrace", "RxCocoa", "TextStyles"],
        "RxConformance": [
            "RxCore", "RxTest", "TextWidth", "RxMarbles", "RxTrace", "RxCocoa", "RxScript", "TextStyles",
        ],
        "RxPresent": ["RxTrace"],
        "RxRecording": ["RxCore", "RxTrace", "RxCocoa", "TextStyles"],
        "CEditline": [],
        "LineEditor": ["CEditline"],
        "line-editor-demo": ["LineEditor"],
        "rxrepl": [
            "RxCore", "RxTest", "TextWidth", "RxMarbles", "RxTrace", "RxCocoa", "RxScript", "RxConformance",
            "LineEditor", "TextStyles", "RxPresent", "RxRecording",
        ],
        "RxFuzz": ["RxCore", "RxTest", "TextWidth", "RxMarbles", "RxTrace", "RxCocoa", "RxScript", "TextStyles"],
        "rxrepl-fuzz": ["RxFuzz"],
        "rxrepl-coverage-fuzz": ["RxFuzz"],
    ]

    func testEveryModuleImportsOnlyTheModulesBelowIt() throws {
        let fileManager = FileManager.default
        let modules = try fileManager.contentsOfDirectory(atPath: Self.sources.path).sorted()
        let projectModules = Set(modules.map { $0.replacingOccurrences(of: "-", with: "_") })
        let importLine = try NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|func|protocol|typealias|var|let)\s+)?(\w+)"#,
            options: [.anchorsMatchLines])
        for module in modules {
            guard let allowed = Self.allowed[module] else {
                XCTFail(
                    "Sources/\(module) is a new module: add it to ARCHITECTURE.md's module table and to ModuleRulesTests"
                )
                continue
            }
            let base = Self.sources.appendingPathComponent(module)
            let files = (fileManager.enumerator(atPath: base.path)?.allObjects as? [String] ?? []).filter {
                $0.hasSuffix(".swift")
            }
            for file in files {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for match in importLine.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let imported = String(text[Range(match.range(at: 1), in: text)!])
                    guard projectModules.contains(imported) else { continue }  // Foundation, Glibc, ArgumentParser…
                    XCTAssertTrue(
                        allowed.contains(imported),
                        "Sources/\(module)/\(file) imports \(imported), which \(module) may not depend on "
                            + "(ARCHITECTURE.md, 'Modules and their rules')")
                }
            }
        }
    }
}
