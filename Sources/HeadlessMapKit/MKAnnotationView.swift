import Foundation
import HeadlessUIKit

/// How much a map wants to show a feature when features collide: a value from 0 to 1000.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
  /// Always shown (1000).
  public static let required = MKFeatureDisplayPriority(rawValue: 1000)
  /// A high priority (750).
  public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
  /// A low priority (250).
  public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)

  public var rawValue: Float

  /// A priority of a value.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority of a value.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }
}

/// Whether a feature of the map, such as a marker's title, shows.
public enum MKFeatureVisibility: Int, Sendable {
  /// Shown or hidden as the map sees fit.
  case adaptive = 0
  /// Never shown.
  case hidden = 1
  /// Always shown.
  case visible = 2
}

/// The view that stands for an annotation on a map. Headless: it draws nothing; the map makes
/// it on its layout pass, tells it when it is selected, and puts it in a reuse queue when its
/// annotation leaves the map or the region shown.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
  /// The annotation the view stands for.
  open var annotation: (any MKAnnotation)?

  /// The identifier the map reuses the view under.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// The image the view shows (kept, not drawn); setting one sizes the view to it, as in MapKit.
  open var image: UIImage? {
    didSet { if let image { frame.size = image.size } }
  }

  /// How far the view is moved from the annotation's point (kept).
  open var centerOffset = CGPoint.zero

  /// How far the callout is moved from its usual place (kept).
  open var calloutOffset = CGPoint.zero

  /// Whether the view can be selected; a disabled view is never selected.
  open var isEnabled = true

  /// Whether the view is selected; the map sets it through `setSelected(_:animated:)`.
  open var isSelected = false

  /// Whether selecting the view shows a callout with the annotation's title.
  open var canShowCallout = false

  /// The view on the left of the callout. A control's taps reach the map's delegate.
  open var leftCalloutAccessoryView: UIView? {
    didSet { calloutAccessoryDidChange(from: oldValue, to: leftCalloutAccessoryView) }
  }

  /// The view on the right of the callout. A control's taps reach the map's delegate.
  open var rightCalloutAccessoryView: UIView? {
    didSet { calloutAccessoryDidChange(from: oldValue, to: rightCalloutAccessoryView) }
  }

  /// The view that replaces the callout's subtitle (kept).
  open var detailCalloutAccessoryView: UIView?

  /// How much the map wants to show the view: `.required` unless set.
  open var displayPriority = MKFeatureDisplayPriority.required

  /// The identifier of the views this one may be clustered with (kept; the kit clusters none).
  open var clusteringIdentifier: String?

  // The map that shows the view, while it shows it: taps on accessory controls go to its
  // delegate.
  weak var mapView: MKMapView?

  private let storedReuseIdentifier: String?
  private var accessoryTapActions: [ObjectIdentifier: UIAction] = [:]

  /// A view for an annotation, reused under an identifier.
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// A view with no annotation and no reuse identifier, of a frame.
  public convenience override init(frame: CGRect) {
    self.init(annotation: nil, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Not supported headless: there are no nib or storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Headless only: how the map makes a registered class's views, through
  /// `init(annotation:reuseIdentifier:)`, so a subclass's override runs. Swift calls an
  /// initializer on a class value only if it is `required`; as a convenience initializer it is
  /// inherited by every subclass that overrides `init(annotation:reuseIdentifier:)` or declares
  /// no initializer.
  public required convenience init(
    _dequeuedWithAnnotation annotation: (any MKAnnotation)?, reuseIdentifier: String?
  ) {
    self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
  }

  /// Selects or deselects the view; the map calls it as the selection changes.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Called when the map takes the view out of its reuse queue; does nothing unless overridden.
  open func prepareForReuse() {}

  /// Called when the map is about to show the view; does nothing unless overridden.
  open func prepareForDisplay() {}

  // A tap on an accessory control tells the map's delegate while the callout shows, as a tap is
  // possible only then.
  private func calloutAccessoryDidChange(from old: UIView?, to new: UIView?) {
    if let control = old as? UIControl,
      let action = accessoryTapActions.removeValue(forKey: ObjectIdentifier(control))
    {
      control.removeAction(action, for: .touchUpInside)
    }
    guard let control = new as? UIControl else { return }
    let action = UIAction { [weak self, weak control] _ in
      guard let self, let control, let mapView = self.mapView, self.isSelected,
        self.canShowCallout
      else { return }
      mapView.delegate?.mapView(
        mapView, annotationView: self, calloutAccessoryControlTapped: control)
    }
    accessoryTapActions[ObjectIdentifier(control)] = action
    control.addAction(action, for: .touchUpInside)
  }
}
