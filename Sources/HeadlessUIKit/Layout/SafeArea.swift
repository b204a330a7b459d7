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
    // The view controllers' views this view is in whose controllers add insets: where this
    // view is inside each, its size, and the insets.
    var additions: [(offset: CGPoint, size: CGSize, insets: UIEdgeInsets)] = []
    while true {
      let frame = frameOf(view)
      if let controller = view.owningViewController {
        if controller.navigationController != nil { underNavigationBar = true }
        if controller.additionalSafeAreaInsets != .zero {
          additions.append((origin, frame.size, controller.additionalSafeAreaInsets))
        }
      }
      origin.x += frame.minX
      origin.y += frame.minY
      guard let parent = view.superview else { break }
      origin.x -= parent.bounds.minX
      origin.y -= parent.bounds.minY
      view = parent
    }
    let size = frameOf(self).size
    let screen = UIScreen.main.bounds
    // The safe rectangle in the window: the screen's, less the bars; then, from the outermost
    // view controller in, its view's insets from that rectangle plus its additional ones.
    var safeTop = screen.minY + SafeArea.top + (underNavigationBar ? SafeArea.navigationBar : 0)
    var safeBottom = screen.maxY - SafeArea.bottom
    var safeLeft = -CGFloat.infinity
    var safeRight = CGFloat.infinity
    for addition in additions.reversed() {
      let minX = origin.x - addition.offset.x
      let minY = origin.y - addition.offset.y
      let maxX = minX + addition.size.width
      let maxY = minY + addition.size.height
      safeTop = max(safeTop, minY) + addition.insets.top
      safeBottom = min(safeBottom, maxY) - addition.insets.bottom
      safeLeft = max(safeLeft, minX) + addition.insets.left
      safeRight = min(safeRight, maxX) - addition.insets.right
    }
    return UIEdgeInsets(
      top: min(size.height, max(0, safeTop - origin.y)),
      left: min(size.width, max(0, safeLeft - origin.x)),
      bottom: min(size.height, max(0, origin.y + size.height - safeBottom)),
      right: min(size.width, max(0, origin.x + size.width - safeRight)))
  }
}
