import RxCore
import RxTest

/// Trait events as RxSwift prints them, so tests can compare them (their errors are not `Equatable`).
func described<Element>(_ event: SingleEvent<Element>) -> String {
    switch event {
    case .success(let element): return "success(\(element))"
    case .failure(let error): return "failure(\(error))"
    }
}

func described<Element>(_ event: MaybeEvent<Element>) -> String {
    switch event {
    case .success(let element): return "success(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

func described(_ event: CompletableEvent) -> String {
    switch event {
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}
