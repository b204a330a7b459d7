import Foundation
import HeadlessUIKit

/// The overlays on a map, by level, and the renderers made for them: what `MKMapView` keeps.
struct MapOverlays {
  private var aboveRoads: [any MKOverlay] = []
  private var aboveLabels: [any MKOverlay] = []
  // The renderers made so far, by their overlay's identity.
  private(set) var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]

  /// Every overlay, the lower level first, each level in its order.
  var all: [any MKOverlay] { aboveRoads + aboveLabels }

  func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
    level == .aboveRoads ? aboveRoads : aboveLabels
  }

  /// The level an overlay is on, and its index there.
  func position(of overlay: any MKOverlay) -> (level: MKOverlayLevel, index: Int)? {
    for level in [MKOverlayLevel.aboveRoads, .aboveLabels] {
      if let index = overlays(in: level).firstIndex(where: { $0 === overlay }) {
        return (level, index)
      }
    }
    return nil
  }

  /// Inserts overlays at an index of a level (clamped to its end); one already on the map is
  /// left where it is, as MapKit adds an overlay once.
  mutating func insert(_ overlays: [any MKOverlay], at index: Int, level: MKOverlayLevel) {
    let new = overlays.filter { position(of: $0) == nil }
    if level == .aboveRoads {
      aboveRoads.insert(contentsOf: new, at: min(max(index, 0), aboveRoads.count))
    } else {
      aboveLabels.insert(contentsOf: new, at: min(max(index, 0), aboveLabels.count))
    }
  }

  /// Swaps two overlays on the map, levels included; does nothing unless both are on it.
  mutating func exchange(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {
    guard let first = position(of: overlay1), let second = position(of: overlay2) else { return }
    put(overlay2, at: first)
    put(overlay1, at: second)
  }

  private mutating func put(
    _ overlay: any MKOverlay, at position: (level: MKOverlayLevel, index: Int)
  ) {
    if position.level == .aboveRoads {
      aboveRoads[position.index] = overlay
    } else {
      aboveLabels[position.index] = overlay
    }
  }

  /// Removes overlays (the same objects) and their renderers.
  mutating func remove(_ overlays: [any MKOverlay]) {
    let removed = Set(overlays.map { ObjectIdentifier($0) })
    aboveRoads.removeAll { removed.contains(ObjectIdentifier($0)) }
    aboveLabels.removeAll { removed.contains(ObjectIdentifier($0)) }
    for key in removed { renderers[key] = nil }
  }

  /// The overlays in `visibleMapRect` that have no renderer yet.
  func needingRenderers(in visibleMapRect: MKMapRect) -> [any MKOverlay] {
    all.filter { renderers[ObjectIdentifier($0)] == nil && $0.intersects(visibleMapRect) }
  }

  mutating func keep(_ renderer: MKOverlayRenderer, for overlay: any MKOverlay) {
    renderers[ObjectIdentifier(overlay)] = renderer
  }
}

extension MKMapRect {
  // The map rectangle a region covers: the inverse of `MKCoordinateRegion(_:)`, which centres
  // the region on the rectangle's middle map point. On the Mercator map that middle is not
  // midway in degrees, so the northern edge is found by bisection; latitudes are clamped to
  // the flat map's edges.
  init(_ region: MKCoordinateRegion) {
    let limit = MKMapPoint(x: 0, y: 0).coordinate.latitude
    func y(_ latitude: Double) -> Double {
      MKMapPoint(CLLocationCoordinate2D(latitude: min(max(latitude, -limit), limit), longitude: 0))
        .y
    }
    let height = region.span.latitudeDelta
    let centerY = y(region.center.latitude)
    // The northern edge lies between the center and a full height above it.
    var lowest = region.center.latitude
    var north = region.center.latitude + height
    for _ in 0..<64 {
      let middle = (lowest + north) / 2
      if (y(middle) + y(middle - height)) / 2 > centerY { lowest = middle } else { north = middle }
    }
    let west = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: 0, longitude: region.center.longitude - region.span.longitudeDelta / 2))
    let width = region.span.longitudeDelta / 360 * MKMapSize.world.width
    let top = y(north)
    self.init(x: west.x, y: top, width: width, height: y(north - height) - top)
  }

  // The rectangle grown so that it fills a view of `size` inset by `padding` (screen points):
  // the padding becomes map points at the scale that fits the rectangle in the inset view.
  func padded(by padding: UIEdgeInsets, in size: CGSize) -> MKMapRect {
    let insideWidth = size.width - padding.left - padding.right
    let insideHeight = size.height - padding.top - padding.bottom
    guard insideWidth > 0, insideHeight > 0 else { return self }
    let xScale = width / Double(insideWidth)
    let yScale = height / Double(insideHeight)
    return MKMapRect(
      x: minX - Double(padding.left) * xScale, y: minY - Double(padding.top) * yScale,
      width: width + Double(padding.left + padding.right) * xScale,
      height: height + Double(padding.top + padding.bottom) * yScale)
  }
}
