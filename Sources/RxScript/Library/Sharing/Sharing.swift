import RxCore

extension Builtins {
    /// `share(replay:scope:)`, `shareReplay(_:)`, `shareReplayLatestWhileConnected()`, `publish()`, `replay(_:)`,
    /// `replayAll()`, `multicast(_:)`, `multicast(makeSubject:)`, `multicast(_:selector:)`, and on connectables
    /// `connect()` and `refCount()`.
    @_optimize(none) static func registerSharing(_ registry: HostRegistry, observable: HostType) {
        let scopes = registry.namespace("SubjectLifetimeScope")
        for (name, scope) in [("whileConnected", SubjectLifetimeScope.whileConnected), ("forever", .forever)] {
            let value = Value.object(LifetimeScopeObject(scope))
            registry.implicitMembers.property(name) { _ in value }
            scopes.property(name) { _ in value }
        }
        registry.type(for: LifetimeScopeObject.self, name: "SubjectLifetimeScope")

        let whileConnected = Value.object(LifetimeScopeObject(.whileConnected))
        let scope = HostParameter<LifetimeScopeObject>.object(
            "scope", as: LifetimeScopeObject.self,
            expected: ".whileConnected or .forever",
            default: whileConnected)
        observable.operator("share", .count("replay", default: 0, for: "share(replay:)"), scope) {
            source, replay, scope in
            source.share(replay: replay, scope: scope.scope)
        }
        observable.operator("shareReplay", .count(for: "shareReplay")) { source, replay in
            source.share(replay: replay, scope: .forever)
        }
        observable.operator("shareReplayLatestWhileConnected") { source in
            source.share(replay: 1, scope: .whileConnected)
        }

        func connectable<each Parameter>(
            _ name: String, _ parameters: repeat HostParameter<each Parameter>,
            body:
                @escaping (Observable<Value>, repeat each Parameter) throws
                -> ConnectableObservable<Value>
        ) {
            observable.method(name, repeat each parameters, receiver: Builtins.observable) {
                (source: Observable<Value>, values: repeat each Parameter) in
                .object(ConnectableObject(try body(source, repeat each values)))
            }
        }
        connectable("publish") { source in source.publish() }
        connectable("replay", .count(for: "replay")) { source, size in source.replay(size) }
        connectable("replayAll") { source in source.replayAll() }
        // `multicast { PublishSubject() }` is `multicast(makeSubject:)` with a trailing closure (Swift drops its
        // label).
        let subjectOrFactory = HostParameter<Multicast>(nil) { arguments, index in
            if case .function(let make) = arguments[index] { return .makeSubject(make) }
            return .subject(try arguments.object(index, as: SubjectObject.self, expected: "a subject"))
        }
        connectable("multicast", subjectOrFactory) { source, multicast in
            switch multicast {
            case .makeSubject(let make): return source.multicast(makeSubject: { makeSubject(make) })
            case .subject(let subject): return source.multicast(ScriptSubject(subject))
            }
        }
        observable.operator("multicast", .function(), .function("selector")) { source, make, selector in
            source.multicast(
                { () throws -> ScriptSubject in
                    let result = try make.call()
                    guard case .object(let subject as SubjectObject) = result else {
                        throw ScriptError(
                            .closureResult("multicast", expected: "a subject", got: result.typeName),
                            at: make.sourceRange)
                    }
                    return ScriptSubject(subject)
                },
                selector: { shared in
                    try selector.observableResult(of: selector.call(.observable(shared)), for: "multicast")
                })
        }
        connectable("multicast", .function("makeSubject")) { source, make in
            source.multicast(makeSubject: { makeSubject(make) })
        }

        let connectableType = registry.type(
            for: ConnectableObject.self, name: "ConnectableObservable",
            parent: observable)
        connectableType.method("connect", on: ConnectableObject.self) { object in
            .disposable(object.connectable.connect())
        }
        connectableType.method("refCount", on: ConnectableObject.self) { object in
            .observable(object.connectable.refCount())
        }
    }

    /// `multicast(_:)`'s argument: a subject, or a `multicast(makeSubject:)` factory written as a trailing closure.
    private enum Multicast {
        case subject(SubjectObject)
        case makeSubject(Function)
    }

    /// Calls a `makeSubject` closure; a failure, or a result that is no subject, reaches subscribers as `error`.
    private static func makeSubject(_ make: Function) -> ScriptSubject {
        do {
            let result = try make.call()
            if case .object(let subject as SubjectObject) = result { return ScriptSubject(subject) }
            return ScriptSubject(
                failure: ScriptError(
                    .closureResult(
                        "multicast(makeSubject:)", expected: "a subject",
                        got: result.typeName), at: make.sourceRange))
        } catch {
            return ScriptSubject(failure: error)
        }
    }
}
