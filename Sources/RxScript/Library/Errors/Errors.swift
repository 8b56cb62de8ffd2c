import Foundation
import RxCore

extension Builtins {
    /// `catch catchAndReturn retry retry(when:)`, the old spellings `catchError catchErrorJustReturn retryWhen`,
    /// `Observable.catch(sequence:)`, and RxSwift's errors as values (`RxError.timeout`).
    @_optimize(none) static func registerErrorHandling(_ registry: HostRegistry, observable: HostType) {
        for name in ["catch", "catchError"] {
            observable.operator(name, .function()) { source, handler in
                source.catch { error in
                    try handler.observableResult(of: handler.call(.error(error)), for: name)
                }
            }
        }
        for name in ["catchAndReturn", "catchErrorJustReturn"] {
            observable.operator(name, .value()) { source, element in source.catchAndReturn(element) }
        }
        registry.namespace("Observable").method("catch", .array("sequence"), .call) { _, values, call in
            let sources = try values.enumerated().map { index, value in
                guard case .object(let object) = value, let convertible = object as? ObservableConvertible else {
                    throw call.failure(
                        .argumentType(
                            "'sequence'", of: "catch(sequence:)",
                            expected: "an array of Observables",
                            got: "\(value.typeName) at index \(index)"), at: 0)
                }
                return convertible.observable
            }
            return .observable(Observable<Value>.catch(sequence: sources))
        }

        observable.operator("retry") { source in source.retry() }
        func retryWhen(_ source: Observable<Value>, _ handler: Function, name: String) -> Observable<Value> {
            func trigger(_ errors: Observable<Swift.Error>) -> Observable<Value> {
                do {
                    let result = try handler.call(.observable(errors.values { .error($0) }))
                    return try handler.observableResult(of: result, for: name)
                } catch {
                    return .error(error)
                }
            }
            // `retry { (errors: Observable<MyError>) in … }` retries only errors of that type, as RxSwift's
            // generic handler does; any other error ends the sequence at once.
            guard let errorType = handler.parameterTypes.first.flatMap(HandledErrorType.init) else {
                return source.retry(when: { (errors: Observable<Swift.Error>) in trigger(errors) })
            }
            return source.catch { error in .error(errorType.matches(error) ? HandledError(error: error) : error) }
                .retry(when: { (errors: Observable<HandledError>) in trigger(errors.map { $0.error }) })
        }
        // `xs.retry { _ in never }` is `retry(when:)` with a trailing closure, which drops the label in Swift.
        let countOrHandler = HostParameter<Retry>(nil) { arguments, index in
            if case .function(let handler) = arguments[index] { return .handler(handler) }
            return .count(try arguments.count(index, for: "retry"))
        }
        observable.operator("retry", countOrHandler) { source, retry in
            switch retry {
            case .handler(let handler): return retryWhen(source, handler, name: "retry")
            case .count(let count): return source.retry(count)
            }
        }
        observable.operator("retry", .function("when")) { source, handler in retryWhen(source, handler, name: "retry") }
        observable.operator("retryWhen", .function()) { source, handler in
            retryWhen(source, handler, name: "retryWhen")
        }

        registry.namespace("NSError").constructor(
            "init", .string("domain"), .int("code"),
            .value("userInfo", default: .nil)
        ) { domain, code, _ in
            .object(ErrorObject(NSError(domain: domain, code: code, userInfo: nil)))
        }
        let rxError = registry.namespace("RxError")
        let cases: [(String, RxError)] = [
            ("unknown", .unknown), ("overflow", .overflow),
            ("argumentOutOfRange", .argumentOutOfRange), ("noElements", .noElements),
            ("moreThanOneElement", .moreThanOneElement), ("timeout", .timeout),
        ]
        for (name, error) in cases {
            let value = Value.object(ErrorObject(error))
            rxError.property(name) { _ in value }
        }
    }
}

/// `retry(_:)`'s argument: a count, or a `retry(when:)` handler written as a trailing closure.
private enum Retry {
    case count(Int)
    case handler(Function)
}

/// The error type a `retry(when:)` handler declares for its errors (`Observable<RetryWhenError>`), when it is
/// narrower than any error.
private struct HandledErrorType {
    let name: String

    init?(annotation: String?) {
        guard let annotation, annotation.hasPrefix("Observable<"), annotation.hasSuffix(">") else { return nil }
        var name = String(annotation.dropFirst("Observable<".count).dropLast())
            .trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("Swift.") { name.removeFirst("Swift.".count) }
        // Every error converts to these (NSError by bridging).
        if ["Error", "any Error", "Any", "NSError"].contains(name) { return nil }
        self.name = name
    }

    func matches(_ error: Swift.Error) -> Bool {
        RxTestText.errorTypeName(error) == name
    }
}

/// An error of the handler's declared type, on its way to the handler.
private struct HandledError: Swift.Error {
    let error: Swift.Error
}
