import Foundation

/// An action with a handler, as added to controls with `addAction(_:for:)`.
@preconcurrency @MainActor
open class UIAction: NSObject {
  /// The action's title.
  open var title: String

  /// The control that sent the action, while its handler runs.
  open internal(set) weak var sender: AnyObject?

  let handler: @MainActor (UIAction) -> Void

  /// Creates an action that runs a handler.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// A view that sends actions for events, such as a date picker or a button.
///
/// Headless difference: there is no Objective-C runtime, so target–action with selectors is not
/// available; add a `UIAction` with `addAction(_:for:)` (UIKit's own closure API).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The kinds of events a control sends.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Whether the control responds to touches.
  open var isEnabled = true

  private var actions: [(action: UIAction, events: Event)] = []

  /// Adds an action for events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes an action from events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Runs the actions added for the events.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.sender = self
      entry.action.handler(entry.action)
      entry.action.sender = nil
    }
  }
}

/// A button with a title.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button, kept for source compatibility.
  public enum ButtonType: Sendable {
    case system
    case custom
  }

  private var titles: [UInt: String] = [:]

  /// Creates a button of a type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  /// Creates a button that runs an action when tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// The title for a state.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title in the current state.
  open var currentTitle: String? { title(for: .normal) }
}

extension UIControl {
  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}
