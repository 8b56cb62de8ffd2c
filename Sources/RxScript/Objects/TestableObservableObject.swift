import RxCore
import RxTest

/// A hot or cold test source: an observable whose subscriptions are logged.
///
/// Operators reach it through `asObservable()`, a `create` wrapper, as in RxTest; so a terminal event it
/// sends ends its logged subscription at once.
public final class TestableObservableObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The wrapped test source.
    public let testable: TestableObservable<Value>

    public init(_ testable: TestableObservable<Value>) {
        self.testable = testable
    }

    public var observable: Observable<Value> { testable.asObservable() }
    /// The test source itself, without the `create` wrapper: a terminal event does not end its log.
    public var directObservable: Observable<Value> { DirectTestableObservable(testable) }
    public override var typeName: String { "TestableObservable" }
    public override var description: String { "TestableObservable(\(RxTestText.list(testable.recordedEvents)))" }
}

/// A test source subscribed as itself (RxSwift's generic-source operators do this), not through `asObservable()`.
final class DirectTestableObservable: Observable<Value> {
    private let testable: TestableObservable<Value>

    init(_ testable: TestableObservable<Value>) {
        self.testable = testable
    }

    override var operatorName: String { "TestableObservable" }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Value {
        testable.subscribe(observer)
    }
}
