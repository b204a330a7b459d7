import Foundation

/// The headless screen's unsafe strips, as on a 390 × 844 point iPhone (iPhone 12 to 14) in
/// portrait: the status bar and sensor housing take 47 points at the top, the home indicator 34
/// at the bottom, and a navigation bar (without large titles) 44 more at the top of the screens
/// it shows.
enum SafeArea {
  static let top: CGFloat = 47
  static let bottom: CGFloat = 34
  static let navigationBar: CGFloat = 44
}

extension UIView {
  /// The safe area insets with each view placed where `frameOf` says (the layout engine
  /// passes the frames it is about to give).
  func safeAreaInsets(placing frameOf: (UIView) -> CGRect) -> UIEdgeInsets {
    guard window != nil else { return .zero }
    var origin = CGPoint.zero
    var view = self
    var underNavigationBar = false
    while true {
      let frame = frameOf(view)
      origin.x += frame.minX
      origin.y += frame.minY
      if view.owningViewController?.navigationController != nil { underNavigationBar = true }
      guard let parent = view.superview else { break }
      origin.x -= parent.bounds.minX
      origin.y -= parent.bounds.minY
      view = parent
    }
    let size = frameOf(self).size
    let screen = UIScreen.main.bounds
    let unsafeTop = screen.minY + SafeArea.top + (underNavigationBar ? SafeArea.navigationBar : 0)
    let safeBottom = screen.maxY - SafeArea.bottom
    return UIEdgeInsets(
      top: min(size.height, max(0, unsafeTop - origin.y)), left: 0,
      bottom: min(size.height, max(0, origin.y + size.height - safeBottom)), right: 0)
  }
}
