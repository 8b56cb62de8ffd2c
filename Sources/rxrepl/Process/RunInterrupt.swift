import RxCore
import RxScript

/// A Ctrl-C that ends a run: script code stops at its next loop or call (`ScriptInterrupt`), and the Rx core's
/// looping schedulers return (`SchedulerStop`), so an endless synchronous source (`repeatElement(1).subscribe()`)
/// or virtual instant stops too. Only for a caller that then disposes everything: the dropped work is lost.
/// Each call is atomic stores, safe in a signal handler once `clear()` has run.
enum RunInterrupt {
    static func request() {
        ScriptInterrupt.request()
        SchedulerStop.request()
    }

    static func clear() {
        ScriptInterrupt.clear()
        SchedulerStop.clear()
    }

    static var isRequested: Bool { ScriptInterrupt.isRequested }
}
