import Foundation
import RxCore
import RxTrace

/// A host object that can act as an observable of script values (observables, and later subjects).
public protocol ObservableConvertible: HostObject {
    /// The observable the object stands for.
    var observable: Observable<Value> { get }
    /// The object as RxSwift subscribes it where it keeps a source's own type instead of calling
    /// `asObservable()` (`subscribe(on:)`, `subscribe(observer)`); differs from `observable` for test sources.
    var directObservable: Observable<Value> { get }
}

extension ObservableConvertible {
    public var directObservable: Observable<Value> { observable }
}
