import Foundation

/// A view that shows an image (kept, not drawn; the transcript names it).
///
/// As in UIKit, an image view does not take touches unless told to
/// (`isUserInteractionEnabled` is false), and takes its size from its image when made with one.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
  }

  /// The image shown while the view is highlighted.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
  }

  /// Whether the view shows its highlighted image.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The size of the image shown, as UIKit gives it: Auto Layout sizes an image view with no
  /// size constraints to its image. With no image, none on either axis.
  open override var intrinsicContentSize: CGSize {
    guard let shown = isHighlighted ? highlightedImage ?? image : image else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return shown.size
  }

  /// The symbol configuration for the view's symbol images (kept).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// Creates a view showing an image, sized to it.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates a view showing an image, and another while highlighted, sized to the first.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an empty image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
