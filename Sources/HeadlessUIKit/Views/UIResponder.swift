import Foundation

/// The root of the responder chain: the common ancestor of views and view controllers.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// The next responder in the chain: a view's superview or owning view controller, a view
  /// controller's parent or its view's superview.
  open var next: UIResponder? { nil }

  /// Whether this responder is the first responder of its window.
  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// Whether this responder accepts first responder status when asked.
  open var canBecomeFirstResponder: Bool { false }

  /// Asks to become the first responder; returns whether it did.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let previous = UIResponder.firstResponder, previous !== self {
      previous.resignFirstResponder()
    }
    UIResponder.firstResponder = self
    return true
  }

  /// Gives up first responder status.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
    return true
  }

  /// The view shown in place of the system keyboard while this responder is first; `nil` here.
  /// Text fields and text views make it settable, as UIKit does.
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard (or the input view) while this responder is first; `nil`
  /// here. Text fields and text views make it settable, as UIKit does.
  open var inputAccessoryView: UIView? { nil }

  /// Asks for the input views to be read again after they changed while this responder is
  /// first. Headless: the transcript and the touches read them each time, so nothing is to do.
  open func reloadInputViews() {}

  /// A finger touched down in the responder's view. The default passes the touches up the
  /// responder chain to `next`, as UIKit's does; an override that handles them does not call
  /// `super`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// A finger moved. The default passes the touches to `next`. Headless: the kit's taps do not
  /// move, so nothing sends it.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// A finger lifted. The default passes the touches to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system cancelled the touches. The default passes them to `next`. Headless: nothing
  /// cancels the kit's taps, so nothing sends it.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Called once the object is made from a nib and connected; the default does nothing.
  /// Headless: Apple declares it on `NSObject`, which the kit cannot give an overridable method,
  /// so it is here, where views and view controllers inherit it; `UINib` calls it.
  open func awakeFromNib() {}

  // The input views of the responders that make them settable (text fields, text views).
  var settableInputView: UIView?
  var settableInputAccessoryView: UIView?

  // Headless: one keyboard focus for the process, held weakly, as UIKit holds it per window.
  static weak var firstResponder: UIResponder?
}
