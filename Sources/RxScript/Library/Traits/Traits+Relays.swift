import RxCocoa
import RxCore

extension Builtins {
    /// RxCocoa's relay conversions: `BehaviorRelay.asDriver()` and `PublishRelay.asSignal()` (on main, shared;
    /// a relay never errors, so they need no recovery). RxCocoa has no other argument-less conversion of a relay;
    /// asking for one says which exists.
    @_optimize(none) static func registerRelayConversions(_ registry: HostRegistry, context: ScriptContext) {
        let screen = context.runtime.screen!
        let relay = registry.type(for: RelayObject.self, name: "Relay")
        for (name, kind, owner) in [
            ("asDriver", TraitKind.driver, "BehaviorRelay"), ("asSignal", .signal, "PublishRelay"),
        ] {
            relay.method(name, .call, on: RelayObject.self) { relay, call in
                guard relay.kind == owner else {
                    let instead =
                        relay.kind == "BehaviorRelay"
                        ? "asDriver()"
                        : relay.kind == "PublishRelay"
                            ? "asSignal()"
                            : "\(name)(onErrorJustReturn:)"
                    throw call.failure(.relayConversion(name, relay: relay.kind, instead: instead))
                }
                return kind.make(relay.observable, screen: screen) { $0 }
            }
            // A relay is an observable too: `relay.asDriver(onErrorJustReturn: [])` is ObservableType's.
            relay.forward(name, from: observableType(registry), keepingOwn: true) { $0 }
        }
    }
}

extension Builtins {
    /// SharedSequence's statics: `Driver.combineLatest(a, b) { … }`, `Driver.zip`, `Driver.merge`,
    /// `Driver.concat` (and `Signal`'s), Observable's, with the result shared again by the trait's strategy.
    @_optimize(none) static func registerSharedSequenceStatics(_ registry: HostRegistry) {
        let observable = registry.namespace("Observable")
        for kind in [TraitKind.driver, .signal] {
            let namespace = registry.namespace(kind == .driver ? "Driver" : "Signal")
            for name in ["combineLatest", "zip", "merge", "concat"] {
                namespace.forward(name, from: observable) { method in
                    method.wrapped { receiver, arguments, body in
                        let result = try body(receiver, arguments)
                        guard case .object(let made as ObservableObject) = result else { return result }
                        return kind.shared(made.observable)
                    }
                }
            }
        }
    }
}
