import RxCore
import RxTest

/// RxTest's `TestScheduler`: a scheduler object that also creates test sources and observers and runs the clock.
public final class TestSchedulerObject: SchedulerObject, @unchecked Sendable {
    /// The wrapped scheduler.
    public let testScheduler: TestScheduler

    public init(_ scheduler: TestScheduler) {
        testScheduler = scheduler
        super.init(scheduler, name: "TestScheduler")
    }

    public override var typeName: String { "TestScheduler" }
    public override var description: String { "TestScheduler(clock: \(testScheduler.clock))" }
}
