import Foundation
import HeadlessUIKit

/// What a person sees in a window: the screen on top and the views on it.
///
/// Touches and transcripts find views only through the UIKit-shaped surface (the navigation
/// stack and the view tree), never through a stage's own types.
@MainActor
struct Screen {
  let window: UIWindow

  /// The navigation controller of the screen on top, if any: the window's root one, or the
  /// presented one.
  var navigationController: UINavigationController? {
    guard presentedViewController != nil else {
      return window.rootViewController as? UINavigationController
        ?? topViewController?.navigationController
    }
    return topViewController?.navigationController
  }

  /// The view controller whose view is on top: the top of a navigation stack (in the selected
  /// tab of a tab bar controller, or the one a collapsed split view controller shows), or of
  /// whatever is presented over it.
  var topViewController: UIViewController? {
    var current = window.rootViewController
    while let controller = current {
      if let presented = controller.presentedViewController {
        current = presented
      } else if let navigation = controller as? UINavigationController,
        let top = navigation.topViewController
      {
        current = top
      } else if let tabs = controller as? UITabBarController,
        let selected = tabs.selectedViewController
      {
        current = selected
      } else if let split = controller as? UISplitViewController,
        let shown = split.viewControllers.first
      {
        // Collapsed, a split view controller shows one view controller; expanded, the kit's
        // compact screen would still show the primary one.
        current = shown
      } else {
        break
      }
    }
    return current
  }

  /// The view controller presented on top of all others, if any.
  var presentedViewController: UIViewController? {
    var presented = window.rootViewController?.presentedViewController
    while let next = presented?.presentedViewController { presented = next }
    return presented
  }

  /// The visible views on the top screen, depth first, in the order they were added; while a
  /// search controller shows its results, the results' views.
  var visibleViews: [UIView] {
    var views: [UIView] = []
    walkVisibleViews { view in
      views.append(view)
      return true
    }
    return views
  }

  /// Visits the visible views in `visibleViews`' order, the keyboard's views last; `visit`
  /// returns whether to go on into the view's subviews (a list read as a whole need not be
  /// walked cell by cell).
  func walkVisibleViews(_ visit: (UIView) -> Bool) {
    walkContentViews(visit)
    let keyboard = keyboardViews
    for view in [keyboard.accessory, keyboard.input].compactMap(\.self) {
      Self.walk(view, visit)
    }
  }

  /// Visits the visible views of the top screen itself, without the keyboard's.
  func walkContentViews(_ visit: (UIView) -> Bool) {
    // The root view itself counts: a table or collection view controller's view is its list.
    if let root = visibleRoot { Self.walk(root, visit) }
  }

  /// Visits a view, then, while `visit` says so, its visible subviews, depth first.
  static func walk(_ view: UIView, _ visit: (UIView) -> Bool) {
    guard visit(view) else { return }
    for subview in view.subviews where !subview.isHidden { walk(subview, visit) }
  }

  /// The views the first responder on the top screen shows with the keyboard, as UIKit shows
  /// them while it is first: its accessory view above the keyboard, and its input view in the
  /// keyboard's place.
  var keyboardViews: (accessory: UIView?, input: UIView?) {
    var responder: UIView?
    walkContentViews { view in
      if view.isFirstResponder { responder = view }
      return responder == nil
    }
    guard let responder else { return (nil, nil) }
    let shown = { (view: UIView?) in view.flatMap { $0.isHidden ? nil : $0 } }
    return (shown(responder.inputAccessoryView), shown(responder.inputView))
  }

  /// The view the top screen's visible views are in, if it is shown.
  private var visibleRoot: UIView? {
    guard let root = searchResultsView ?? topViewController?.viewIfLoaded, !root.isHidden
    else { return nil }
    return root
  }

  /// The first visible view of a kind on the top screen, in `visibleViews`' order; the search
  /// stops there (a touch looks for the search bar at every keystroke, above a list of cells).
  func first<View: UIView>(_ kind: View.Type) -> View? {
    var found: View?
    walkVisibleViews { view in
      guard found == nil else { return false }
      found = view as? View
      return found == nil
    }
    return found
  }

  /// The texts of the visible, non-empty labels inside a view, depth first.
  static func labelTexts(in view: UIView) -> [String] {
    var texts: [String] = []
    func walk(_ view: UIView) {
      for subview in view.subviews where !subview.isHidden {
        if let label = subview as? UILabel, let text = text(of: label), !text.isEmpty {
          texts.append(text)
        }
        walk(subview)
      }
    }
    walk(view)
    return texts
  }

  /// A label's text as a person reads it: each text attachment shows as its image's name in
  /// brackets, `[symbol "star.fill"]`, or `[attachment]`.
  static func text(of label: UILabel) -> String? {
    guard let attributed = label.attributedText, attributed.string.contains("\u{FFFC}") else {
      return label.text
    }
    var text = ""
    let whole = NSRange(location: 0, length: attributed.length)
    attributed.enumerateAttributes(in: whole) { attributes, range, _ in
      let part = attributed.attributedSubstring(from: range).string
      guard let attachment = attributes[.attachment] as? NSTextAttachment else {
        text += part
        return
      }
      let name = attachment.image.map(\.transcriptName) ?? "attachment"
      text += part.replacingOccurrences(of: "\u{FFFC}", with: "[\(name)]")
    }
    return text
  }

  /// The cells on screen in item order, with the text of each row.
  static func rows(of collectionView: UICollectionView) -> [(indexPath: IndexPath, text: String)] {
    collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
      let texts = labelTexts(in: cell)
      return (indexPath, texts.isEmpty ? "(empty cell)" : texts.joined(separator: " · "))
    }
  }
}
