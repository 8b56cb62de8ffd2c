import XCTest
@testable import RxScript
import RxFuzz

/// The generator cannot silently miss a construct: what it writes is parsed by the real parser and every syntax
/// tree node kind, keyword, operator symbol and written form must turn up; every registered stream operator and
/// creator must be called. A construct added to the parser fails here until the generator has a production for it.
final class GeneratorCoverageTests: XCTestCase {
    private static let catalog = BuiltinCatalog()
    /// The features of 1,500 generated programs, shared by the coverage tests.
    private static let features: [SyntaxFeatures] = {
        (0..<1500).map { index in
            var generator = ProgramGenerator(catalog: catalog, random: FuzzRandom(seed: 7, index: index))
            return SyntaxFeatures(of: generator.program())
        }
    }()

    private func generatedPrograms(_ count: Int, seed: UInt64 = 7) -> [String] {
        (0..<count).map { index in
            var generator = ProgramGenerator(catalog: Self.catalog, random: FuzzRandom(seed: seed, index: index))
            return generator.program()
        }
    }

    func testGeneratedProgramsUseEveryConstructTheParserKnows() {
        let seen = Self.features.reduce(into: Set<String>()) { $0.formUnion($1.seen) }
        var universe = SyntaxFeatures.universe.union(Symbol.allCases.map { "symbol." + $0.rawValue })
        // Placeholders the parser never builds (it reports the error and skips the statement instead).
        universe.subtract(["expr.error", "stmt.error"])
        XCTAssertEqual(universe.subtracting(seen).sorted(), [], "constructs the generator never wrote")
        XCTAssertGreaterThan(universe.count, 150)
    }

    func testGeneratedProgramsCallEveryRegisteredCreatorAndOperator() {
        let called = Self.features.reduce(into: Set<String>()) { $0.formUnion($1.calledNames) }
        let registered = Set(
            Self.catalog.creators.map(\.name) + Self.catalog.operators.filter { !$0.isProperty }.map(\.name))
        XCTAssertGreaterThan(registered.count, 50, "the catalog reads the registry")
        XCTAssertEqual(registered.subtracting(called).sorted(), [], "built-ins the generator never called")
    }

    func testMostGeneratedProgramsGetPastTheParser() {
        let programs = generatedPrograms(300)
        let parsed = programs.filter { Parser.parse(SourceFile(name: "g.rx", text: $0)).diagnostics.isEmpty }
        XCTAssertGreaterThan(parsed.count, programs.count / 2, "generated programs should mostly be well formed")
    }

    func testAnInputIsMadeAgainFromItsSeedAndIndex() {
        let seeds = [
            SeedCorpus.Seed(name: "a", bytes: Array("just(1).subscribe()".utf8)),
            SeedCorpus.Seed(name: "b", bytes: Array("let x = [1, 2]\nx.count".utf8)),
        ]
        let first = FuzzInputs(seed: 11, seeds: seeds, catalog: Self.catalog)
        let second = FuzzInputs(seed: 11, seeds: seeds, catalog: Self.catalog)
        for index in 0..<200 {
            XCTAssertEqual(first.input(at: index).bytes, second.input(at: index).bytes, "input \(index)")
        }
        XCTAssertEqual(first.input(at: 0).bytes, seeds[0].bytes, "the seeds come first, as they are")
        let distinct = Set((2..<200).map { first.input(at: $0).bytes })
        XCTAssertGreaterThan(distinct.count, 150, "inputs differ from one another")
        XCTAssertNotEqual(
            FuzzInputs(seed: 12, seeds: seeds, catalog: Self.catalog).input(at: 50).bytes,
            first.input(at: 50).bytes, "another seed, other inputs")
    }

    func testTheCatalogComesFromTheRegistryAndTheDocumentation() {
        let catalog = Self.catalog
        XCTAssertTrue(catalog.creators.contains { $0.name == "just" })
        XCTAssertTrue(catalog.operators.contains { $0.name == "throttle" && $0.labels.contains("latest") })
        XCTAssertTrue(
            catalog.constructors.contains { $0.type == "BehaviorSubject" && $0.initializer.labels == ["value"] })
        XCTAssertFalse(catalog.schedulers.isEmpty)
        XCTAssertGreaterThan(catalog.examples.count, 100)
    }
}
