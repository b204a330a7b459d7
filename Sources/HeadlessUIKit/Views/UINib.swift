import Foundation

/// The objects of an Interface Builder file, made anew each time it is instantiated.
///
/// Headless difference: there is no Interface Builder, so no nib file to load. A test or an app
/// declares its nibs in Swift with `UINib.define(name:topLevelObjects:)` (headless only), once,
/// before a nib of that name is instantiated; the code that registers and loads nibs is Apple's:
/// `UINib(nibName:bundle:)`, `tableView.register(_:forCellReuseIdentifier:)`,
/// `Bundle.main.loadNibNamed(_:owner:options:)`, and `awakeFromNib()`.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// Keys of the options for instantiating a nib.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The objects that replace the nib's proxy objects. Headless: kept, not used.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private let name: String
  private let bundle: Bundle

  // The nibs `define(name:topLevelObjects:)` declared, by name.
  private static var defined: [String: (Any?) -> [Any]] = [:]

  /// A nib of that name in the bundle (the main bundle for `nil`). Headless: the bundle is
  /// ignored, and a name no nib was declared for stops the app when the nib is instantiated.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    bundle = bundleOrNil ?? .main
    super.init()
  }

  /// Declares a nib, as a `.xib` file in Interface Builder would: a closure that makes its
  /// top-level objects, in order, given the owner (to connect its outlets). Declaring a name
  /// again replaces the nib. Headless only.
  public static func define(name: String, topLevelObjects: @escaping (_ owner: Any?) -> [Any]) {
    defined[name] = topLevelObjects
  }

  /// Makes the nib's top-level objects anew, then calls `awakeFromNib()` on each, as UIKit does
  /// once the objects are made and connected. Headless: only the top-level objects are woken
  /// (in a nib file, every object in it is); the options are ignored.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    guard let make = Self.defined[name] else {
      fatalError(
        "Could not load NIB in bundle: '\(bundle)' with name '\(name)': declare it with "
          + "UINib.define(name: \"\(name)\") { owner in [...] } before loading it")
    }
    let objects = make(ownerOrNil)
    for case let object as UIResponder in objects { object.awakeFromNib() }
    return objects
  }

  // The first object of a class the nib makes, for a list that registered the nib for its
  // cells; a nib without one stops the app, as in UIKit.
  func firstObject<Object>(of type: Object.Type) -> Object {
    guard let object = instantiate(withOwner: nil).lazy.compactMap({ $0 as? Object }).first else {
      fatalError(
        "invalid nib registered for identifier - nib '\(name)' must contain exactly one "
          + "top level object which must be a \(Object.self) instance")
    }
    return object
  }
}

extension Bundle {
  /// The top-level objects of the nib of that name, made anew, as `UINib.instantiate` makes
  /// them. Headless: any bundle loads the nibs `UINib.define(name:topLevelObjects:)` declared.
  @preconcurrency @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
