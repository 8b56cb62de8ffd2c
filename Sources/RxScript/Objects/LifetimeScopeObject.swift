import RxCore

/// `.whileConnected` or `.forever`, the `scope:` of `share(replay:scope:)`.
public final class LifetimeScopeObject: HostObject, @unchecked Sendable {
    /// The wrapped scope.
    let scope: SubjectLifetimeScope

    init(_ scope: SubjectLifetimeScope) {
        self.scope = scope
    }

    public override var typeName: String { "SubjectLifetimeScope" }
    public override var description: String { scope == .forever ? "forever" : "whileConnected" }
    public override func isEqual(to other: HostObject) -> Bool { (other as? LifetimeScopeObject)?.scope == scope }
}
