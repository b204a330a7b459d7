import Foundation
import HeadlessUIKit

extension Touches {
  /// Long-presses the view with the accessibility label, which has a context menu interaction,
  /// and taps the action with the title in the menu that opens: the interaction's delegate is
  /// asked for the menu at the view's centre and told it shows, then that it ends, and the
  /// action's handler runs.
  public func longPress(_ label: String, tapping title: String) throws {
    let interaction = try contextMenuInteraction(label)
    guard interaction.simulateTap(onActionTitled: title) else {
      let titles = interaction.headlessVisibleActionTitles.map { "\"\($0)\"" }
      interaction.dismissMenu()
      throw TouchError(
        "\"\(label)\"'s context menu has no action \"\(title)\"; it has "
          + titles.joined(separator: ", "))
    }
  }

  /// Long-presses the view with the accessibility label, which has a context menu interaction,
  /// and taps the preview in the menu that opens: the delegate is told
  /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`, and the
  /// animator's completions run on the next main-queue turn.
  public func longPressAndTapPreview(_ label: String) throws {
    _ = try contextMenuInteraction(label).simulateTapOnPreview()
  }

  // The context menu interaction of the visible view with the label, its menu opened by a long
  // press at the view's centre.
  private func contextMenuInteraction(_ label: String) throws -> UIContextMenuInteraction {
    let pressable = Screen(window: window).visibleViews.compactMap { view in
      view.interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first.map {
        (view: view, interaction: $0)
      }
    }
    guard let match = pressable.first(where: { $0.view.accessibilityLabel == label }) else {
      let labels = pressable.compactMap(\.view.accessibilityLabel).map { "\"\($0)\"" }
      throw TouchError(
        "no view \"\(label)\" with a context menu on this screen"
          + (labels.isEmpty ? "" : "; views with one: " + labels.joined(separator: ", ")))
    }
    // As in UIKit, a view that takes no touches (an image view, unless told to) gets no long
    // press, nor does anything inside a view that takes none.
    var ancestor: UIView? = match.view
    while let view = ancestor {
      guard view.isUserInteractionEnabled else {
        throw TouchError("\"\(label)\" takes no touches: isUserInteractionEnabled is false")
      }
      ancestor = view.superview
    }
    let bounds = match.view.bounds
    guard match.interaction.simulateLongPress(at: CGPoint(x: bounds.midX, y: bounds.midY)) != nil
    else { throw TouchError("\"\(label)\" shows no context menu here") }
    return match.interaction
  }
}
