import Foundation
import HeadlessUIKit

extension Touches {
  /// Taps one finger at a point of the window, as UIKit delivers a touch: the view the window
  /// hit-tests there gets `touchesBegan(_:with:)` and `touchesEnded(_:with:)`, which go up the
  /// responder chain unless a view or view controller handles them. For a view that draws or
  /// handles touches itself; a control is tapped with its own touch (`tapButton(titled:)`,
  /// `tapSwitch(_:)`), which sends its actions.
  public func tap(at point: CGPoint) throws {
    window.layoutIfNeeded()
    guard let view = window.hitTest(point, with: nil) else {
      throw TouchError("no view takes touches at (\(point.x), \(point.y))")
    }
    guard !(view is UIControl) else {
      throw TouchError(
        "a \(Swift.type(of: view)) is at (\(point.x), \(point.y)): tap it with its own touch, "
          + "such as tapButton(titled:)")
    }
    window.simulateTap(at: point)
  }
}
