import Foundation
import XCTest

/// Keeps the documents and the code's references to them pointing at things a fresh clone has.
///
/// - Every repository path that `ARCHITECTURE.md`, the README files and `docs/` link to or quote exists.
/// - Every citation of a design note in the sources, tests and tools names its file and an existing heading:
///   `docs/rxswift-semantics.md §8` needs a heading `8.` there, `docs/libedit-notes.md P12` a heading `P12.`.
///   A bare `§N` or `PN` outside `docs/` fails, since a reader could not tell where it points.
/// - Nothing cites the planning notes that live outside the repository.
final class DocReferenceTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let documents = [
        "ARCHITECTURE.md", "README.md", "samples/README.md",
        "Tests/RxScriptTests/Fixtures/README.md",
    ]
    /// Where code and tools live; every text file under these is scanned for citations.
    private static let codeFolders = ["Sources", "Tests", "scripts", "Benchmarks", "man", "samples"]
    private static let pathPrefixes = [
        "Sources/", "Tests/", "scripts/", "Scripts/", "samples/", "docs/", "man/",
        "Benchmarks/", ".ci/",
    ]
    private static let rootFiles = ["Package.swift", "README.md", "ARCHITECTURE.md"]

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path)
    }

    private func docsFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Text files under the code folders and at the root, relative to the root (data and build output excluded).
    private func codeFiles() -> [String] {
        var files = Self.rootFiles
        let extensions: Set<String> = ["swift", "h", "modulemap", "md", "py", "sh", "rx", "in", ""]
        for folder in Self.codeFolders {
            let base = Self.root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                // Hidden folders hold other people's code: build output (.build, .build-tsan…), the benchmarks' peers
                // (.venv-rxpy, .rxjs).
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                // The fuzzer's kept inputs are data, byte for byte as they failed (a `p12` there cites nothing).
                if (folder + "/" + relative).hasPrefix("Tests/Fixtures/fuzz/") { continue }
                let url = base.appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    extensions.contains(url.pathExtension)
                else { continue }
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }

    private func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    // MARK: - Paths in the documents

    func testEveryPathTheDocumentsNameExists() throws {
        for document in Self.documents + (try docsFiles()) {
            let text = try read(document)
            var paths = matches(#"\]\(([^)#\s]+)\)"#, in: text).map { $0[1] }.filter { !$0.contains("://") }
            paths += matches(#"`([^`\s]+)`"#, in: text).map { $0[1] }.filter { span in
                (Self.pathPrefixes.contains { span.hasPrefix($0) } || Self.rootFiles.contains(span))
                    && !span.contains("<") && !span.contains("NN") && !span.contains("*") && !span.contains("…")
            }
            for path in Set(paths) {
                let cleaned = path.hasSuffix("/") ? String(path.dropLast()) : path
                XCTAssertTrue(exists(cleaned), "\(document) names \(path), which does not exist")
            }
        }
    }

    // MARK: - Citations of the design notes

    /// The numbers a note's headings carry: sections (`7.`) and pitfalls (`P` and a number).
    private func headings(of document: String) throws -> Set<String> {
        Set(matches(#"^#{1,6}\s+(P?\d+)\.\s"#, in: try read(document)).map { $0[1] })
    }

    func testEveryCitationOfANoteNamesItsFileAndAnExistingHeading() throws {
        var headingsByDocument: [String: Set<String>] = [:]
        for document in try docsFiles() { headingsByDocument[document] = try headings(of: document) }
        var checked = 0
        for file in codeFiles() + (try docsFiles()) {
            guard let text = try? read(file) else { continue }
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let tokens = matches(#"(docs/[A-Za-z0-9_-]+\.md)|§(\d+)|\b(P\d{1,2})\b"#, in: line)
                var cited: String? = file.hasPrefix("docs/") ? file : nil
                for token in tokens {
                    if !token[1].isEmpty {
                        cited = token[1]
                        XCTAssertNotNil(
                            headingsByDocument[token[1]],
                            "\(file):\(number + 1) cites \(token[1]), which does not exist")
                        continue
                    }
                    let heading = token[2].isEmpty ? token[3] : token[2]
                    let shown = token[2].isEmpty ? heading : "§" + heading
                    guard let document = cited else {
                        XCTFail(
                            "\(file):\(number + 1) cites \(shown) without naming the note: write 'docs/<note>.md \(shown)'"
                        )
                        continue
                    }
                    checked += 1
                    XCTAssertTrue(
                        headingsByDocument[document]?.contains(heading) ?? false,
                        "\(file):\(number + 1) cites \(document) \(shown), which has no heading '\(heading).'")
                }
            }
        }
        XCTAssertGreaterThan(checked, 15, "the LineEditor and the tests cite the notes; did the scan find them?")
    }

    func testNothingCitesNotesOutsideTheRepository() throws {
        // Assembled so that this file does not match itself.
        let parent = #"\.\."#
        let outside =
            parent + "/shared|" + "shared" + "/design|" + parent + "/conformance"
            + #"|\b(libedit|overview|style|anchors)\.md"#
        for file in codeFiles() + (try docsFiles()) {
            guard let text = try? read(file) else { continue }
            for hit in matches(outside, in: text) {
                XCTFail("\(file) refers to '\(hit[0])', which a fresh clone does not have; point it at docs/")
            }
        }
    }
}
