import Foundation

/// The presentation controller of a page or form sheet (iOS 15): the heights the sheet rests at
/// (its detents), the one it shows, and how it looks. Nothing is drawn: the detents decide
/// where a swipe down takes the sheet, and the transcript names the detent a sheet shows when it
/// is not the large one.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at; `[.large()]` by default, as Apple documents. The sheet
  /// shows at the selected one, or at the smallest.
  open var detents: [Detent] = [.large()]

  /// The detent the sheet shows, by identifier; `nil` by default, which shows the smallest
  /// detent, as Apple documents. A person's swipe down to a smaller detent sets it.
  open var selectedDetentIdentifier: Detent.Identifier?

  /// The largest detent that leaves the screen behind the sheet undimmed; `nil` (always dimmed)
  /// by default (kept, not drawn).
  open var largestUndimmedDetentIdentifier: Detent.Identifier?

  /// Whether the sheet shows a grabber at its top edge; `false` by default (kept, not drawn).
  open var prefersGrabberVisible = false

  /// Whether scrolling to the edge of the sheet's content grows the sheet to the next detent;
  /// `true` by default (kept: the kit's scroll touches do not grow sheets).
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// The corner radius the sheet prefers; `nil` for the system's (kept, not drawn).
  open var preferredCornerRadius: CGFloat?

  /// Runs changes to the sheet's properties, animated in UIKit; headless, at once.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }
}

extension UISheetPresentationController {
  /// A height a sheet rests at.
  @preconcurrency @MainActor
  public class Detent: NSObject {
    /// The name of a detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The system's medium detent, about half the screen.
      public static let medium = Identifier("com.apple.UIKit.medium")

      /// The system's large detent, the full height.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier

    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// The system's detent at about half the height of the screen.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
    }

    /// The system's detent at full height.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height the resolver computes from the context; without an identifier, a
    /// random one, as Apple documents. A `nil` height makes the detent inactive.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The detent's height in the context, or `nil` if it is inactive there.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      resolver(context)
    }
  }
}

/// What a custom detent's resolver computes its height from.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The height of the largest detent.
  var maximumDetentValue: CGFloat { get }
}

/// Told when a person moves a sheet to another detent; a refinement of the adaptive
/// presentation delegate, set as the sheet's `delegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called after a person moved the sheet to another detent; not for a change made in code.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
