import Foundation
import HeadlessUIKit

/// A pin, as the Maps app showed before markers (deprecated since iOS 16, and still in many
/// tutorials). Headless: its colour and drop animation are kept, not drawn.
@preconcurrency @MainActor
open class MKPinAnnotationView: MKAnnotationView {
  /// The pin's colour; red until set.
  open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor()

  /// Whether the pin drops onto the map when it comes on screen.
  open var animatesDrop = false

  /// The red of a standard pin.
  open class func redPinColor() -> UIColor { .systemRed }

  /// The green of a standard pin.
  open class func greenPinColor() -> UIColor { .systemGreen }

  /// The purple of a standard pin.
  open class func purplePinColor() -> UIColor { .systemPurple }

  /// A pin for an annotation, reused under an identifier.
  public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
  }

  /// Not supported headless: there are no nib or storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }
}
