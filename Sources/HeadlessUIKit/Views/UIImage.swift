import Foundation

/// An image, kept only so that code that sets images compiles; the headless kit draws nothing.
///
/// Headless: there is no asset catalog and no symbol set, so every non-empty name makes an
/// image, named after it; an empty name makes none, as UIKit finds nothing for it.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name the image was made from. Headless only: UIKit keeps no name.
  let name: String

  private init(name: String) {
    self.name = name
  }

  /// The image named in the app's assets.
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(name: name)
  }

  /// The system symbol with a name, such as `magnifyingglass`.
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(name: "system:\(name)")
  }

  open override var description: String { "UIImage(\(name))" }
}
