import Foundation
import XCTest
@testable import RxScript

/// The notes a fixture cannot show: each older spelling the seed articles use says once, where it is written,
/// what today's RxSwift or Swift writes; a script's `extension Reactive` member that replaces a built-in says so.
final class OlderSpellingNoteTests: ScriptTestCase {
    /// The notes a script's run reports, as `line: message`, and its output.
    private func notes(_ source: String) -> (notes: [String], output: String) {
        let collected = NoteCollector()
        let output = OutputCollector()
        let session = Session(output: output.append, notes: collected.append)
        let result = session.run(source: source, name: "test.rx")
        XCTAssertEqual(result.status, .success, "\(result.diagnostics.map(\.description))")
        return (collected.notes, output.text)
    }

    func testEachOlderSpellingOfTheSeedsNotesTodaysOnceWhereItIsWritten() {
        let run = notes(
            """
            class Student: NSObject { @objc dynamic var name = "Ann" }
            let student = Student()
            let label = UILabel()
            for _ in 1...2 {
                let url = NSURL(string: "https://api.github.com/repos")!
                let binder = UIBindingObserver(UIElement: label) { label, text in label.text = text }
                binder.onNext("\\(url)")
                let cleanup = AnonymousDisposable { print("cancelled") }
                cleanup.dispose()
                NopDisposable.instance.dispose()
                let names = student.rx_observe(String.self, "name").subscribe(onNext: { print($0) })
                names.dispose()
            }
            """)
        XCTAssertEqual(
            run.notes,
            [
                "5: 'NSURL(string:)' is an older spelling; today's Swift writes 'URL(string:)'",
                "6: 'UIBindingObserver(UIElement:)' is an older spelling; today's RxSwift writes 'Binder(_:)'",
                "8: 'AnonymousDisposable { … }' is an older spelling; today's RxSwift writes 'Disposables.create { … }'",
                "10: 'NopDisposable.instance' is an older spelling; today's RxSwift writes 'Disposables.create()'",
                "11: 'rx_observe' is an older spelling; today's RxSwift writes 'rx.observe'",
            ])
        XCTAssertEqual(run.output, "cancelled\nOptional(\"Ann\")\ncancelled\nOptional(\"Ann\")\n")
    }

    func testRxSwift2TableBindingSpellingsNoteTodaysOnceWhereTheyAreWritten() {
        let run = notes(
            """
            let table = UITableView()
            for word in ["a", "b"] {
                _ = Observable.just([word])
                    .bindTo(table.rx_itemsWithCellIdentifier("Cell")) { _, element, cell in cell.textLabel?.text = element }
            }
            print(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text ?? "")
            """)
        XCTAssertEqual(
            run.notes,
            [
                "4: 'rx_itemsWithCellIdentifier(_:)' is an older spelling; today's RxSwift writes "
                    + "'rx.items(cellIdentifier:)'",
                "4: 'bindTo' is an older spelling; today's RxSwift writes 'bind(to:)'",
            ])
        XCTAssertEqual(run.output, "b\n")
    }

    func testAReactiveMemberThatReplacesABuiltInSaysSoOnceAtItsDeclaration() {
        let run = notes(
            """
            extension Reactive where Base: UITextField {
                var text: ControlProperty<String?> {
                    controlProperty(editingEvents: .editingChanged, getter: { $0.text }, setter: { $0.text = $1 })
                }
                var shout: Observable<String> { text.orEmpty.map { $0.uppercased() } }
            }
            extension Reactive where Base: UIView {
                var backgroundColor: Binder<UIColor> { Binder(base) { view, color in view.backgroundColor = color } }
            }
            let field = UITextField()
            let label = UILabel()
            _ = field.rx.shout.subscribe(onNext: { print($0) })
            field.type("ok")
            _ = just(UIColor.red).bind(to: label.rx.backgroundColor)
            print(label.backgroundColor)
            """)
        XCTAssertEqual(
            run.notes,
            [
                "2: 'text' declared in 'extension Reactive' replaces rxrepl's built-in 'rx.text' for that base; "
                    + "give it another name to keep both"
            ],
            "a new name, or one RxCocoa's dynamic member lookup would give (backgroundColor), replaces nothing")
        XCTAssertEqual(run.output, "\nO\nOK\nred\n")
    }

    func testCompletionFollowsTheReplacingMemberWithoutRunningIt() {
        let session = Session(output: { _ in })
        let result = session.evaluate(
            """
            extension Reactive where Base: UIButton {
                func title(for state: Int) -> Observable<Int> { print("ran"); return just(state) }
            }
            let button = UIButton()
            """)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let members = session.completion(before: "button.rx.title(for: 0).").candidates
        XCTAssertTrue(members.contains("map("), "the script's Observable, not the built-in Binder: \(members)")
        XCTAssertFalse(members.contains("absoluteString"), "a known type's members only: \(members)")
    }

    func testAnExtensionOnAnotherBaseLeavesTheBuiltInInPlace() {
        let run = notes(
            """
            extension Reactive where Base: UIButton {
                var text: String { "a button's text" }
            }
            let field = UITextField()
            let button = UIButton()
            _ = field.rx.text.subscribe(onNext: { print("field", $0) })
            print(button.rx.text)
            """)
        XCTAssertEqual(run.notes, [])
        XCTAssertEqual(run.output, "field Optional(\"\")\na button's text\n")
    }
}

/// Collects notes as `line: message`.
private final class NoteCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    var notes: [String] { lock.withLock { collected } }

    var append: @Sendable (Diagnostic) -> Void {
        { [self] note in lock.withLock { collected.append("\(note.range?.line ?? 0): \(note.message)") } }
    }
}
