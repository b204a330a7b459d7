import Foundation
import HeadlessUIKit

// Points of the map view and coordinates of the map: the region shown, as a map rectangle
// (`visibleMapRect`), stretched over the view's bounds. Headless: MapKit fits the region to the
// view's aspect ratio first; the kit keeps the region as set, so the two axes may have
// different scales, but each conversion is the exact inverse of the other.
extension MKMapView {
  /// The coordinate of the map at a point of a view (the window's for `nil`).
  public func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
    mapPoint(at: convert(point, from: view)).coordinate
  }

  /// The point of a view (the window's for `nil`) where a coordinate of the map is.
  public func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
    convert(point(at: MKMapPoint(coordinate)), to: view)
  }

  /// The region of the map a rectangle of a view (the window's for `nil`) covers.
  public func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
    let local = convert(rect, from: view)
    let topLeft = mapPoint(at: CGPoint(x: local.minX, y: local.minY))
    let bottomRight = mapPoint(at: CGPoint(x: local.maxX, y: local.maxY))
    return MKCoordinateRegion(
      MKMapRect(
        x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
        height: bottomRight.y - topLeft.y))
  }

  /// The rectangle of a view (the window's for `nil`) a region of the map covers.
  public func convertRegion(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
    let mapRect = MKMapRect(region)
    let topLeft = point(at: MKMapPoint(x: mapRect.minX, y: mapRect.minY))
    let bottomRight = point(at: MKMapPoint(x: mapRect.maxX, y: mapRect.maxY))
    let local = CGRect(
      x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
      height: bottomRight.y - topLeft.y)
    return convert(local, to: view)
  }

  // The map point at a point of the map view; the visible rectangle's middle while the view
  // has no size.
  private func mapPoint(at point: CGPoint) -> MKMapPoint {
    let shown = visibleMapRect
    guard bounds.width > 0, bounds.height > 0 else {
      return MKMapPoint(x: shown.midX, y: shown.midY)
    }
    let x = shown.minX + Double((point.x - bounds.minX) / bounds.width) * shown.width
    let y = shown.minY + Double((point.y - bounds.minY) / bounds.height) * shown.height
    return MKMapPoint(x: x, y: y)
  }

  // The point of the map view where a map point is; the bounds' middle while the visible
  // rectangle is empty.
  private func point(at mapPoint: MKMapPoint) -> CGPoint {
    let shown = visibleMapRect
    guard shown.width > 0, shown.height > 0 else { return CGPoint(x: bounds.midX, y: bounds.midY) }
    let x = bounds.minX + CGFloat((mapPoint.x - shown.minX) / shown.width) * bounds.width
    let y = bounds.minY + CGFloat((mapPoint.y - shown.minY) / shown.height) * bounds.height
    return CGPoint(x: x, y: y)
  }
}
