import Foundation
import RxCore

extension Builtins {
    /// `debug(_:trimOutput:)`, printing in RxSwift's format to the session's output.
    ///
    /// Each session's `debug` stages write through their own destination, so sessions do not share RxCore's
    /// global `DebugOutput`. In virtual time lines are stamped with `Date()`'s virtual date (2026-01-01
    /// 00:00:00.000 UTC plus the clock), so output is the same on every machine; in real time with the local
    /// wall clock, as RxSwift does.
    @_optimize(none) static func registerDebugging(_ observable: HostType, context: ScriptContext) {
        let destination = debugDestination(context)
        observable.operator("debug", .string(), .bool("trimOutput", default: false)) { source, identifier, trim in
            source.debug(identifier, trimOutput: trim, destination: destination)
        }
        observable.operator("debug", .bool("trimOutput", default: false), .call) { source, trim, call in
            source.debug(defaultIdentifier(call.range), trimOutput: trim, destination: destination)
        }
    }

    /// RxSwift's default identifier is `<file>:<line> (<function>)` of the call site; a script's is
    /// `<file>:<line>` of the `debug` call.
    private static func defaultIdentifier(_ callRange: SourceRange?) -> String {
        guard let range = callRange else { return "debug" }
        let name = range.file.name.split(separator: "/").last.map(String.init) ?? range.file.name
        return "\(name):\(range.line)"
    }

    private static func debugDestination(_ context: ScriptContext) -> DebugDestination {
        let write: (String) -> Void = { line in context.output(line + "\n") }
        guard let scheduler = context.runtime.virtualScheduler else { return DebugDestination(write: write) }
        // On the virtual clock, `debug`'s timestamps are `Date()`'s: the virtual epoch plus the clock.
        return DebugDestination(
            write: write, clock: { ScriptRuntime.date(on: scheduler) }, timestamp: VirtualTimestamp.format)
    }
}

/// RxSwift's `debug` timestamp format, in UTC, for virtual-time dates.
private enum VirtualTimestamp {
    private static let lock = NSLock()
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    static func format(_ date: Date) -> String {
        lock.withLock { formatter.string(from: date) }
    }
}
