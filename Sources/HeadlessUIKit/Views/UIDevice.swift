import Foundation

/// The device the app runs on. Headless: an iPhone on iOS 18, held in portrait, the same
/// device the screen (`UIScreen.main`) and the traits (`UITraitCollection`) describe.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device the app runs on.
  open class var current: UIDevice { device }

  private static let device = UIDevice()

  /// The device's name, as its owner set it; UIKit gives apps the model's name, "iPhone".
  open var name: String { "iPhone" }

  /// The kind of device: "iPhone".
  open var model: String { "iPhone" }

  /// The kind of device in the user's language: "iPhone".
  open var localizedModel: String { "iPhone" }

  /// The operating system: "iOS".
  open var systemName: String { "iOS" }

  /// The operating system's version: "18.0".
  open var systemVersion: String { "18.0" }

  /// The style of interface the device uses: a phone's.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

  /// An identifier of the device for this app's vendor: the same one for the life of the
  /// process.
  open var identifierForVendor: UUID? { Self.vendorIdentifier }

  private static let vendorIdentifier = UUID()

  /// The physical orientation of the device: `.portrait`, headless, where the phone stands.
  /// UIKit reports `.unknown` until the app asks for orientation notifications; the kit's phone
  /// never turns, so it says where it stands at once.
  open var orientation: UIDeviceOrientation { .portrait }

  /// Whether the device posts orientation notifications: after
  /// `beginGeneratingDeviceOrientationNotifications()`, until as many `end…` calls.
  open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

  private var orientationRequests = 0

  /// Asks the device to post `orientationDidChangeNotification` when it turns (it never does,
  /// headless); calls nest.
  open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }

  /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
  open func endGeneratingDeviceOrientationNotifications() {
    orientationRequests = max(0, orientationRequests - 1)
  }

  /// Posted when the device turns (never, headless).
  public nonisolated static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// The physical orientations of a device.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// On either side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Lying face up or down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether an interface can take the orientation: the portrait and landscape ones.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
