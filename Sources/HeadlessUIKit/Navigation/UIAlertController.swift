import Foundation

/// An action of an alert: a button with a title and a style, and a handler run when tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action's button looks.
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that cancels; an alert has at most one.
    case cancel = 1
    /// An action that may change or delete data.
    case destructive = 2
  }

  /// The button's title.
  open private(set) var title: String?

  /// The button's style.
  open private(set) var style: Style

  /// Whether the button responds to taps; a disabled action's tap does nothing.
  open var isEnabled = true

  let handler: ((UIAlertAction) -> Void)?

  /// Creates an action with a title, a style, and a handler run after a tap dismissed the alert.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(title: title, style: style, storedHandler: handler)
  }

  private init(title: String?, style: Style, storedHandler: ((UIAlertAction) -> Void)?) {
    self.title = title
    self.style = style
    handler = storedHandler
    super.init()
  }
}

/// An alert or an action sheet: a title, a message, actions and, for an alert, text fields.
/// Present it with `present(_:animated:completion:)`; a tap on an action dismisses it, then runs
/// the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The kinds of alert.
  public enum Style: Int, Sendable {
    /// A sheet of actions rising from the bottom.
    case actionSheet = 0
    /// A modal alert in the middle of the screen.
    case alert = 1
  }

  /// The alert's message.
  open var message: String?

  /// The alert's kind.
  open private(set) var preferredStyle: UIAlertController.Style = .alert

  /// The actions, in the order they were added.
  open private(set) var actions: [UIAlertAction] = []

  /// The action to emphasize, which must be one of the alert's actions.
  open var preferredAction: UIAlertAction? {
    didSet {
      guard let preferredAction else { return }
      precondition(
        actions.contains { $0 === preferredAction },
        "The preferred action must be one of the alert controller's actions")
    }
  }

  /// The alert's text fields, in the order they were added; `nil` if it has none.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  private var fields: [UITextField] = []

  /// Creates an alert or an action sheet. As in UIKit, it is presented with a style of its own
  /// (`.custom`), which keeps the presenter on screen.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  /// Adds an action. As in UIKit, a second cancel action stops the app.
  open func addAction(_ action: UIAlertAction) {
    precondition(
      action.style != .cancel || !actions.contains { $0.style == .cancel },
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    actions.append(action)
  }

  /// Adds a text field, configured by the handler. As in UIKit, only an alert has text fields.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    precondition(
      preferredStyle == .alert,
      "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 32))
    fields.append(field)
    configurationHandler?(field)
    if isViewLoaded { view.addSubview(field) }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    for field in fields { view.addSubview(field) }
  }

  /// What a tap on an action's button does: if the action is enabled, dismisses the alert and,
  /// when the dismissal ends, runs the action's handler, as UIKit does. Headless only: the
  /// touches tap actions through it.
  public func simulateTap(on action: UIAlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
    let handler = action.handler
    dismiss(animated: true) { handler?(action) }
  }
}
