import Foundation

/// One finger on the screen: where it is, in which view and window, and the phase of its
/// gesture.
///
/// Headless: only `UIWindow.simulateTap(at:)` makes touches, one finger at a time, for a tap
/// (`.began`, then `.ended`, at the same place).
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// The stages of a touch.
  public enum Phase: Int, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
    case regionEntered = 5
    case regionMoved = 6
    case regionExited = 7
  }

  /// The view the touch began in: the one the window hit-tested.
  open internal(set) weak var view: UIView?

  /// The window the touch is in.
  open internal(set) weak var window: UIWindow?

  /// The touch's stage.
  open internal(set) var phase = Phase.began

  /// How many times the finger tapped the same place in a short time: 1 for a single tap.
  open internal(set) var tapCount = 1

  /// When the touch began or last changed, in seconds. Headless: the simulated world's clock is
  /// not visible here, so touches count from 0, one second a tap.
  open internal(set) var timestamp: TimeInterval = 0

  // Where the finger is and was, in the window's coordinates.
  var windowLocation = CGPoint.zero
  var previousWindowLocation = CGPoint.zero

  /// Where the touch is, in a view's coordinates (the window's for `nil`).
  open func location(in view: UIView?) -> CGPoint {
    Self.convert(windowLocation, from: window, to: view)
  }

  /// Where the touch was before its last change, in a view's coordinates (the window's for
  /// `nil`).
  open func previousLocation(in view: UIView?) -> CGPoint {
    Self.convert(previousWindowLocation, from: window, to: view)
  }

  private static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?)
    -> CGPoint
  {
    guard let view, let window else { return point }
    return window.convert(point, to: view)
  }
}

/// What happened on the screen, as UIKit sends it to responders: here, touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// The kind of event: `.touches` for every event the kit sends.
  open var type: EventType { .touches }

  /// When the event happened, in seconds (the time of its touches).
  open var timestamp: TimeInterval { touches.first?.timestamp ?? 0 }

  let touches: Set<UITouch>

  init(touches: Set<UITouch>) {
    self.touches = touches
    super.init()
  }

  /// The event's touches, or `nil` if it has none.
  open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

  /// The event's touches that began in a view, or `nil` if none did.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let found = touches.filter { $0.view === view }
    return found.isEmpty ? nil : found
  }

  /// The event's touches in a window, or `nil` if none are.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    let found = touches.filter { $0.window === window }
    return found.isEmpty ? nil : found
  }
}

extension UIWindow {
  // How many taps were simulated in this process: the taps' timestamps.
  static var tapsSimulated = 0

  /// A tap of one finger at a point of the window, as UIKit delivers it to a view: the window
  /// hit-tests the point (`hitTest(_:with:)`), and the view it finds gets `touchesBegan(_:with:)`
  /// then `touchesEnded(_:with:)` with the same touch, which by default go up the responder
  /// chain (the view's superview or view controller, and so on). Returns the view, or `nil` if
  /// no view takes touches there. Headless only: there is no finger. It does not send a
  /// control's actions or recognize gestures: tap controls with their own touches.
  @discardableResult
  public func simulateTap(at point: CGPoint) -> UIView? {
    let touch = UITouch()
    touch.window = self
    touch.windowLocation = point
    touch.previousWindowLocation = point
    UIWindow.tapsSimulated += 1
    touch.timestamp = TimeInterval(UIWindow.tapsSimulated)
    let event = UIEvent(touches: [touch])
    guard let view = hitTest(point, with: event) else { return nil }
    touch.view = view
    view.touchesBegan([touch], with: event)
    touch.phase = .ended
    view.touchesEnded([touch], with: event)
    return view
  }
}
