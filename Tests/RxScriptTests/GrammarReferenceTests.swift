import Foundation
import RxScript
import XCTest

/// Keeps `docs/grammar.md` honest against the front end's sources, read at test time.
///
/// Each rule there names the method that implements it as `File.swift: Type.method`. Every such method must exist
/// in that file, and every `parse…` method of `Sources/RxScript/Parser` and `lex…` method of the lexer must be named
/// by some rule: a new construct without a rule fails here. Every keyword and every symbol the lexer knows must
/// appear in the grammar too.
final class GrammarReferenceTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let sourceFolders = ["Sources/RxScript/Parser", "Sources/RxScript/Lexer"]

    private struct Citation: Hashable {
        let file: String
        let type: String
        let method: String
    }

    private func grammar() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("docs/grammar.md"), encoding: .utf8)
    }

    /// The `File.swift: Type.method` references in the grammar.
    private func citations(in text: String) -> Set<Citation> {
        let pattern = try! NSRegularExpression(pattern: #"([A-Za-z+]+\.swift): ([A-Za-z]+)\.([A-Za-z]+)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(
            matches.map { match in
                let part = { (index: Int) in String(text[Range(match.range(at: index), in: text)!]) }
                return Citation(file: part(1), type: part(2), method: part(3))
            })
    }

    /// The front end's source files by name.
    private func sourceFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for folder in Self.sourceFolders {
            let directory = Self.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where name.hasSuffix(".swift") {
                files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
        }
        return files
    }

    /// Names of the functions declared in `source` whose names start with `prefix`.
    private func functions(in source: String, prefix: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"\bfunc\s+(\#(prefix)[A-Za-z0-9_]*)\s*[(<]"#)
        let matches = pattern.matches(in: source, range: NSRange(source.startIndex..., in: source))
        return Set(matches.map { String(source[Range($0.range(at: 1), in: source)!]) })
    }

    func testEveryCitedMethodExistsInTheCitedFile() throws {
        let files = try sourceFiles()
        let cited = citations(in: try grammar())
        XCTAssertGreaterThan(cited.count, 40, "docs/grammar.md should cite the parser's methods")
        for citation in cited.sorted(by: { "\($0)" < "\($1)" }) {
            guard let source = files[citation.file] else {
                XCTFail("docs/grammar.md cites \(citation.file), which is not in \(Self.sourceFolders)")
                continue
            }
            XCTAssertFalse(
                functions(in: source, prefix: citation.method).filter { $0 == citation.method }.isEmpty,
                "docs/grammar.md cites \(citation.type).\(citation.method) in \(citation.file), "
                    + "which has no 'func \(citation.method)'")
            let declaresType =
                source.contains("struct \(citation.type)") || source.contains("enum \(citation.type)")
                || source.contains("extension \(citation.type)")
            XCTAssertTrue(declaresType, "\(citation.file) does not declare or extend \(citation.type)")
        }
    }

    func testEveryParseAndLexMethodIsNamedByARule() throws {
        let cited = citations(in: try grammar())
        for (name, source) in try sourceFiles() {
            let prefix = name.hasPrefix("Parser") ? "parse" : "lex"
            for method in functions(in: source, prefix: prefix) {
                XCTAssertTrue(
                    cited.contains { $0.file == name && $0.method == method },
                    "\(name) has 'func \(method)' but no rule in docs/grammar.md names it: add the "
                        + "construct's EBNF rule with '(* \(name): \(name.hasPrefix("Parser") ? "Parser" : "Lexer").\(method) *)'"
                )
            }
        }
    }

    func testEveryKeywordAndSymbolAppearsInTheGrammar() throws {
        let text = try grammar()
        for keyword in Keyword.allCases {
            XCTAssertTrue(
                text.contains("\"\(keyword.rawValue)\""),
                "keyword '\(keyword.rawValue)' is missing from docs/grammar.md")
        }
        let symbols = Symbol.allCases.map(\.rawValue)
        XCTAssertGreaterThan(symbols.count, 40)
        for symbol in symbols {
            XCTAssertTrue(text.contains("\"\(symbol)\""), "symbol '\(symbol)' is missing from docs/grammar.md")
        }
    }
}
