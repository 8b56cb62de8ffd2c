import Foundation
import RxCore

extension Builtins {
    /// `catch catchAndReturn retry retry(when:)`, the old spellings `catchError catchErrorJustReturn retryWhen`,
    /// `Observable.catch(sequence:)`, and RxSwift's errors as values (`RxError.timeout`).
    static func registerErrorHandling(_ registry: HostRegistry, observable: HostType) {
        for signature in ["catch(_:)", "catchError(_:)"] {
            let name = HostSignature(signature).name
            observable.operator(signature) { source, arguments in
                let handler = try arguments.function(0)
                return source.catch { error in
                    try handler.observableResult(of: handler.call(.error(error)), for: name)
                }
            }
        }
        for signature in ["catchAndReturn(_:)", "catchErrorJustReturn(_:)"] {
            observable.operator(signature) { source, arguments in source.catchAndReturn(arguments[0]) }
        }
        registry.namespace("Observable").method("catch(sequence:)") { _, arguments in
            let sources = try arguments.array(0).enumerated().map { index, value in
                guard case .object(let object) = value, let convertible = object as? ObservableConvertible else {
                    throw arguments.failure(.argumentType("'sequence'", of: "catch(sequence:)",
                                                          expected: "an array of Observables",
                                                          got: "\(value.typeName) at index \(index)"), at: 0)
                }
                return convertible.observable
            }
            return .observable(Observable<Value>.catch(sequence: sources))
        }

        observable.operator("retry()") { source, _ in source.retry() }
        func retryWhen(_ source: Observable<Value>, _ handler: Function, name: String) -> Observable<Value> {
            func trigger(_ errors: Observable<Swift.Error>) -> Observable<Value> {
                do {
                    return try handler.observableResult(of: handler.call(.observable(errors.values { .error($0) })), for: name)
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
        observable.operator("retry(_:)") { source, arguments in
            // `xs.retry { _ in never }` is `retry(when:)` with a trailing closure, which drops the label in Swift.
            if case .function(let handler) = arguments[0] { return retryWhen(source, handler, name: "retry") }
            return source.retry(try arguments.count(0, for: "retry"))
        }
        for signature in ["retry(when:{})", "retryWhen(_:{})"] {
            let name = HostSignature(signature).name
            observable.operator(signature) { source, arguments in retryWhen(source, try arguments.function(0), name: name) }
        }

        registry.namespace("NSError").constructor("init(domain:code:userInfo:)", defaults: ["userInfo": nil]) { arguments in
            .object(ErrorObject(NSError(domain: try arguments.string(0), code: try arguments.int(1), userInfo: nil)))
        }
        let rxError = registry.namespace("RxError")
        let cases: [(String, RxError)] = [("unknown", .unknown), ("overflow", .overflow),
                                          ("argumentOutOfRange", .argumentOutOfRange), ("noElements", .noElements),
                                          ("moreThanOneElement", .moreThanOneElement), ("timeout", .timeout)]
        for (name, error) in cases {
            let value = Value.object(ErrorObject(error))
            rxError.property(name) { _ in value }
        }
    }
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
