import ArgumentParser
import RxTrace

/// How much a run traces.
enum TraceModeOption: String, ExpressibleByArgument, CaseIterable {
    case off, events, stages

    var mode: Tracer.Mode {
        switch self {
        case .off: return .off
        case .events: return .events
        case .stages: return .stages
        }
    }
}
