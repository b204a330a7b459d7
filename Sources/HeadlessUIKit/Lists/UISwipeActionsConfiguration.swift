import Foundation

/// An action shown when a person swipes a table row, such as Delete or Archive.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The closure a swipe action runs: the action, the view it was shown in, and a completion
  /// to call with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How an action looks: plain, or destructive (red, and it removes the row on iOS).
  public enum Style: Int, Sendable {
    case normal = 0
    case destructive = 1
  }

  /// The action's style.
  open private(set) var style: Style

  /// The closure the action runs.
  open private(set) var handler: Handler

  /// The title on the action's button.
  open var title: String?

  /// The button's colour (kept, not drawn).
  open var backgroundColor: UIColor!

  /// The button's image (kept, not drawn).
  open var image: UIImage?

  /// Creates an action with a style, a title and a handler.
  public convenience init(style: Style, title: String?, handler: @escaping Handler) {
    self.init(handler: handler, style: style)
    self.title = title
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(handler: @escaping Handler, style: Style) {
    self.handler = handler
    self.style = style
    super.init()
  }
}

/// The actions a swipe on a table row reveals, the first one outermost.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first one outermost and performed by a full swipe.
  open private(set) var actions: [UIContextualAction]

  /// Whether a full swipe performs the first action; `true` by default.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of actions.
  public convenience init(actions: [UIContextualAction]) {
    self.init(contextualActions: actions)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(contextualActions actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
