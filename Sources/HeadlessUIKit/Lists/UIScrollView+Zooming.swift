import Foundation

// How a scroll view zooms, shared by `setZoomScale(_:animated:)`, `zoom(to:animated:)` and a
// person's pinch (driven by the touches through the package-wide methods below).
extension UIScrollView {
  // A scale held within the scroll view's limits.
  func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
    min(max(scale, minimumZoomScale), maximumZoomScale)
  }

  // Zooms about a point of the bounds (relative to their origin), which keeps showing the same
  // point of the content.
  func zoom(_ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, animated: Bool) {
    let previous = currentZoomScale
    zoom(view, to: scale, animated: animated) {
      let ratio = scale / previous
      return CGPoint(
        x: (self.contentOffset.x + anchor.x) * ratio - anchor.x,
        y: (self.contentOffset.y + anchor.y) * ratio - anchor.y)
    }
  }

  // Zooms with the middle of a rectangle of the view for zooming in the middle of the bounds.
  func zoom(_ view: UIView, to scale: CGFloat, showing rect: CGRect, animated: Bool) {
    zoom(view, to: scale, animated: animated) {
      CGPoint(
        x: rect.midX * scale - self.bounds.width / 2, y: rect.midY * scale - self.bounds.height / 2)
    }
  }

  // Applies a scale and the offset `offset` works out at it (held within the content); tells
  // the delegate, around an animation if `animated`. Nothing happens at the scale there is.
  private func zoom(
    _ view: UIView, to scale: CGFloat, animated: Bool, offset: () -> CGPoint
  ) {
    guard scale != currentZoomScale else { return }
    if animated { scrollDelegate?.scrollViewWillBeginZooming(self, with: view) }
    apply(scale, to: view, offset: offset)
    guard animated else { return }
    DispatchQueue.main.async { [weak self, weak view] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.scrollDelegate?.scrollViewDidEndZooming(
          self, with: view, atScale: self.currentZoomScale)
      }
    }
  }

  // As UIKit zooms: the view takes the scale as its transform and sits at the content's
  // origin, and the content is its size at that scale.
  private func apply(_ scale: CGFloat, to view: UIView, offset: () -> CGPoint) {
    let target = offset()
    currentZoomScale = scale
    let size = view.bounds.size
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    let limit = maximumContentOffset
    contentOffset = CGPoint(
      x: min(max(0, target.x), limit.x), y: min(max(0, target.y), limit.y))
    scrollDelegate?.scrollViewDidZoom(self)
  }

  // MARK: A person's pinch

  /// Puts two fingers on the content: returns the view for zooming and tells the delegate
  /// `scrollViewWillBeginZooming(_:with:)`, or returns `nil`, doing nothing, when the scroll
  /// view cannot zoom (no view for zooming, or no room between the scale limits).
  package func beginPinch() -> UIView? {
    guard maximumZoomScale > minimumZoomScale,
      let view = scrollDelegate?.viewForZooming(in: self)
    else { return nil }
    isZooming = true
    scrollDelegate?.scrollViewWillBeginZooming(self, with: view)
    return view
  }

  /// Moves the fingers so that the content is at a scale, about the middle of the bounds. Past
  /// a limit the content goes only a little further, and only if `bouncesZoom`: a quarter of
  /// the way, counted in scale factors (twice the largest scale shows about 1.19 times it).
  package func pinch(_ view: UIView, toScale scale: CGFloat) {
    let anchor = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let limited = clampedZoomScale(scale)
    let past = bouncesZoom && limited > 0 ? CGFloat(pow(Double(scale / limited), 0.25)) : 1
    zoom(view, to: limited * past, keeping: anchor, animated: false)
  }

  /// Lifts the fingers: a scale past the limits springs back to the nearest one
  /// (`isZoomBouncing` meanwhile), and the delegate is told `scrollViewDidEndZooming`.
  package func endPinch(_ view: UIView) {
    isZooming = false
    let settled = clampedZoomScale(currentZoomScale)
    if settled != currentZoomScale {
      isZoomBouncing = true
      pinch(view, toScale: settled)
      isZoomBouncing = false
    }
    scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: currentZoomScale)
  }
}
