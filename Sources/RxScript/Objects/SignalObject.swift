import Foundation
import RxCocoa
import RxCore

/// A Signal: like a Driver (never errors, on main) but shared without replay.
final class SignalObject: HostObject, ObservableConvertible, @unchecked Sendable {
    let observable: Observable<Value>

    init(_ observable: Observable<Value>) {
        self.observable = observable
    }

    override var typeName: String { "Signal" }
    override var description: String { "Signal" }
}
