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
}
