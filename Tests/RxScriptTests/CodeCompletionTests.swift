import XCTest

@testable import RxScript

/// The completion engine's parts: reading the chain before a dot, and following it on live values.
final class CodeCompletionTests: XCTestCase {
    private func chain(_ text: String) -> ReceiverChain {
        var lexer = Lexer(file: SourceFile(name: "t", text: text))
        return ReceiverChain.read(lexer.tokenize().filter { !$0.isEOF })
    }

    func testTheChainBeforeADotIsReadBackwards() {
        XCTAssertEqual(chain("let y = vm.items"), ReceiverChain(base: .name("vm"), steps: [.member("items")]))
        XCTAssertEqual(
            chain("xs.map { $0 }.filter(f)"),
            ReceiverChain(base: .name("xs"), steps: [.member("map"), .call, .member("filter"), .call]))
        XCTAssertEqual(
            chain("xs.subscribe(onNext: f) { }"),
            ReceiverChain(base: .name("xs"), steps: [.member("subscribe"), .call]),
            "parentheses and a trailing closure are one call")
        XCTAssertEqual(
            chain("pairs[0].1"), ReceiverChain(base: .name("pairs"), steps: [.subscripted(0), .member("1")]))
        XCTAssertEqual(chain("user?.name"), ReceiverChain(base: .name("user"), steps: [.unwrapped, .member("name")]))
        XCTAssertEqual(
            chain("PublishSubject<[Int]>()"), ReceiverChain(base: .name("PublishSubject"), steps: [.call]))
        XCTAssertEqual(chain("f(x"), ReceiverChain(base: .name("x"), steps: []))
        XCTAssertEqual(chain("xs\n    .map { $0 }"), ReceiverChain(base: .name("xs"), steps: [.member("map"), .call]))
        XCTAssertEqual(chain("[1, 2]"), ReceiverChain(base: .arrayLiteral, steps: []))
        XCTAssertEqual(chain("\"abc\""), ReceiverChain(base: .literal(.string("abc")), steps: []))
        XCTAssertEqual(chain(".seconds(1)"), ReceiverChain(base: .unknown, steps: [.call]))
        XCTAssertEqual(chain("(a + b)"), ReceiverChain(base: .unknown, steps: []))
        XCTAssertEqual(chain("a)"), ReceiverChain(base: .unknown, steps: []), "an unbalanced bracket")
    }

    func testTheEnclosingTypeIsTheInnermostOpenDeclaration() {
        func enclosing(_ text: String) -> String? {
            var lexer = Lexer(file: SourceFile(name: "t", text: text))
            return EnclosingType.find(in: lexer.tokenize().filter { !$0.isEOF })?.name
        }
        XCTAssertEqual(enclosing("struct A { func f() { if x {"), "A")
        XCTAssertEqual(enclosing("struct A { struct B: P { var x = 1 }"), "A")
        XCTAssertEqual(enclosing("extension A where T: B { func f() {"), "A")
        XCTAssertNil(enclosing("struct A { }"))
        XCTAssertNil(enclosing("}}} {"))
    }

    func testSelfInATypeBeingWrittenOffersWhatItsBodyDeclaresSoFar() {
        let session = Session(output: { _ in })
        let text = """
            struct Draft {
                var title: String = "x"
                let pages = [1, 2]
                func publish(to place: String,
                             now: Bool = true) -> Bool { let inner = 1; return now }
                func show() {
                    self.
            """
        let offered = session.completion(before: text)
        XCTAssertEqual(offered.candidates, ["pages", "publish(", "show(", "title"])
        XCTAssertEqual(
            offered.rows.map(\.signature),
            [
                "func publish(to place: String, now: Bool = true) -> Bool", "func show()", "let pages",
                "var title: String",
            ])
        XCTAssertEqual(session.completion(before: text + "ti").candidates, ["title"])
    }

    func testDeclarationsAreReadBackFromTheSource() throws {
        let session = Session(output: { _ in })
        let entry = """
            struct Greeter {
                /// says hello
                /// to someone
                func greet(to name: String,
                           loudly: Bool = false) -> Observable<String> { just(name) }
            }
            """
        XCTAssertTrue(session.evaluate(entry).succeeded)
        guard case .object(let type as ScriptType)? = session.globalValue(named: "Greeter") else {
            return XCTFail("no Greeter")
        }
        let greet = try XCTUnwrap(type.method(named: "greet"))
        XCTAssertEqual(
            DeclarationText.header(of: greet), "func greet(to name: String, loudly: Bool = false) -> Observable<String>"
        )
        XCTAssertEqual(DeclarationText.summary(of: greet), "says hello")
        XCTAssertEqual(DeclarationText.returnTypeName(of: greet), "Observable")
        XCTAssertEqual(DeclarationText.typeName(in: "[String: Int]?"), "Dictionary")
        XCTAssertEqual(DeclarationText.typeName(in: "RxSwift.Observable<Int>"), "Observable")
        XCTAssertNil(DeclarationText.typeName(in: "(Int) -> Int"))
        XCTAssertTrue(session.evaluate("let g = Greeter()").succeeded)
        XCTAssertTrue(session.completion(before: "g.greet(to: \"a\").thro").candidates == ["throttle("])
    }

    /// Tab reads at most the last 8 KB before the cursor, from a line start, so a huge paste cannot make it slow.
    func testCompletionReadsABoundedTailFromALineStart() {
        XCTAssertEqual(CodeCompleter.readable("xs.ma"), "xs.ma")
        let long = String(repeating: "let a = 1\n", count: 2000) + "numbers.fil"
        let read = CodeCompleter.readable(long)
        XCTAssertLessThanOrEqual(read.count, CodeCompleter.readLimit)
        XCTAssertTrue(read.hasPrefix("let a = 1\n"), "starts at a line start")
        XCTAssertTrue(read.hasSuffix("numbers.fil"))
        let oneLine = String(repeating: "[", count: 80_000) + "x"
        XCTAssertEqual(CodeCompleter.readable(oneLine).count, CodeCompleter.readLimit)
    }
}
