import RxCore
import Synchronization

/// A stage tracer that records the names of subscribed stages, for checking what non-Producers report.
final class StageNameRecorder: StageTracer {
    private let names = Mutex<[String]>([])

    /// The names of the stages subscribed so far, in order.
    var subscribedNames: [String] { names.withLock { $0 } }

    func stageSubscribed(_ stage: TraceStage) {
        names.withLock { $0.append(stage.name) }
    }

    func stage(_ stage: TraceStage, forwards event: TracedEvent) {}

    func stageDisposed(_ stage: TraceStage) {}

    /// Installs a recorder while `body` runs.
    static func recording(_ body: () -> Void) -> [String] {
        let recorder = StageNameRecorder()
        StageTracing.install(recorder)
        body()
        StageTracing.install(nil)
        return recorder.subscribedNames
    }
}
