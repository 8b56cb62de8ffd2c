import RxCore

extension Builtins {
    /// `share(replay:scope:)`, `shareReplay(_:)`, `shareReplayLatestWhileConnected()`, `publish()`, `replay(_:)`,
    /// `replayAll()`, `multicast(_:)`, `multicast(makeSubject:)`, `multicast(_:selector:)`, and on connectables
    /// `connect()` and `refCount()`.
    static func registerSharing(_ registry: HostRegistry, observable: HostType) {
        let scopes = registry.namespace("SubjectLifetimeScope")
        for (name, scope) in [("whileConnected", SubjectLifetimeScope.whileConnected), ("forever", .forever)] {
            let value = Value.object(LifetimeScopeObject(scope))
            registry.implicitMembers.property(name) { _ in value }
            scopes.property(name) { _ in value }
        }
        registry.type(for: LifetimeScopeObject.self, name: "SubjectLifetimeScope")

        let whileConnected = Value.object(LifetimeScopeObject(.whileConnected))
        observable.operator("share(replay:scope:)", defaults: ["replay": 0, "scope": whileConnected]) { source, args in
            let replay = try args.int(0)
            guard replay >= 0 else { throw args.failure(.negativeCount("share(replay:)"), at: 0) }
            let scope = try args.object(1, as: LifetimeScopeObject.self, expected: ".whileConnected or .forever")
            return source.share(replay: replay, scope: scope.scope)
        }
        observable.operator("shareReplay(_:)") { source, arguments in
            let replay = try arguments.int(0)
            guard replay >= 0 else { throw arguments.failure(.negativeCount("shareReplay"), at: 0) }
            return source.share(replay: replay, scope: .forever)
        }
        observable.operator("shareReplayLatestWhileConnected()") { source, _ in
            source.share(replay: 1, scope: .whileConnected)
        }

        func connectable(_ signature: String,
                         _ body: @escaping (Observable<Value>, Arguments) throws -> ConnectableObservable<Value>) {
            observable.method(signature) { receiver, arguments in
                .object(ConnectableObject(try body(try Builtins.observable(receiver, arguments), arguments)))
            }
        }
        connectable("publish()") { source, _ in source.publish() }
        connectable("replay(_:)") { source, arguments in
            let size = try arguments.int(0)
            guard size >= 0 else { throw arguments.failure(.negativeCount("replay"), at: 0) }
            return source.replay(size)
        }
        connectable("replayAll()") { source, _ in source.replayAll() }
        connectable("multicast(_:)") { source, arguments in
            // `multicast { PublishSubject() }` is `multicast(makeSubject:)` with a trailing closure (Swift drops its label).
            if case .function(let make) = arguments[0] { return source.multicast(makeSubject: { makeSubject(make) }) }
            return source.multicast(ScriptSubject(try arguments.object(0, as: SubjectObject.self, expected: "a subject")))
        }
        observable.operator("multicast(_:selector:)") { source, arguments in
            let make = try arguments.function(0)
            let selector = try arguments.function(1)
            return source.multicast({ () throws -> ScriptSubject in
                let result = try make.call()
                guard case .object(let subject as SubjectObject) = result else {
                    throw ScriptError(.closureResult("multicast", expected: "a subject", got: result.typeName),
                                      at: make.sourceRange)
                }
                return ScriptSubject(subject)
            }, selector: { shared in
                try Builtins.observableResult(of: selector, argument: .observable(shared), for: "multicast")
            })
        }
        connectable("multicast(makeSubject:{})") { source, arguments in
            let make = try arguments.function(0)
            return source.multicast(makeSubject: { makeSubject(make) })
        }

        let connectableType = registry.type(for: ConnectableObject.self, name: "ConnectableObservable",
                                            parent: observable)
        connectableType.method("connect()", on: ConnectableObject.self) { object, _ in
            .disposable(object.connectable.connect())
        }
        connectableType.method("refCount()", on: ConnectableObject.self) { object, _ in
            .observable(object.connectable.refCount())
        }
    }

    /// Calls a `makeSubject` closure; a failure, or a result that is no subject, reaches subscribers as `error`.
    private static func makeSubject(_ make: Function) -> ScriptSubject {
        do {
            let result = try make.call()
            if case .object(let subject as SubjectObject) = result { return ScriptSubject(subject) }
            return ScriptSubject(failure: ScriptError(.closureResult("multicast(makeSubject:)", expected: "a subject",
                                                                     got: result.typeName), at: make.sourceRange))
        } catch {
            return ScriptSubject(failure: error)
        }
    }
}
