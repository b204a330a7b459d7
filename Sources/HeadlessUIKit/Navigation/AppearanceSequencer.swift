import Foundation

/// The one sequencer of appearance callbacks: every push, pop, stack change, presentation and
/// dismissal goes through it, so they all keep UIKit's order and timing.
///
/// A transition makes the "will" calls and its changes to the view tree at once; the "did" calls
/// and its completion come when it ends: at once when it is not animated or not on screen, on the
/// next main-queue turn when it is (where UIKit ends it when its animation does). While an
/// animated transition runs, `isTransitioning` is true, and the owner ignores further changes, as
/// UIKit does.
@MainActor
final class AppearanceSequencer {
  /// Which side hears its "did" call first when the transition ends.
  enum EndOrder {
    /// Pushes, pops and dismissals: the leaving screen's did-disappear, then did-appear.
    case leavingFirst
    /// Presentations: the presented screen's did-appear, then the presenter's did-disappear.
    case arrivingFirst
  }

  /// Whether an animated transition has begun and not yet ended.
  private(set) var isTransitioning = false

  /// Runs one transition.
  ///
  /// - Parameters:
  ///   - leaving: the screens that disappear, each told only if `visible`.
  ///   - arriving: the screens that appear; their views load first.
  ///   - visible: whether the transition happens on screen, where the callbacks are made.
  ///   - changes: the swap of views and the "will" calls of delegates, run after the screens'
  ///     own "will" calls.
  ///   - isStillVisible: asked when the transition ends: a container taken off screen meanwhile
  ///     already told its screens they disappeared, and a late did-appear would contradict it.
  ///   - completion: the delegates' "did" calls and the owner's bookkeeping, after the screens'.
  func run(
    leaving: [UIViewController], arriving: [UIViewController], visible: Bool, animated: Bool,
    order: EndOrder = .leavingFirst, changes: () -> Void = {},
    isStillVisible: @escaping @MainActor () -> Bool = { true },
    completion: @escaping @MainActor () -> Void = {}
  ) {
    for controller in arriving { controller.loadViewIfNeeded() }
    if visible {
      for controller in leaving { controller.beginAppearance(false, animated: animated) }
      for controller in arriving { controller.beginAppearance(true, animated: animated) }
    }
    changes()
    let end: @MainActor () -> Void = {
      if visible, isStillVisible() {
        let disappear = {
          for controller in leaving { controller.endAppearance(false, animated: animated) }
        }
        let appear = {
          for controller in arriving { controller.endAppearance(true, animated: animated) }
        }
        switch order {
        case .leavingFirst:
          disappear()
          appear()
        case .arrivingFirst:
          appear()
          disappear()
        }
      }
      completion()
    }
    guard animated, visible else { return end() }
    isTransitioning = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.isTransitioning = false
        end()
      }
    }
  }
}
