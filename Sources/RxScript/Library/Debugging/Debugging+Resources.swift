import RxCore

extension Builtins {
    /// `Resources.total`, RxSwift's count of live resources.
    @_optimize(none) static func registerResources(_ registry: HostRegistry) {
        registry.namespace("Resources").property("total") { _ in .int(Resources.total) }
    }
}
