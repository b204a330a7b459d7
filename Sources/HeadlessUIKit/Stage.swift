/// One implementation of the location search feature: the one thing the suite and the tool
/// know about a stage.
///
/// Not part of UIKit's surface: it is the kit's contract with a stage, kept here because a stage
/// imports only the kit and its entry point builds a UIKit-shaped navigation controller.
@MainActor
public protocol Stage {
  /// A short, stable identifier, used on the command line: `stage1`, `workspace`.
  static var identifier: String { get }

  /// The architecture the stage shows, for people: "Massive View Controller".
  static var title: String { get }

  /// Builds the scene: a navigation controller with the location search screen as its root.
  /// Kit services created while building bind to the world in effect (`World.current`).
  static func makeRootViewController() -> UINavigationController
}
