import Foundation
import HeadlessUIKit

/// A balloon-shaped marker, as the Maps app shows: the view a map makes for an annotation when
/// its delegate gives none. Headless: its colours, glyph and title visibility are kept, not
/// drawn.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
  /// The balloon's colour; nil for the map style's own.
  open var markerTintColor: UIColor?

  /// The text in the balloon.
  open var glyphText: String?

  /// The image in the balloon.
  open var glyphImage: UIImage?

  /// The colour of the glyph; nil for the map style's own.
  open var glyphTintColor: UIColor?

  /// Whether the annotation's title shows under the balloon.
  open var titleVisibility = MKFeatureVisibility.adaptive

  /// Whether the annotation's subtitle shows under the balloon.
  open var subtitleVisibility = MKFeatureVisibility.adaptive

  /// A marker for an annotation, reused under an identifier; its display priority is
  /// `.defaultLow`, as MapKit documents.
  public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    displayPriority = .defaultLow
  }

  /// Not supported headless: there are no nib or storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }
}
