import Foundation
import RxCocoa
import RxCore

/// An observer that writes to the screen (a Binder, a control property, a named sink): binding to it is
/// checked for a second live source.
protocol BindableObject: ObserverConvertible {
    /// What binding to it writes, when that is a view's property or a named sink.
    var bindingTarget: BindingTarget? { get }
}
