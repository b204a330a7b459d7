import Foundation

/// A view controller's part in modal presentations: what it presents, who presented it, and
/// whether a presentation or dismissal of it is under way.
@MainActor
final class PresentationState {
  // What this view controller presents, held strongly, as UIKit holds it.
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var isBeingPresented = false
  var isBeingDismissed = false
  var controller: UIPresentationController?
  // Whether this view controller's presentation took its presenter's view out of the window.
  var hidPresenter = false
  // Presentations and dismissals from this view controller, one at a time.
  let sequencer = AppearanceSequencer()

  /// The view controller that the given one, or its nearest ancestor that presents, presents.
  func presentedByChain(of controller: UIViewController) -> UIViewController? {
    Self.nearest(from: controller) { $0.presented }
  }

  /// The view controller that presented the given one or its nearest presented ancestor.
  func presentingByChain(of controller: UIViewController) -> UIViewController? {
    Self.nearest(from: controller) { $0.presenting }
  }

  /// The presentation controller of the view controller or of its nearest ancestor that has one;
  /// made for a view controller with no parent that is not a window's root, which may be
  /// presented.
  func presentationController(of controller: UIViewController) -> UIPresentationController? {
    if let existing = Self.nearest(from: controller, \.controller) { return existing }
    guard controller.parent == nil,
      controller.viewIfLoaded?.window?.rootViewController !== controller
    else { return nil }
    let made = UIPresentationController.make(for: controller, presenting: nil)
    controller.presentation.controller = made
    return made
  }

  // The first answer found in the presentation state of the view controller or, going up, of
  // its ancestors: UIKit answers these questions for a child as for its container.
  private static func nearest<Answer>(
    from controller: UIViewController, _ answer: (PresentationState) -> Answer?
  ) -> Answer? {
    var current: UIViewController? = controller
    while let candidate = current {
      if let found = answer(candidate.presentation) { return found }
      current = candidate.parent
    }
    return nil
  }
}

/// Presents and dismisses view controllers, through the kit's one appearance sequencer.
@MainActor
enum Presentation {
  static func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    let style = presented.modalPresentationStyle
    let presenter = context(for: style, from: source)
    if let current = presenter.presentation.presented {
      return warn(
        "Attempt to present \(presented) on \(presenter) (from \(source)) which is already "
          + "presenting \(current).")
    }
    // UIKit raises NSInvalidArgumentException for these, which stops an app.
    if presented.presentation.presenting != nil {
      fatalError("Application tried to present modally an active controller \(presented).")
    }
    if let parent = presented.parent {
      fatalError(
        "Application tried to present modally a view controller \(presented) that has a parent "
          + "view controller \(parent).")
    }
    guard let window = presenter.viewIfLoaded?.window else {
      return warn(
        "Attempt to present \(presented) on \(presenter) (from \(source)) whose view is not in "
          + "the window hierarchy.")
    }
    // The presenter's own presentation may still be running (from its viewWillAppear); from its
    // viewDidAppear on, it has ended.
    if presenter.presentation.presenting?.presentation.sequencer.isTransitioning == true {
      return warn(
        "Attempt to present \(presented) on \(presenter) (from \(source)) while a presentation "
          + "is in progress.")
    }
    let controller =
      presented.presentationController
      ?? UIPresentationController.make(for: presented, presenting: presenter)
    controller.presenting = presenter
    presented.presentation.controller = controller
    presenter.presentation.presented = presented
    presented.presentation.presenting = presenter
    // The view loads first: `isBeingPresented` is true from the will-appear to the did-appear.
    presented.loadViewIfNeeded()
    presented.presentation.isBeingPresented = true
    let hides = style.hidesPresenter
    presented.presentation.hidPresenter = hides
    let done: @MainActor () -> Void = { completion?() }
    presenter.presentation.sequencer.run(
      leaving: hides ? [presenter] : [], arriving: [presented], visible: !window.isHidden,
      animated: animated, order: .arrivingFirst,
      changes: {
        let view: UIView = presented.view
        view.frame = window.bounds
        window.addSubview(view)
      },
      completion: {
        presented.presentation.isBeingPresented = false
        if hides, presenter.presentation.presented === presented {
          presenter.viewIfLoaded?.removeFromSuperview()
        }
        done()
      })
  }

  static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    if let presented = source.presentedViewController,
      let owner = presented.presentation.presenting
    {
      presenter = owner
    } else if let owner = source.presentingViewController {
      presenter = owner
    } else {
      return
    }
    guard let presented = presenter.presentation.presented else { return }
    guard !presenter.presentation.sequencer.isTransitioning, !presented.isBeingDismissed else {
      return warn(
        "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is "
          + "in progress!")
    }
    // Everything presented on top of it leaves with it.
    var stack = [presented]
    while let next = stack[stack.count - 1].presentation.presented { stack.append(next) }
    for controller in stack { controller.presentation.isBeingDismissed = true }
    let hides = presented.presentation.hidPresenter
    let window = presented.viewIfLoaded?.window
    let done: @MainActor () -> Void = { completion?() }
    presenter.presentation.sequencer.run(
      leaving: stack.reversed().filter(\.isAppeared), arriving: hides ? [presenter] : [],
      visible: window.map { !$0.isHidden } ?? false, animated: animated,
      changes: {
        guard hides, let window, let presenterView = presenter.viewIfLoaded else { return }
        let index = window.subviews.firstIndex { $0 === presented.viewIfLoaded } ?? 0
        window.insertSubview(presenterView, at: index)
      },
      completion: {
        for controller in stack {
          controller.viewIfLoaded?.removeFromSuperview()
          controller.presentation.isBeingDismissed = false
          controller.presentation.presenting = nil
          controller.presentation.presented = nil
          controller.presentation.controller = nil
        }
        presenter.presentation.presented = nil
        done()
      })
  }

  // The view controller that presents: for a current-context style, the nearest one, from the
  // source up, that defines the presentation context; otherwise the root of the source's tree.
  private static func context(for style: UIModalPresentationStyle, from source: UIViewController)
    -> UIViewController
  {
    var root = source
    while let parent = root.parent {
      if [.currentContext, .overCurrentContext].contains(style.resolved),
        root.definesPresentationContext
      {
        return root
      }
      root = parent
    }
    return root
  }

  // UIKit logs these to the console and carries on.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("Warning: \(message)\n".utf8))
  }
}
