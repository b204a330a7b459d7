import Foundation

/// A storyboard: the scenes of an app's view controllers and the segues between them.
///
/// Headless difference: there is no Interface Builder, so no storyboard file to load. A test or an
/// app declares its storyboards in Swift with `UIStoryboard.define(name:scenes:)` (headless only),
/// once, before `UIStoryboard(name:bundle:)` opens one; the code inside view controllers and
/// routers is Apple's: `storyboard?.instantiateViewController(withIdentifier:)`,
/// `performSegue(withIdentifier:sender:)`, `prepare(for:sender:)`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  private let name: String
  private let scenes: [Scene]

  // The storyboards `define(name:scenes:)` declared, by name.
  static var defined: [String: [Scene]] = [:]

  private init(name: String, scenes: [Scene]) {
    self.name = name
    self.scenes = scenes
    super.init()
  }

  /// Opens the storyboard with the name. As in UIKit, a name with no storyboard stops the app;
  /// headless, a storyboard exists once `define(name:scenes:)` declared it. The bundle is
  /// ignored.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    guard let scenes = Self.defined[name] else {
      fatalError(
        "Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil ?? .main)")
    }
    self.init(name: name, scenes: scenes)
  }

  /// Declares a storyboard, as a storyboard file in Interface Builder would: its scenes, each
  /// with its segues. Declaring a name again replaces the storyboard. Headless only.
  public static func define(name: String, scenes: [Scene]) {
    defined[name] = scenes
  }

  /// Makes the view controller of the storyboard's initial scene, or `nil` if it has none.
  open func instantiateInitialViewController() -> UIViewController? {
    scenes.first(where: \.isInitial).map(instantiate)
  }

  /// Makes the view controller of the scene with the identifier. As in UIKit, an identifier the
  /// storyboard does not have stops the app.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiate(scene(identifier))
  }

  /// Makes the view controller of the scene with the identifier, with your own creation code.
  /// The creator gets a coder (headless, an empty one) to pass to an `init?(coder:)` of yours; if
  /// there is no creator, or it returns `nil`, the scene makes its view controller.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let scene = scene(identifier)
    guard let made = creator?(NSCoder()) else { return instantiate(scene) as! ViewController }
    return adopt(made, as: scene)
  }

  /// Makes the view controller of the initial scene, with your own creation code.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    guard let scene = scenes.first(where: \.isInitial) else { return nil }
    guard let made = creator?(NSCoder()) else { return instantiate(scene) as? ViewController }
    return adopt(made, as: scene)
  }

  open override var description: String { "<UIStoryboard: \(name)>" }

  // MARK: For segues

  func scene(_ identifier: String) -> Scene {
    guard let scene = scenes.first(where: { $0.identifier == identifier }) else {
      fatalError(
        "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
    }
    return scene
  }

  func template(_ identifier: String, from sceneIdentifier: String?) -> Segue? {
    scenes.first { $0.identifier == sceneIdentifier }?.segues.first { $0.identifier == identifier }
  }

  private func instantiate(_ scene: Scene) -> UIViewController {
    adopt(scene.make(self), as: scene)
  }

  private func adopt<ViewController: UIViewController>(
    _ controller: ViewController, as scene: Scene
  ) -> ViewController {
    controller.storyboard = self
    controller.storyboardScene = scene.identifier
    return controller
  }
}
