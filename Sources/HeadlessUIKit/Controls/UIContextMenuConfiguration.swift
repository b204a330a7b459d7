import Foundation

/// Makes a context menu's actions, given the actions the system suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: an identifier, a preview and the menu's actions, made when the
/// menu opens (a long press: `Touches.longPressRow(at:tapping:)` or
/// `Touches.longPress(_:tapping:)`). Headless: nothing is drawn; the preview is made only when
/// a person taps it (`UIContextMenuInteraction.simulateTapOnPreview()`).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier: the one given, or a new `NSUUID`, as Apple documents.
  open private(set) var identifier: any NSCopying

  private let previewProvider: UIContextMenuContentPreviewProvider?
  private let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration with an identifier (a new one if `nil`) and the blocks that make
  /// its preview and its menu.
  public convenience init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init(
      identifier ?? NSUUID(), previewProvider: previewProvider, actionProvider: actionProvider)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(
    _ identifier: any NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider?
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// Headless only: what a tap on the menu's action with the title does, for the touches (UIKit
  /// keeps the blocks private). Makes the menu (no suggested actions), finds the action in it or
  /// its submenus, and runs its handler; `false` if the menu has no action with that title.
  @discardableResult
  open func simulateTap(onActionTitled title: String) -> Bool {
    guard let action = makeMenu()?.action(titled: title) else { return false }
    action.perform(sentBy: nil)
    return true
  }

  // The menu, made anew, with no suggested actions.
  func makeMenu() -> UIMenu? { actionProvider?([]) }

  // The view controller the preview shows, made anew.
  func makePreview() -> UIViewController? { previewProvider?() }
}
