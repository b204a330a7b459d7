import Foundation

/// Told when a person picks an image in an image picker, or cancels. Both requirements are
/// optional in UIKit; here each has a default that dismisses the picker, as UIKit's picker
/// dismisses itself when its delegate does not implement the method.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
  /// Called when a person picked an image; the delegate dismisses the picker.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

  /// Called when a person cancelled; the delegate dismisses the picker.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picker.dismissFromPresenter()
  }

  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismissFromPresenter()
  }
}

/// The system's interface for picking a photo from the library or taking one with the camera,
/// presented modally by the app, which its delegate dismisses.
///
/// Headless: the photo library is available and holds whatever image a test picks with
/// `simulatePicking(_:)` (Headless only); the camera is not available. The picker shows a
/// "Photos" screen with a Cancel button, which tells the delegate's
/// `imagePickerControllerDidCancel(_:)`.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where the picker's images come from.
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0
    case camera = 1
    case savedPhotosAlbum = 2
  }

  /// A key of the dictionary the delegate is given about a picked image.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The type of the picked media, such as `"public.image"`.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The image as picked, before any editing.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image after the person moved and scaled it, when `allowsEditing` is on.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The crop applied to the original image, an `NSValue` of a `CGRect`.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The file URL of a picked movie.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// Metadata of a photo just taken with the camera.
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    /// The Live Photo of a picked photo.
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    /// The file URL of the picked image.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  // The uniform type identifier of still images, which UIKit's picker offers by default.
  private static let imageType = "public.image"

  /// Whether a source can be picked from. Headless: the photo library and saved photos are
  /// available, the camera is not, as on a simulator.
  open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
    sourceType != .camera
  }

  /// The media types a source offers, or `nil` for a source not available. Headless: images
  /// only.
  open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType)
    -> [String]?
  {
    isSourceTypeAvailable(sourceType) ? [imageType] : nil
  }

  /// Where the images come from; the photo library by default. Setting a source that is not
  /// available stops the app, as UIKit's exception does.
  open var sourceType = SourceType.photoLibrary {
    willSet {
      if !Self.isSourceTypeAvailable(newValue) {
        fatalError("Source type \(newValue.rawValue) not available")
      }
    }
  }

  /// The media types offered; still images by default. Setting none that the source offers
  /// stops the app, as UIKit's exception does.
  open var mediaTypes = [UIImagePickerController.imageType] {
    willSet {
      let available = Self.availableMediaTypes(for: sourceType) ?? []
      if !newValue.contains(where: available.contains) {
        fatalError("No available types for source \(sourceType.rawValue)")
      }
    }
  }

  /// Whether a person moves and scales the image after picking it, so that the delegate is
  /// also given `.editedImage` and `.cropRect`.
  open var allowsEditing = false

  /// Creates a picker of the photo library.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    let photos = UIViewController()
    photos.title = "Photos"
    photos.navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.imagePickerDelegate?.imagePickerControllerDidCancel(self)
      })
    setViewControllers([photos], animated: false)
  }

  /// Creates a picker of the photo library.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// With no delegate, the picker is dismissed as soon as it is shown, as Apple documents.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if delegate == nil { dismissFromPresenter() }
  }

  /// Picks an image as a person does in the library: the delegate's
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` is given its media type and the
  /// image as `.originalImage`, and, when `allowsEditing` is on, as `.editedImage` with a
  /// `.cropRect` of the whole image (the person moved and scaled nothing). Headless only:
  /// UIKit's library is the system's.
  public func simulatePicking(_ image: UIImage) {
    var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
    if allowsEditing {
      info[.editedImage] = image
      info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
    }
    imagePickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  // UIKit declares `delegate` again here as an image picker and navigation controller
  // delegate; Swift cannot narrow an inherited settable property, so the picker casts.
  private var imagePickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }

  func dismissFromPresenter() {
    (presentingViewController ?? self).dismiss(animated: true)
  }
}
