import Foundation
import RxScript
import XCTest

/// Each documented name is bound in its entry's family: the family folder that registers it
/// (`Sources/RxScript/Library/<Family>/`) holds its doc page too, so an operator's binding, entry and tests sit
/// under one family name.
extension DocCoverageTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A global, or a member of a stream type, is registered by its entry's family; the traits folder may also
    /// re-expose it on Single, Maybe, Completable, Infallible, Driver and Signal.
    func testEveryNamedEntryIsBoundInItsFamily() {
        XCTAssertGreaterThan(registry.bindingFamilies.count, 500, "a registry recording families knows every name's")
        XCTAssertEqual(Session(output: { _ in }).registry.bindingFamilies, [:], "a session's own records none")
        var families: [String: Set<DocFamily>] = [:]
        for (key, family) in registry.bindingFamilies {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 1 || DocCatalog.operatorTables.contains(parts[0]) else { continue }
            families[parts.last!, default: []].insert(family)
        }
        var misplaced: [String] = []
        for (name, bound) in families.sorted(by: { $0.key < $1.key }) {
            guard let entry = DocCatalog.entry(named: name) else { continue }
            if !bound.contains(entry.family) || !bound.subtracting([entry.family, .traits]).isEmpty {
                let folders = bound.map(\.folderName).sorted().joined(separator: ", ")
                misplaced.append("\(name): entry in \(entry.family.folderName), bound in \(folders)")
            }
        }
        XCTAssertEqual(misplaced, [], "move the binding to the folder of its entry's family, or the entry to its")
    }

    /// A member of another type is registered by the family of the entry that lists it (or of its own entry: an
    /// implicit `.zip` is bound with `zip`).
    func testEveryListedMemberIsBoundInItsEntrysFamily() {
        var misplaced: [String] = []
        for (key, family) in registry.bindingFamilies.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, !DocCatalog.operatorTables.contains(parts[0]) else { continue }
            let listing = DocCatalog.entries(documentingTable: parts[0]).filter { $0.member(named: parts[1]) != nil }
            let own = DocCatalog.entry(named: parts[1]).map { [$0] } ?? []
            if !(listing + own).contains(where: { $0.family == family }) {
                let homes = listing.map(\.family.folderName).joined(separator: ", ")
                misplaced.append("\(key): bound in \(family.folderName), listed in \(homes)")
            }
        }
        XCTAssertEqual(misplaced, [])
    }

    /// `Builtins.register` records the family of each call, and the function it calls lives in that family's
    /// folder, with the family's doc page.
    func testEachRegistrationCallIsInItsFamilysFolder() throws {
        let library = Self.root.appendingPathComponent("Sources/RxScript/Library")
        let builtins = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/RxScript/Builtins/Builtins.swift"), encoding: .utf8)
        var definedIn: [String: String] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: library.path) {
            let files = try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent(folder).path)
            for file in files where file.hasSuffix(".swift") {
                let text = try String(
                    contentsOf: library.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: #/static func (register\w+)\(/#) { definedIn[String(match.1)] = folder }
            }
        }
        var calls = 0
        for block in builtins.matches(of: #/registry\.registering\(\.(\w+)\) \{([^}]*)\}/#) {
            let family = try XCTUnwrap(DocFamily(rawValue: String(block.1)))
            for call in block.2.matches(of: #/(register\w+)\(/#) {
                calls += 1
                XCTAssertEqual(definedIn[String(call.1)], family.folderName, "\(call.1) is registered as \(family)")
            }
        }
        XCTAssertGreaterThan(calls, 30)
        for family in DocFamily.allCases where family != .commands {
            let page = library.appendingPathComponent(family.folderName)
                .appendingPathComponent("\(family.folderName)+Docs.swift")
            XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "\(family): \(page.path)")
        }
    }
}

extension DocFamily {
    /// The folder under `Sources/RxScript/Library` (and the tests' `Library`) that holds the family.
    var folderName: String { self == .uikit ? "UIKit" : rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
