import Foundation
import HeadlessUIKit

// Where a sheet rests, read from its sheet presentation controller as a person sees it: the
// selected detent, or the smallest, with heights resolved in the sheet's window.
extension Screen {
  /// The detent the sheet shows: its selected one, if that is one of its detents, else the
  /// smallest, as Apple documents.
  static func currentDetent(of sheet: UISheetPresentationController, in window: UIWindow)
    -> UISheetPresentationController.Detent?
  {
    if let selected = sheet.detents.first(where: { $0.identifier == sheet.selectedDetentIdentifier }
    ) {
      return selected
    }
    let context = WindowDetentContext(window: window)
    return sheet.detents.min { context.height(of: $0) < context.height(of: $1) }
  }

  /// The detent a swipe down takes the sheet to: the tallest one below the one it shows.
  static func detentBelow(
    currentOf sheet: UISheetPresentationController, in window: UIWindow
  ) -> UISheetPresentationController.Detent? {
    guard let current = currentDetent(of: sheet, in: window) else { return nil }
    let context = WindowDetentContext(window: window)
    let currentHeight = context.height(of: current)
    return sheet.detents.filter { context.height(of: $0) < currentHeight }
      .max { context.height(of: $0) < context.height(of: $1) }
  }

  /// A detent's name for people: `medium`, `large`, or a custom detent's identifier.
  static func name(of detent: UISheetPresentationController.Detent) -> String {
    switch detent.identifier {
    case .medium: "medium"
    case .large: "large"
    default: detent.identifier.rawValue
    }
  }
}

// Resolves detents in a window: the largest is the window's height below its top safe area.
private final class WindowDetentContext: NSObject,
  UISheetPresentationControllerDetentResolutionContext
{
  let maximumDetentValue: CGFloat

  init(window: UIWindow) {
    maximumDetentValue = window.bounds.height - window.safeAreaInsets.top
  }

  // An inactive detent (a `nil` height) sorts below every active one.
  func height(of detent: UISheetPresentationController.Detent) -> CGFloat {
    detent.resolvedValue(in: self) ?? -1
  }
}
