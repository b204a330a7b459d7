import Foundation

extension UIView {
  // The frame origin that puts the frame's centre at a point.
  func origin(centeredAt center: CGPoint) -> CGPoint {
    CGPoint(x: center.x - frame.width / 2, y: center.y - frame.height / 2)
  }

  // The layer a view is made with: Core Animation's defaults, except that labels and scroll
  // views clip to their bounds, as UIKit documents.
  func makeBackingLayer() -> CALayer {
    let layer = CALayer()
    layer.masksToBounds = self is UILabel || self is UIScrollView
    return layer
  }
}
