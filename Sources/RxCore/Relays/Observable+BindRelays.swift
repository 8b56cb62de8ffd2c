/// `bind(to:)` for relays, as RxRelay has it: elements are accepted, completion ignored, an error reported.
extension ObservableType {
    /// Accepts every element into each relay; completion is ignored and an error is reported through
    /// `Hooks.bindingErrorHandler` (RxSwift traps in debug builds).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays(relays, kind: "publish relay") { $0.accept($1) }
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bindRelays(relays, kind: "publish relay") { $0.accept($1) }
    }

    /// Accepts every element into each relay; completion is ignored and an error is reported through
    /// `Hooks.bindingErrorHandler`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays(relays, kind: "behavior relay") { $0.accept($1) }
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bindRelays(relays, kind: "behavior relay") { $0.accept($1) }
    }

    /// Accepts every element into each relay; completion is ignored and an error is reported through
    /// `Hooks.bindingErrorHandler`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        // RxRelay's message says "behavior relay" for replay relays too; kept for fidelity.
        bindRelays(relays, kind: "behavior relay") { $0.accept($1) }
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bindRelays(relays, kind: "behavior relay") { $0.accept($1) }
    }

    private func bindRelays<Relay>(
        _ relays: [Relay], kind: String, accept: @escaping (Relay, Element) -> Void
    )
        -> Disposable
    {
        subscribe { event in
            switch event {
            case .next(let element):
                for relay in relays { accept(relay, element) }
            case .error(let error):
                Hooks.bindingErrorHandler("Binding error to \(kind): \(error)")
            case .completed:
                break
            }
        }
    }
}

extension Hooks {
    private static let bindingLock = SpinLock()
    nonisolated(unsafe) private static var bindingHandler: (String) -> Void = { message in
        print(message)
    }

    /// Receives the message when an error reaches `bind(to:)` on relays ("Binding error to publish relay: …").
    ///
    /// RxSwift stops a debug build with `fatalError` here; the default hook prints the message instead,
    /// so a script's mistake cannot crash the REPL.
    public static var bindingErrorHandler: (String) -> Void {
        get { bindingLock.performLocked { bindingHandler } }
        set { bindingLock.performLocked { bindingHandler = newValue } }
    }
}
