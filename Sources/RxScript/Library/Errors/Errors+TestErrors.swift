import RxCore
import RxTest

extension Builtins {
    /// The tests' errors: `testError`, `testError1`, `testError2`, `retryError`, `CustomErrorType()`, and an
    /// error's `localizedDescription` (`RxError.*` are with error handling).
    @_optimize(none) static func registerTestErrors(_ registry: HostRegistry) {
        registry.type(for: ErrorObject.self, name: "Error").property("localizedDescription") { value in
            .string(value.description)
        }
        registry.value("testError", .object(ErrorObject(RxTest.testError)))
        registry.value("testError1", .object(ErrorObject(RxTest.testError1)))
        registry.value("testError2", .object(ErrorObject(RxTest.testError2)))

        registry.value("retryError", .object(ErrorObject(TestError("retryError"))))
        registry.namespace("CustomErrorType").constructor("init") {
            .object(ErrorObject(TestError("CustomErrorType()")))
        }
    }
}
