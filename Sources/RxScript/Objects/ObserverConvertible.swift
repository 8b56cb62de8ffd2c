import RxCore

/// A host object that can receive events: the observer of a `create` closure, an RxTest observer, a subject.
public protocol ObserverConvertible: HostObject {
    /// The observer the object stands for.
    var observer: AnyObserver<Value> { get }
}

extension ObserverObject: ObserverConvertible {}
