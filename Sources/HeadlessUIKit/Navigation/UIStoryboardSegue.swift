import Foundation

/// A transition between two view controllers of a storyboard: `prepare(for:sender:)` sees it
/// before it runs, with its destination already made.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier in the storyboard.
  open private(set) var identifier: String?

  /// The view controller the segue starts from.
  open private(set) var source: UIViewController

  /// The view controller the segue shows.
  open private(set) var destination: UIViewController

  private var performHandler: (() -> Void)?

  /// Creates a segue; subclasses override `perform()` to make the transition.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Creates a segue whose `perform()` runs a closure.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Makes the transition. The default runs the perform handler, if the segue has one.
  open func perform() {
    performHandler?()
  }
}

// A show segue: the source's `show(_:sender:)`, which pushes in a navigation controller.
final class ShowSegue: UIStoryboardSegue {
  override func perform() {
    source.show(destination, sender: nil)
  }
}

// A modal segue: the source presents the destination, animated, in the segue's style.
final class PresentModallySegue: UIStoryboardSegue {
  override func perform() {
    source.present(destination, animated: true)
  }
}

// An unwind segue: each container on the path from the source back to the destination shows
// the child toward the destination, and whatever is presented above it is dismissed.
final class UnwindSegue: UIStoryboardSegue {
  override func perform() {
    if destination.presentedViewController != nil {
      destination.dismiss(animated: true)
    }
    var child = destination
    while let parent = child.parent {
      parent.unwind(for: self, towards: child)
      child = parent
    }
  }
}
