import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A screen that presents an image picker and keeps what its delegate is told.
private final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  var info: [UIImagePickerController.InfoKey: Any]?
  var cancels = 0

  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    self.info = info
    picker.dismiss(animated: true)
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    cancels += 1
    dismiss(animated: true)
  }
}

/// A delegate that implements neither method, so the defaults dismiss the picker.
private final class SilentDelegate: NSObject, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{}

@Suite("Image picker") @MainActor
struct ImagePickerTests {
  let photo = UIImage(systemName: "person.crop.circle")!

  /// Presents a picker with a delegate over a screen titled "Profile", and lets it appear.
  func present(
    _ picker: UIImagePickerController, from screen: UIViewController,
    delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  ) async -> UIWindow {
    picker.delegate = delegate
    screen.title = "Profile"
    let window = makeWindow(root: screen)
    screen.present(picker, animated: true)
    await drainMainQueue()
    return window
  }

  @Test("the photo library is available and the camera is not; images are what a source offers")
  func sources() {
    expectTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    expectTrue(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
    expectFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
    expectEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image"])
    expectNil(UIImagePickerController.availableMediaTypes(for: .camera))
    let picker = UIImagePickerController()
    expectEqual(picker.sourceType, .photoLibrary)
    expectEqual(picker.mediaTypes, ["public.image"])
    expectFalse(picker.allowsEditing)
    expectEqual(
      UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage"
    )
  }

  @Test("picking an image gives the delegate the original; the transcript shows the picker on top")
  func pickOriginal() async throws {
    let screen = AvatarViewController()
    let picker = UIImagePickerController()
    let window = await present(picker, from: screen, delegate: screen)

    expectEqual(
      ScreenTranscript.render(window),
      """
      presented page sheet over "Profile"
      image picker: photo library
      screen 1 of 1: Photos
      bar: right [Cancel]

      """)
    try Touches(window: window).pickImage(photo)
    await drainMainQueue()

    expectEqual(screen.info?[.originalImage] as? UIImage, photo)
    expectEqual(screen.info?[.mediaType] as? String, "public.image")
    expectNil(screen.info?[.editedImage])
    expectNil(screen.info?[.cropRect])
    expectNil(screen.presentedViewController)
  }

  @Test("with editing allowed, the delegate is also given the edited image and its crop")
  func pickEdited() async throws {
    let screen = AvatarViewController()
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    let window = await present(picker, from: screen, delegate: screen)

    try Touches(window: window).pickImage(photo)

    expectEqual(screen.info?[.editedImage] as? UIImage, photo)
    expectEqual(
      (screen.info?[.cropRect] as? NSValue)?.cgRectValue, CGRect(origin: .zero, size: photo.size))
  }

  @Test("Cancel tells the delegate, which dismisses the picker")
  func cancel() async throws {
    let screen = AvatarViewController()
    let picker = UIImagePickerController()
    let window = await present(picker, from: screen, delegate: screen)

    try Touches(window: window).cancelImagePicker()
    await drainMainQueue()

    expectEqual(screen.cancels, 1)
    expectNil(screen.presentedViewController)
    let error = thrownError(TouchError.self) { try Touches(window: window).pickImage(photo) }
    expectEqual(error?.description, "there is no image picker on this screen")
  }

  @Test("a delegate that implements neither method lets the picker dismiss itself")
  func defaultsDismiss() async throws {
    let screen = UIViewController()
    let delegate = SilentDelegate()
    let picker = UIImagePickerController()
    let window = await present(picker, from: screen, delegate: delegate)

    try Touches(window: window).cancelImagePicker()
    await drainMainQueue()
    expectNil(screen.presentedViewController)

    screen.present(picker, animated: false)
    try Touches(window: window).pickImage(photo)
    await drainMainQueue()
    expectNil(screen.presentedViewController)
  }

  @Test("a picker with no delegate is dismissed as soon as it is shown")
  func noDelegate() async {
    let screen = UIViewController()
    _ = await present(UIImagePickerController(), from: screen, delegate: nil)
    await drainMainQueue()

    expectNil(screen.presentedViewController)
  }
}
