import Foundation
import HeadlessUIKit
import Places

/// Responds to a map view's changes. Every method is optional, as in MapKit.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
  /// Called before the shown region changes.
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)

  /// Called after the shown region changed.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)

  /// The view for an annotation coming on screen; nil (the default) for the view registered
  /// under `MKMapViewDefaultAnnotationViewReuseIdentifier`, a marker unless you register another.
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?

  /// Called after the map's layout pass made views for annotations that came on screen.
  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])

  /// Called after an annotation's view was selected.
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)

  /// Called after an annotation's view was deselected.
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)

  /// Called after an annotation was selected, after the view variant.
  func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)

  /// Called after an annotation was deselected, after the view variant.
  func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)

  /// Called when a control that is a callout accessory of a selected view is tapped.
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)

  /// Called when the map has located the user, while it shows the user's location.
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)

  /// Called after the user-tracking mode changed.
  func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)

  /// The renderer for an overlay coming into the visible part of the map; the default is a
  /// plain `MKOverlayRenderer`, which draws nothing, as MapKit draws nothing without one.
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer

  /// Called after the map's layout pass made renderers for overlays that came into view.
  func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  { nil }
  public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
  public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay)
    -> MKOverlayRenderer
  { MKOverlayRenderer(overlay: overlay) }
  public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The reuse identifier of the view a map shows for an annotation its delegate gives no view
/// for: register a class under it to change that view.
public let MKMapViewDefaultAnnotationViewReuseIdentifier =
  "MKMapViewDefaultAnnotationViewReuseIdentifier"

/// The kinds of map a map view shows (kept, not drawn).
public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

/// A map: the region it shows, the annotations on it and their views. Headless: nothing is
/// drawn, and the region is kept as set (MapKit fits it to the view's aspect ratio); the screen
/// transcript does not show maps.
///
/// The annotations on screen are those inside the region. Their views are made on the map's
/// layout pass (the next main-queue turn, or `layoutIfNeeded()`), as MapKit makes them before
/// the map draws: asked of the delegate, else dequeued under
/// `MKMapViewDefaultAnnotationViewReuseIdentifier`. A view goes back to its reuse queue when
/// its annotation is removed (at once) or leaves the region (on the next pass). Annotation
/// views are not subviews of the map: MapKit keeps them in a private container.
///
/// Overlays get their renderers on the same layout pass, when their shape meets the visible
/// map rectangle: asked of the delegate, kept until the overlay is removed.
@preconcurrency @MainActor
open class MKMapView: UIView {
  /// The object told when the region, the annotation views and the selection change.
  open weak var delegate: (any MKMapViewDelegate)?

  /// The kind of map shown (kept).
  open var mapType = MKMapType.standard

  /// Whether a person can zoom the map by pinching or double-tapping; `true` by default.
  /// Headless: kept (the touches do not zoom maps).
  open var isZoomEnabled = true

  /// Whether a person can scroll the map by dragging; `true` by default. Headless: kept.
  open var isScrollEnabled = true

  /// Whether a person can tilt the map; `true` by default. Headless: kept.
  open var isPitchEnabled = true

  /// Whether a person can rotate the map; `true` by default. Headless: kept.
  open var isRotateEnabled = true

  /// Whether the map shows a compass while it is rotated; `true` by default. Headless: kept,
  /// not drawn.
  open var showsCompass = true

  /// Whether the map shows a scale while it zooms; `false` by default. Headless: kept, not
  /// drawn.
  open var showsScale = false

  /// Whether the map shows buildings in 3D; `true` by default. Headless: kept, not drawn.
  open var showsBuildings = true

  /// Whether the map shows traffic on roads; `false` by default. Headless: kept, not drawn.
  open var showsTraffic = false

  /// Whether the map shows the user's location. Turning it on locates the user on a later
  /// main-queue turn, where the world says they are, if the app may know it
  /// (`World.locationAccess`); `userLocation` is then among `annotations`.
  open var showsUserLocation = false {
    didSet {
      guard showsUserLocation != oldValue else { return }
      showsUserLocationDidChange()
    }
  }

  /// The annotation for the user's location.
  open var userLocation: MKUserLocation { storedUserLocation }

  /// Whether the user's location is shown and inside the region.
  open var isUserLocationVisible: Bool {
    showsUserLocation && userLocation.location != nil
      && storedRegion.contains(userLocation.coordinate)
  }

  /// Whether the map follows the user's location: following centres the region on it.
  open var userTrackingMode: MKUserTrackingMode {
    get { storedTrackingMode }
    set { setUserTrackingMode(newValue, animated: false) }
  }

  /// The region shown; the whole Earth until set. Setting it tells the delegate.
  open var region: MKCoordinateRegion {
    get { storedRegion }
    set { setRegion(newValue, animated: false) }
  }

  /// The center of the region shown; setting it keeps the span.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { storedRegion.center }
    set { setCenter(newValue, animated: false) }
  }

  /// The annotations on the map, in the order they were added, and the user's location while
  /// it is shown and known.
  open var annotations: [any MKAnnotation] {
    showsUserLocation && storedUserLocation.location != nil
      ? storedAnnotations + [storedUserLocation] : storedAnnotations
  }

  /// The selected annotation, if any (MapKit selects one at a time). Setting an array selects
  /// its first annotation only, as MapKit documents.
  open var selectedAnnotations: [any MKAnnotation] {
    get { selectedAnnotation.map { [$0] } ?? [] }
    set {
      deselectAnnotation(selectedAnnotation, animated: false)
      if let first = newValue.first { selectAnnotation(first, animated: false) }
    }
  }

  /// The overlays on the map, the `.aboveRoads` level first, each level in its order.
  open var overlays: [any MKOverlay] { storedOverlays.all }

  /// The part of the map shown, as a map rectangle: the region's. Setting it sets the region.
  open var visibleMapRect: MKMapRect {
    get { MKMapRect(storedRegion) }
    set { setVisibleMapRect(newValue, animated: false) }
  }

  private var storedRegion = MKCoordinateRegion.world
  private var storedOverlays = MapOverlays()
  private var storedAnnotations: [any MKAnnotation] = []
  private let storedUserLocation = MKUserLocation()
  private var storedTrackingMode = MKUserTrackingMode.none
  private var capturedWorld = CapturedWorld()
  // The selected annotation; its view is on screen (`shownViews`) while it stays selected.
  private var selectedAnnotation: (any MKAnnotation)?
  // The views on screen, by their annotation's identity.
  private var shownViews: [ObjectIdentifier: MKAnnotationView] = [:]
  private var reuseQueues: [String: [MKAnnotationView]] = [:]
  private var registrations: [String: MKAnnotationView.Type] = [
    MKMapViewDefaultAnnotationViewReuseIdentifier: MKMarkerAnnotationView.self
  ]

  /// Shows a region; headless, an animated change completes at once, between the delegate's
  /// will-change and did-change calls. Views of annotations that come into it or leave it are
  /// made or reused on the next layout pass.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    storedRegion = region
    delegate?.mapView(self, regionDidChangeAnimated: animated)
    setNeedsLayout()
  }

  /// Moves the region's center, keeping its span.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
  }

  /// Adds an annotation; its view is made on the next layout pass if it is in the region.
  open func addAnnotation(_ annotation: any MKAnnotation) {
    addAnnotations([annotation])
  }

  /// Adds annotations; their views are made on the next layout pass.
  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    storedAnnotations += annotations
    setNeedsLayout()
  }

  /// Removes an annotation (the same object), deselecting it; its view goes to the reuse queue.
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    removeAnnotations([annotation])
  }

  /// Removes annotations (the same objects), deselecting them; their views go to the reuse
  /// queue. The user's location stays, as in MapKit.
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    let removed = Set(annotations.filter { $0 !== storedUserLocation }.map { ObjectIdentifier($0) })
    storedAnnotations.removeAll { removed.contains(ObjectIdentifier($0)) }
    if let selected = selectedAnnotation, removed.contains(ObjectIdentifier(selected)) {
      shownViews[ObjectIdentifier(selected)]?.setSelected(false, animated: false)
      selectedAnnotation = nil
    }
    for key in removed { enqueueView(of: key) }
  }

  /// Adds the annotations that are not on the map yet and shows the smallest region holding
  /// them all.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    addAnnotations(annotations.filter { new in !storedAnnotations.contains { $0 === new } })
    guard !annotations.isEmpty else { return }
    setRegion(.bounding(annotations.map(\.coordinate)), animated: animated)
  }

  /// Shows a map rectangle, as `setRegion(_:animated:)` shows a region.
  open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
    setRegion(MKCoordinateRegion(mapRect), animated: animate)
  }

  /// Shows a map rectangle with room around it: `insets` in screen points, turned into map
  /// points at the scale that fits the rectangle in the map's bounds minus the insets.
  /// Headless: a map with no size, or insets as large as it, shows the rectangle unpadded.
  open func setVisibleMapRect(
    _ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool
  ) {
    setVisibleMapRect(mapRect.padded(by: insets, in: bounds.size), animated: animate)
  }

  // MARK: Overlays

  /// The overlays on one level, in their order.
  open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
    storedOverlays.overlays(in: level)
  }

  /// Adds an overlay on top of the `.aboveLabels` level; its renderer is asked for on the next
  /// layout pass if it meets the visible map rectangle.
  open func addOverlay(_ overlay: any MKOverlay) {
    addOverlays([overlay], level: .aboveLabels)
  }

  /// Adds an overlay on top of a level.
  open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
    addOverlays([overlay], level: level)
  }

  /// Adds overlays on top of the `.aboveLabels` level.
  open func addOverlays(_ overlays: [any MKOverlay]) {
    addOverlays(overlays, level: .aboveLabels)
  }

  /// Adds overlays on top of a level.
  open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
    insertOverlays(overlays, at: .max, level: level)
  }

  /// Inserts an overlay at an index of the `.aboveLabels` level (past its end: on top).
  open func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
    insertOverlays([overlay], at: index, level: .aboveLabels)
  }

  /// Inserts an overlay at an index of a level (past its end: on top).
  open func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
    insertOverlays([overlay], at: index, level: level)
  }

  /// Inserts an overlay just above another, on its level; on top if that one is not on the map.
  open func insertOverlay(_ overlay: any MKOverlay, aboveOverlay sibling: any MKOverlay) {
    let position = storedOverlays.position(of: sibling)
    insertOverlays(
      [overlay], at: position.map { $0.index + 1 } ?? .max, level: position?.level ?? .aboveLabels)
  }

  /// Inserts an overlay just below another, on its level; on top if that one is not on the map.
  open func insertOverlay(_ overlay: any MKOverlay, belowOverlay sibling: any MKOverlay) {
    let position = storedOverlays.position(of: sibling)
    insertOverlays(
      [overlay], at: position?.index ?? .max, level: position?.level ?? .aboveLabels)
  }

  private func insertOverlays(_ overlays: [any MKOverlay], at index: Int, level: MKOverlayLevel) {
    storedOverlays.insert(overlays, at: index, level: level)
    setNeedsLayout()
  }

  /// Swaps two overlays' places, levels included, as MapKit documents; does nothing unless both
  /// are on the map.
  open func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {
    storedOverlays.exchange(overlay1, with: overlay2)
  }

  /// Removes an overlay (the same object) and its renderer.
  open func removeOverlay(_ overlay: any MKOverlay) {
    removeOverlays([overlay])
  }

  /// Removes overlays (the same objects) and their renderers.
  open func removeOverlays(_ overlays: [any MKOverlay]) {
    storedOverlays.remove(overlays)
  }

  /// The renderer of an overlay, or nil until the layout pass makes it (or off screen).
  open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
    storedOverlays.renderers[ObjectIdentifier(overlay)]
  }

  // MARK: The user's location

  /// Sets whether the map follows the user's location and tells the delegate. Following
  /// centres the region on the user once located, zooming in to about 5 km if the region is
  /// wider than a degree.
  open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
    guard mode != storedTrackingMode else { return }
    storedTrackingMode = mode
    delegate?.mapView(self, didChange: mode, animated: animated)
    followUser(animated: animated)
  }

  private func showsUserLocationDidChange() {
    guard showsUserLocation else {
      storedUserLocation.isUpdating = false
      storedUserLocation.location = nil
      enqueueView(of: ObjectIdentifier(storedUserLocation))
      return
    }
    MainQueue.later(in: capturedWorld.resolve()) { [weak self] in self?.locateUser() }
  }

  private func locateUser() {
    let world = capturedWorld.resolve()
    guard showsUserLocation, world.allowsLocation else { return }
    storedUserLocation.location = CLLocation.reported(in: world)
    storedUserLocation.isUpdating = true
    delegate?.mapView(self, didUpdate: storedUserLocation)
    followUser(animated: true)
    setNeedsLayout()
  }

  private func followUser(animated: Bool) {
    guard storedTrackingMode != .none, let location = storedUserLocation.location else { return }
    let span =
      storedRegion.span.latitudeDelta > 1
      ? MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05) : storedRegion.span
    setRegion(MKCoordinateRegion(center: location.coordinate, span: span), animated: animated)
  }

  // MARK: Annotation views

  /// Registers an annotation view class (a subclass of `MKAnnotationView`) to make views for a
  /// reuse identifier; nil unregisters it.
  open func register(
    _ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      registrations[identifier] = nil
      return
    }
    guard let viewType = viewClass as? MKAnnotationView.Type else {
      preconditionFailure("\(viewClass) is not a subclass of MKAnnotationView")
    }
    registrations[identifier] = viewType
  }

  /// A view from the reuse queue (after `prepareForReuse()`), or nil when the queue has none.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    guard let view = reuseQueues[identifier]?.popLast() else { return nil }
    view.prepareForReuse()
    return view
  }

  /// A view from the reuse queue (after `prepareForReuse()`) or a new one of the registered
  /// class, its `annotation` set.
  open func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView {
    if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
      view.annotation = annotation
      return view
    }
    guard let viewType = registrations[identifier] else {
      preconditionFailure(
        "unable to dequeue an annotation view with identifier \(identifier) - must register a "
          + "class for the identifier")
    }
    return viewType.init(_dequeuedWithAnnotation: annotation, reuseIdentifier: identifier)
  }

  /// The view of an annotation on screen, or nil if it has none (after the last layout pass).
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    shownViews[ObjectIdentifier(annotation)]
  }

  /// Selects an annotation, deselecting the one selected before, and tells the delegate. As
  /// MapKit documents, it does nothing to an annotation with no view: off screen, or disabled.
  /// Headless: it first makes the views the next layout pass would make.
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    updateAnnotationViews()
    guard let view = view(for: annotation), view.isEnabled, selectedAnnotation !== annotation
    else { return }
    deselectAnnotation(selectedAnnotation, animated: animated)
    selectedAnnotation = annotation
    view.setSelected(true, animated: animated)
    delegate?.mapView(self, didSelect: view)
    delegate?.mapView(self, didSelect: annotation)
  }

  /// Deselects an annotation, if selected, and tells the delegate.
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    guard let annotation, selectedAnnotation === annotation,
      let view = shownViews[ObjectIdentifier(annotation)]
    else { return }
    selectedAnnotation = nil
    view.setSelected(false, animated: animated)
    delegate?.mapView(self, didDeselect: view)
    delegate?.mapView(self, didDeselect: annotation)
  }

  /// Lays out the map: makes views for the annotations that came into the region, and puts
  /// the views of those that left it (unless selected) in the reuse queue; asks renderers for
  /// the overlays that came into view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAnnotationViews()
    updateOverlayRenderers()
  }

  private func updateOverlayRenderers() {
    var added: [MKOverlayRenderer] = []
    for overlay in storedOverlays.needingRenderers(in: visibleMapRect) {
      let renderer =
        delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
      storedOverlays.keep(renderer, for: overlay)
      added.append(renderer)
    }
    if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
  }

  private func updateAnnotationViews() {
    var added: [MKAnnotationView] = []
    for annotation in annotations {
      let key = ObjectIdentifier(annotation)
      let isOnScreen = storedRegion.contains(annotation.coordinate)
      if shownViews[key] != nil {
        if !isOnScreen, selectedAnnotation !== annotation { enqueueView(of: key) }
      } else if isOnScreen {
        let view =
          delegate?.mapView(self, viewFor: annotation) ?? defaultView(for: annotation)
        view.mapView = self
        view.prepareForDisplay()
        shownViews[key] = view
        added.append(view)
      }
    }
    if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
  }

  // MapKit's own view for the user's location, else the registered default view.
  private func defaultView(for annotation: any MKAnnotation) -> MKAnnotationView {
    if annotation === storedUserLocation {
      return MKAnnotationView(annotation: annotation, reuseIdentifier: nil)
    }
    return dequeueReusableAnnotationView(
      withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
  }

  private func enqueueView(of key: ObjectIdentifier) {
    guard let view = shownViews.removeValue(forKey: key) else { return }
    view.mapView = nil
    if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
  }
}
