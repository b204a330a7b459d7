import Foundation

/// An object with traits: its environment's, passed down from the screen through windows, view
/// controllers and views, with the overrides set on the way.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits of the object's environment.
  var traitCollection: UITraitCollection { get }

  /// Called after the object's traits changed, with the traits before the change.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {
  // What the view inherits: the traits of its view controller if it is one's root view, else
  // its superview's, else the screen's (a window's, or a view outside any window).
  var inheritedTraits: UITraitCollection {
    owningViewController?.traitCollection ?? superview?.traitCollection
      ?? UIScreen.main.traitCollection
  }

  // Makes a change to the traits of this view and everything below it, and tells each that
  // ends up with other traits.
  func changeTraits(_ change: () -> Void) {
    TraitChange.make(change) { $0.add(self) }
  }
}

extension UIViewController: UITraitEnvironment {
  // What the view controller inherits: the traits of its parent, else of the view controller
  // that presented it, else of its view's superview (a window's root view controller has the
  // window's), else the screen's.
  var inheritedTraits: UITraitCollection {
    if let parent { return parent.traitCollection }
    if let presenting = presentation.presenting { return presenting.traitCollection }
    return viewIfLoaded?.superview?.traitCollection ?? UIScreen.main.traitCollection
  }

  // As `UIView.changeTraits(_:)`.
  func changeTraits(_ change: () -> Void) {
    TraitChange.make(change) { $0.add(self) }
  }
}

extension UIScreen: UITraitEnvironment {}

extension UIPresentationController: UITraitEnvironment {}

/// The environments below an object whose traits are about to change, with their traits
/// before the change: parents before children, a view controller before its view, and a view
/// controller's children and the view controller it presents after its view.
@MainActor
struct TraitChange {
  private var visited: Set<ObjectIdentifier> = []
  private var before: [(environment: UITraitEnvironment, traits: UITraitCollection)] = []

  mutating func add(_ controller: UIViewController) {
    guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
    before.append((controller, controller.traitCollection))
    if let view = controller.viewIfLoaded { add(view) }
    for child in controller.children { add(child) }
    if let presented = controller.presentation.presented { add(presented) }
  }

  mutating func add(_ view: UIView) {
    // A view controller's root view comes right after its view controller.
    if let controller = view.owningViewController, !visited.contains(ObjectIdentifier(controller)) {
      add(controller)
      return
    }
    guard visited.insert(ObjectIdentifier(view)).inserted else { return }
    before.append((view, view.traitCollection))
    for subview in view.subviews { add(subview) }
  }

  /// Makes the change after noting the traits of the environments `below` adds, then tells
  /// each whose traits differ.
  static func make(_ change: () -> Void, below: (inout TraitChange) -> Void) {
    var traitChange = TraitChange()
    below(&traitChange)
    change()
    traitChange.notify()
  }

  /// Tells each environment whose traits differ now, in order, with its new traits current.
  func notify() {
    for (environment, previous) in before {
      let traits = environment.traitCollection
      guard traits != previous else { continue }
      traits.performAsCurrent { environment.traitCollectionDidChange(previous) }
      // A new appearance redraws the views, as when the user switches to Dark Mode.
      if traits.userInterfaceStyle != previous.userInterfaceStyle {
        (environment as? UIView)?.setNeedsDisplay()
      }
    }
  }
}
