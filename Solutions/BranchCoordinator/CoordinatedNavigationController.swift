import HeadlessUIKit

/// A navigation controller that keeps the coordinator driving it alive for as long as it lives.
///
/// In an app the scene delegate would keep the root coordinator in a property. A stage hands
/// over only its navigation controller, so the navigation controller keeps it: the flow and its
/// coordinator go together when the window lets go.
final class CoordinatedNavigationController: UINavigationController {
  /// The coordinator that pushes onto this navigation controller.
  var coordinator: LocationSearchCoordinator?
}
