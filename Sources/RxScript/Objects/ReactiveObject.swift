import Foundation
import RxCocoa
import RxCore

/// `view.rx`: the reactive members of one view.
final class ReactiveObject: HostObject, @unchecked Sendable {
    let view: VirtualView
    let type: HostType

    init(view: VirtualView, type: HostType) {
        self.view = view
        self.type = type
    }

    override var typeName: String { "Reactive<\(view.kind)>" }
    override var description: String { "\(view.name).rx" }
    override var hostTypeOverride: HostType? { type }
}
