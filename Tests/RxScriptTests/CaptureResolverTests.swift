import Foundation
import XCTest

@testable import RxScript

/// The resolver pass keys every function body as the compiler does, so no body falls back to boxing every `var`;
/// and it finds the names nested functions use (the fixtures in `Fixtures/closures` hold the behaviour).
final class CaptureResolverTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func compile(_ source: String, name: String) -> CompiledProgram? {
        let session = Session(output: { _ in })
        let file = SourceFile(name: name, text: source)
        let (statements, syntax) = Parser.parse(file)
        guard syntax.isEmpty else { return nil }
        return Compiler.compile(
            statements, file: file, registry: session.registry, globals: session.globals, keepsLastExpression: false
        ).0
    }

    func testEveryFunctionBodyOfTheSamplesAndFixturesIsResolved() throws {
        var files: [URL] = []
        for folder in ["samples", "Tests/RxScriptTests/Fixtures"] {
            let base = Self.root.appendingPathComponent(folder)
            let found =
                FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "rx" } ?? []
            files += found
        }
        XCTAssertGreaterThan(files.count, 40)
        var compiled = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard let program = compile(source, name: file.lastPathComponent) else { continue }
            compiled += 1
            XCTAssertEqual(program.unresolvedFunctionBodies, 0, file.lastPathComponent)
        }
        XCTAssertGreaterThan(compiled, 30)
    }

    func testNamesUsedByNestedFunctionsAreRecordedForEachEnclosingBody() {
        let file = SourceFile(
            name: "t.rx",
            text: """
                var a = 1
                func f(x: Int = b) {
                    var c = 0
                    let g = { [d] in c + e + "\\(h)" }
                }
                """)
        let (statements, _) = Parser.parse(file)
        let names = CaptureResolver.resolve(statements)
        XCTAssertEqual(names[CaptureResolver.topLevel], ["b", "c", "d", "e", "h"])
        let function = statements[1].range.start
        XCTAssertEqual(names[function], ["c", "e", "h"], "a capture list is read where the closure is made")
    }
}
