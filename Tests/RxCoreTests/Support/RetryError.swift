import RxCore
import RxTest

/// The error RxSwift's retry tests use.
let retryError = TestError("retryError")
