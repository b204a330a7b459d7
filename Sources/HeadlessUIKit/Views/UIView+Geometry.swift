import Foundation

extension UIView {
  // The frame origin that puts the frame's centre at a point.
  func origin(centeredAt center: CGPoint) -> CGPoint {
    CGPoint(x: center.x - frame.width / 2, y: center.y - frame.height / 2)
  }

  // The layer a view is made with: one of its `layerClass`, with Core Animation's defaults,
  // except that labels and scroll views clip to their bounds, as UIKit documents.
  func makeBackingLayer() -> CALayer {
    let layerType = type(of: self).layerClass as? CALayer.Type ?? CALayer.self
    let layer = layerType.init(_forLayerClassOf: self)
    layer.masksToBounds = self is UILabel || self is UIScrollView
    return layer
  }
}

extension UIView {
  /// Converts a point from this view's bounds to another view's, or to the window's when
  /// `view` is `nil`, through each view's `center`, `bounds` and `transform` on the way.
  ///
  /// Headless: views in no window convert through their topmost superview, as if it were the
  /// window.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    return view?.pointFromRoot(inRoot) ?? inRoot
  }

  /// Converts a point from another view's bounds, or from the window's when `view` is `nil`,
  /// to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRoot(view?.pointInRoot(point) ?? point)
  }

  /// Converts a rectangle from this view's bounds to another view's, or to the window's: the
  /// smallest rectangle that holds its converted corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.boundingRect { convert($0, to: view) }
  }

  /// Converts a rectangle from another view's bounds, or from the window's, to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.boundingRect { convert($0, from: view) }
  }

  // A point of this view's bounds in its superview's coordinates: moved to the centre of the
  // bounds, transformed, and placed at `center`.
  private func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let fromCenter = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
    let transformed = fromCenter.applying(transform)
    return CGPoint(x: center.x + transformed.x, y: center.y + transformed.y)
  }

  // The inverse: a point of the superview's coordinates in this view's bounds.
  private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let fromCenter = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let untransformed = fromCenter.applying(transform.inverted())
    return CGPoint(x: untransformed.x + bounds.midX, y: untransformed.y + bounds.midY)
  }

  // The root is the window, or the topmost superview: its bounds are the common coordinates.
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var point = point
    var view = self
    while !(view is UIWindow), let superview = view.superview {
      point = view.pointInSuperview(point)
      view = superview
    }
    return point
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    guard !(self is UIWindow), let superview else { return point }
    return pointFromSuperview(superview.pointFromRoot(point))
  }

}

extension CGRect {
  /// The smallest rectangle that holds this one's corners, each mapped by a function.
  func boundingRect(mappingCorners map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ]
    return CGRect(enclosing: corners.map(map)) ?? .zero
  }

  /// The smallest rectangle that holds the points; `nil` for none.
  init?(enclosing points: [CGPoint]) {
    guard !points.isEmpty else { return nil }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let origin = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
    self.init(
      x: origin.x, y: origin.y, width: (xs.max() ?? 0) - origin.x,
      height: (ys.max() ?? 0) - origin.y)
  }
}
