import Foundation

/// What an interaction is: an object a view owns, in its `interactions`, that is told when it
/// is added to a view or removed from one.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view that owns the interaction; `nil` when no view does.
  var view: UIView? { get }

  /// Tells the interaction a view will add it (`nil`: its view will remove it).
  func willMove(to view: UIView?)

  /// Tells the interaction a view added it (`nil`: its view removed it).
  func didMove(to view: UIView?)
}
