import XCTest

/// `rx.observe` and `rx.observeWeakly` on `NSObject` subclasses declared in scripts.
final class KeyValueObservingTests: VirtualScriptTestCase {
    private let classes = """
        class Student: NSObject {
            @objc dynamic var name: String?
            var plain = "p"
        }
        class TestObject: NSObject {
            @objc dynamic var stu: Student?
        }

        """

    func testObserveEmitsTheCurrentValueThenEveryAssignmentAlongAKeyPath() {
        let lines = trace(
            classes + """
                let obj = TestObject()
                obj.rx.observe(String.self, "stu.name").subscribe(onNext: { print("name:", $0 ?? "nil") })
                obj.stu = Student()
                obj.stu?.name = "a"
                obj.stu?.name = "a"
                let other = Student()
                other.name = "b"
                obj.stu = other
                """)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("name:") }, ["name: nil", "name: nil", "name: a", "name: a", "name: b"])
    }

    func testAPropertyThatIsNotDynamicIsSeenOnceAndWarnedAbout() {
        let lines = trace(
            classes + """
                let s = Student()
                s.rx.observe(String.self, "plain").subscribe(onNext: { print("plain:", $0) })
                s.plain = "changed"
                """)
        XCTAssertEqual(lines.filter { $0.hasPrefix("plain:") }, ["plain: Optional(\"p\")"])
        XCTAssertTrue(lines.contains { $0.contains("warning: Student.plain is not @objc dynamic") }, "\(lines)")
    }

    func testObserveWeaklyCompletesWhenTheObjectGoesAwayWhileObserveKeepsItAlive() {
        let lines = trace(
            classes + """
                var weakTarget: Student? = Student()
                var strongTarget: Student? = Student()
                weakTarget!.rx.observeWeakly(String.self, "name").subscribe(onCompleted: { print("weak completed") })
                strongTarget!.rx.observe(String.self, "name").subscribe(onCompleted: { print("strong completed") })
                weakTarget = nil
                strongTarget = nil
                print("end")
                """)
        XCTAssertEqual(lines.filter { !$0.hasPrefix("#") }, ["weak completed", "end"])
    }

    func testOnlyNSObjectSubclassesAndReactiveCompatibleTypesHaveRx() {
        XCTAssertEqual(
            errors("class Plain { }\nPlain().rx"), ["test.rx:2:9: error: value of type 'Plain' has no member 'rx'"])
        XCTAssertEqual(
            run(
                """
                class Plain { var v = 1 }
                extension Plain: ReactiveCompatible { }
                print(Plain().rx.base.v)
                """), "1\n")
    }

    func testExtendingReactiveAddsMembersToTheBasesItNames() {
        let lines = trace(
            """
            class Header: NSObject { var block: (() -> Void)? }
            class Other: NSObject { }
            extension Reactive where Base: Header {
                var refresh: ControlEvent<Void> {
                    let source = Observable<Void>.create { [weak control = self.base] observer in
                        control?.block = { observer.onNext(()) }
                        return Disposables.create()
                    }
                    return ControlEvent(events: source)
                }
            }
            extension Reactive where Base: UILabel {
                var shout: Binder<String> { Binder(self.base) { label, text in label.text = text + "!" } }
            }
            let header = Header()
            header.rx.refresh.subscribe(onNext: { print("refresh") })
            header.block?()
            let label = Label()
            just("hi").bind(to: label.rx.shout)
            """)
        XCTAssertTrue(lines.contains("refresh"), "\(lines)")
        XCTAssertTrue(lines.contains("#2 +0.000s main label.text = \"hi!\""), "\(lines)")
        XCTAssertEqual(
            errors(
                """
                class Header: NSObject { }
                class Other: NSObject { }
                extension Reactive where Base: Header { var name: String { "header" } }
                Other().rx.name
                """), ["test.rx:4:12: error: value of type 'Reactive<Other>' has no member 'name'"])
    }

    func testDeallocatedEndsATakeUntilWhenTheObjectGoesAway() {
        let lines = trace(
            """
            class ViewModel: NSObject {
                init(label: String) {
                    super.init()
                    interval(1s).take(until: self.rx.deallocated).subscribe(onNext: { print(label, $0) })
                }
            }
            var vm: ViewModel? = ViewModel(label: "vm")
            after(2500ms) { vm = nil }
            """, limit: 10_000)
        XCTAssertEqual(lines.filter { !$0.hasPrefix("#") }, ["vm 0", "vm 1"])
        XCTAssertTrue(lines.contains("#1 +2.500s main completed"), "\(lines)")
    }
}
