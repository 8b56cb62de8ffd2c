import RxScript
import XCTest

/// The catalog documents every name the language registers, and names nothing that is not registered, at the
/// granularity `DocCatalog` states: an entry per global and per member of the stream types, the members of
/// every other type listed in their type's entry.
final class DocCoverageTests: XCTestCase {
    let registry = Session(output: { _ in }, recordingFamilies: true).registry

    func testEveryGlobalNameHasAnEntry() {
        let missing = registry.globalNames.filter { DocCatalog.entry(named: $0) == nil }
        XCTAssertEqual(missing, [], "globals with no entry (add one, or an alias, in Sources/RxScript/Docs)")
        XCTAssertGreaterThan(registry.globalNames.count, 100)
    }

    func testEveryMemberOfEveryRegisteredTypeIsDocumented() {
        var missing: [String] = []
        for table in registry.memberTables {
            let claiming = DocCatalog.entries(documentingTable: table.name)
            for member in table.ownMemberNames {
                let listed = claiming.contains { $0.member(named: member) != nil }
                let own =
                    DocCatalog.operatorTables.contains(table.name)
                    && DocCatalog.entry(named: member).map { $0.kind != .command } == true
                if !listed && !own { missing.append("\(table.name).\(member)") }
            }
        }
        XCTAssertEqual(
            missing, [],
            "members with no documentation: an entry of their own for stream operators, "
                + "else a line in the entry whose tables: name their type")
    }

    func testEveryEntryNamesSomethingRegistered() {
        let members = Set(registry.memberTables.flatMap(\.ownMemberNames))
        let globals = Set(registry.globalNames)
        let tables = Set(registry.memberTables.map(\.name))
        for entry in DocCatalog.entries where entry.kind != .command {
            let names = entry.kind == .language ? entry.aliases : entry.names
            for name in names {
                XCTAssertTrue(
                    globals.contains(name) || members.contains(name),
                    "\(entry.name): '\(name)' is neither a global nor a member of a registered type")
            }
            for table in entry.memberTables {
                XCTAssertTrue(tables.contains(table), "\(entry.name): no registered type is called \(table)")
            }
            let claimed = registry.memberTables.filter { entry.memberTables.contains($0.name) }
            for member in entry.members {
                XCTAssertTrue(
                    claimed.contains { $0.ownMemberNames.contains(member.name) },
                    "\(entry.name) lists '\(member.name)', which none of \(entry.memberTables) has")
            }
        }
    }

    func testNoNameOpensTwoEntries() {
        var owners: [String: String] = [:]
        for entry in DocCatalog.entries {
            for name in entry.names {
                XCTAssertNil(owners[name], "'\(name)' is in both \(owners[name] ?? "") and \(entry.name)")
                owners[name] = entry.name
            }
        }
    }

    func testEveryEntryHasItsParts() {
        for entry in DocCatalog.entries {
            XCTAssertFalse(entry.summary.isEmpty || entry.summary.contains("\n"), "\(entry.name): one-line summary")
            XCTAssertLessThanOrEqual(entry.summary.count, 80, "\(entry.name): a summary fits one line")
            XCTAssertFalse(entry.example.isEmpty, "\(entry.name): an example")
            if entry.kind != .command {
                XCTAssertFalse(entry.details.isEmpty, "\(entry.name): what it does")
            }
            if entry.kind == .creator || entry.kind == .operator {
                XCTAssertTrue(
                    entry.hasLanes,
                    "\(entry.name): an operator's example ends with .subscribe() so its "
                        + "lanes are drawn")
            }
        }
        XCTAssertEqual(
            Set(DocCatalog.entries.map(\.family)), Set(DocFamily.allCases).subtracting([.commands]),
            "every family has entries (the REPL's commands are rxrepl's own: ReplDocTests)")
    }

    func testSignaturesComeFromTheRegistry() {
        let signatures = DocSignatures(registry: registry)
        func of(_ name: String) -> [String] { signatures.signatures(of: DocCatalog.entry(named: name)!) }
        XCTAssertEqual(of("throttle"), [".throttle(_:latest:scheduler:)"])
        XCTAssertTrue(of("just").contains("just(_:scheduler:)"), "\(of("just"))")
        XCTAssertTrue(of("just").contains("Driver/Infallible/Maybe/Observable/Signal/Single.just(_:)"), "\(of("just"))")
        XCTAssertEqual(of("BehaviorRelay"), ["BehaviorRelay(value:)"])
        let load = DocEntry(":load", .command, synopsis: "FILE", summary: "", details: "", example: "")
        XCTAssertEqual(signatures.signatures(of: load), [":load FILE"], "a command's signature is its usage")
        let relay = DocCatalog.entry(named: "BehaviorRelay")!
        XCTAssertEqual(signatures.signatures(ofMember: "accept", in: relay), ["accept(_:)"])
        XCTAssertEqual(signatures.signatures(ofMember: "value", in: relay), ["value"])
    }

    func testCompletionSummariesFollowTheTypeThatRegistersTheMember() {
        let observable = registry.memberTables.first { $0.name == "Observable" && $0.ownMemberNames.contains("map") }!
        XCTAssertEqual(
            DocCatalog.summary(ofMember: "throttle", on: observable), DocCatalog.entry(named: "throttle")?.summary)
        XCTAssertEqual(
            DocCatalog.summary(ofMember: "accept", inTable: "Relay"),
            "pushes a value to every subscriber")
    }
}
