import Foundation

extension UIStoryboard {
  /// A scene of a headless storyboard: how to make its view controller, and the segues that
  /// start from it, as Interface Builder's canvas shows them. Headless only.
  public struct Scene {
    /// The scene's Storyboard ID, for `instantiateViewController(withIdentifier:)`.
    public let identifier: String

    /// Whether this is the storyboard's initial view controller.
    public let isInitial: Bool

    let segues: [Segue]
    let make: @MainActor (UIStoryboard) -> UIViewController

    /// Declares a scene. `make` builds its view controller, as the storyboard's archive would;
    /// it receives the storyboard, so a navigation controller's scene can make its root view
    /// controller from another scene. Headless only.
    public init(
      _ identifier: String, isInitial: Bool = false, segues: [Segue] = [],
      make: @escaping @MainActor (UIStoryboard) -> UIViewController
    ) {
      self.identifier = identifier
      self.isInitial = isInitial
      self.segues = segues
      self.make = make
    }
  }

  /// A segue of a headless storyboard, drawn from a scene: a show (push), a modal presentation,
  /// a custom segue class, or an unwind to an action. Headless only.
  public struct Segue {
    /// The segue's identifier, for `performSegue(withIdentifier:sender:)`.
    public let identifier: String

    enum Kind {
      case forward(destination: String, make: SegueMaker)
      case unwind(
        action: Selector, declaredBy: @MainActor (UIViewController) -> Bool,
        run: @MainActor (UIViewController, UIStoryboardSegue) -> Void)
    }

    typealias SegueMaker =
      @MainActor (String?, UIViewController, UIViewController) ->
      UIStoryboardSegue

    let kind: Kind

    /// A show segue to a scene: in a navigation controller, a push. Headless only.
    public static func show(_ identifier: String, to destination: String) -> Segue {
      Segue(
        identifier: identifier,
        kind: .forward(destination: destination) { identifier, source, destination in
          ShowSegue(identifier: identifier, source: source, destination: destination)
        })
    }

    /// A segue that presents a scene modally, animated; `style`, if given, replaces the
    /// destination's `modalPresentationStyle`, as the segue's Presentation attribute does.
    /// Headless only.
    public static func presentModally(
      _ identifier: String, to destination: String, style: UIModalPresentationStyle? = nil
    ) -> Segue {
      Segue(
        identifier: identifier,
        kind: .forward(destination: destination) { identifier, source, destination in
          if let style { destination.modalPresentationStyle = style }
          return PresentModallySegue(
            identifier: identifier, source: source, destination: destination)
        })
    }

    /// A segue of your own `UIStoryboardSegue` subclass, as a custom segue's class in
    /// Interface Builder: `.custom("flip", to: "Back", segue: FlipSegue.init)`. Headless only.
    public static func custom(
      _ identifier: String, to destination: String,
      segue:
        @escaping @MainActor (String?, UIViewController, UIViewController) ->
        UIStoryboardSegue
    ) -> Segue {
      Segue(identifier: identifier, kind: .forward(destination: destination, make: segue))
    }

    /// An unwind segue, drawn to the scene's Exit: it goes back to the nearest view controller
    /// on the way back that declares `action`, runs `perform` on it (the unwind action, which an
    /// iOS app writes as an `@IBAction`), then goes back to it. `perform` is the action:
    /// `{ list, segue in list.unwindToList(segue) }`. Headless only.
    public static func unwind<Destination: UIViewController>(
      _ identifier: String, action: Selector, declaredBy type: Destination.Type,
      perform: @escaping @MainActor (Destination, UIStoryboardSegue) -> Void
    ) -> Segue {
      Segue(
        identifier: identifier,
        kind: .unwind(
          action: action, declaredBy: { $0 is Destination },
          run: { controller, segue in
            if let destination = controller as? Destination { perform(destination, segue) }
          }))
    }
  }

  // Whether any defined storyboard declares the unwind action on the view controller's class.
  static func declares(_ action: Selector, _ controller: UIViewController) -> Bool {
    defined.values.joined().flatMap(\.segues).contains { segue in
      guard case .unwind(let declared, let isDeclared, _) = segue.kind else { return false }
      return declared == action && isDeclared(controller)
    }
  }
}
