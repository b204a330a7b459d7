import Foundation

/// An interaction that shows a context menu when a person long-presses its view: it asks its
/// delegate for a configuration, which makes the menu.
///
/// Headless: a long press is a touch (`Touches.longPress(_:tapping:)`, or the headless-only
/// `simulateLongPress(at:)`, `simulateTap(onActionTitled:)` and `simulateTapOnPreview()`).
/// Nothing is drawn; the animators' animations run at once and their completions on the next
/// main-queue turn, as `UIView.animate`'s do.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// How a context menu looks. Lowercase, as the SDK imports `UIContextMenuInteractionAppearance`.
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public enum appearance: Int, Sendable {
    case unknown = 0
    case rich = 1
    case compact = 2
  }

  /// The object that gives the menu and is told when it shows and ends.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

  /// The view the interaction was added to.
  open private(set) weak var view: UIView?

  // The menu on screen and its configuration, from a long press until it ends.
  private var visible: (configuration: UIContextMenuConfiguration, menu: UIMenu?)?

  // Where the long press was, in the view's coordinates.
  private var pressLocation = CGPoint.zero

  /// Creates an interaction with its delegate, which it keeps weakly.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// How the visible menu looks: `.rich` (with its preview) while one is open, else `.unknown`.
  open var menuAppearance: UIContextMenuInteraction.appearance {
    visible == nil ? .unknown : .rich
  }

  /// Where the long press was, in another view's coordinates (`nil`: the window's).
  open func location(in view: UIView?) -> CGPoint {
    self.view?.convert(pressLocation, to: view) ?? pressLocation
  }

  /// Changes the menu on screen, if one is: the block gets it and returns the one to show.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
    guard let shown = visible, let menu = shown.menu else { return }
    visible = (shown.configuration, block(menu))
  }

  /// Closes the menu on screen, if one is: the delegate is told
  /// `contextMenuInteraction(_:willEndFor:animator:)`.
  open func dismissMenu() {
    guard let shown = visible else { return }
    visible = nil
    let animator = ContextMenuAnimator()
    delegate?.contextMenuInteraction(self, willEndFor: shown.configuration, animator: animator)
    animator.run()
  }

  open func willMove(to view: UIView?) {}

  open func didMove(to view: UIView?) {
    self.view = view
  }

  // MARK: Headless: what a person does

  /// Headless only: a long press at a point in the view, as a person makes it: asks the
  /// delegate for a configuration and, if it gives one, makes its menu, shows it and tells the
  /// delegate `contextMenuInteraction(_:willDisplayMenuFor:animator:)`. `nil` if the delegate
  /// gives none (the press does nothing) or a menu is open already.
  @discardableResult
  open func simulateLongPress(at location: CGPoint) -> UIContextMenuConfiguration? {
    guard visible == nil, let delegate else { return nil }
    pressLocation = location
    guard
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: location)
    else { return nil }
    visible = (configuration, configuration.makeMenu())
    let animator = ContextMenuAnimator()
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    animator.run()
    return configuration
  }

  /// Headless only: a tap on the open menu's action with the title (in the menu or a
  /// submenu): the menu ends (`contextMenuInteraction(_:willEndFor:animator:)`), then the
  /// action's handler runs. `false`, and the menu stays open, if it has no such action.
  @discardableResult
  open func simulateTap(onActionTitled title: String) -> Bool {
    guard let action = visible?.menu?.action(titled: title) else { return false }
    dismissMenu()
    action.perform(sentBy: nil)
    return true
  }

  /// Headless only: a tap on the open menu's preview: the delegate is told
  /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)` with an animator
  /// whose `previewViewController` the configuration's preview provider makes, then the menu
  /// ends. `false` if no menu is open.
  @discardableResult
  open func simulateTapOnPreview() -> Bool {
    guard let shown = visible else { return false }
    let animator = ContextMenuAnimator(preview: shown.configuration.makePreview())
    delegate?.contextMenuInteraction(
      self, willPerformPreviewActionForMenuWith: shown.configuration, animator: animator)
    dismissMenu()
    animator.run()
    return true
  }

  /// Headless only: the titles of the open menu's actions, in order, submenus' included;
  /// empty when no menu is open.
  public var headlessVisibleActionTitles: [String] {
    visible?.menu?.allActions.map(\.title) ?? []
  }
}

/// Gives a context menu interaction its menu, and is told when the menu shows and ends.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The configuration of the menu to show for a long press at a point in the interaction's
  /// view; `nil` shows none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  /// Tells the delegate the menu is about to show.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  /// Tells the delegate the menu is about to end: dismissed, or after a tap on an action or
  /// the preview.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  /// Tells the delegate a person tapped the preview; the animator's completion is where to
  /// show the previewed view controller.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}

/// Animations to run alongside a context menu's showing or ending.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The view controller the preview shows, if the configuration made one.
  var previewViewController: UIViewController? { get }

  /// Adds animations to run alongside the menu's.
  func addAnimations(_ animations: @escaping () -> Void)

  /// Adds a block to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Animations to run alongside a tap on a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview leaves: dismissed, or popped into the view controller it shows.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview leaves when a person taps it.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  case dismiss = 0
  case pop = 1
}

// The animator a headless context menu hands its delegate: the animations added run at once
// when the menu changes; the completions on the next main-queue turn, as an animation's do.
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
  let previewViewController: UIViewController?
  var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []

  init(preview: UIViewController? = nil) {
    previewViewController = preview
    super.init()
  }

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  func run() {
    for animation in animations { animation() }
    animations = []
    guard !completions.isEmpty else { return }
    nonisolated(unsafe) let blocks = completions
    completions = []
    DispatchQueue.main.async {
      MainActor.assumeIsolated { for block in blocks { block() } }
    }
  }
}
