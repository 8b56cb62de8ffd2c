import RxCore
import RxTest

/// RxTest's recording observer: `res.events` lists what it received, stamped with the clock.
public final class TestableObserverObject: ObserverObject, @unchecked Sendable {
    /// The wrapped recording observer.
    public let testable: TestableObserver<Value>
    /// Where its marble line starts: the subscribe time for `start`, otherwise the clock at creation.
    public let origin: Int

    public init(_ testable: TestableObserver<Value>, origin: Int) {
        self.testable = testable
        self.origin = origin
        super.init(AnyObserver(testable))
    }

    public override var typeName: String { "TestableObserver" }
    public override var description: String { "TestableObserver(\(RxTestText.list(testable.events)))" }
}
