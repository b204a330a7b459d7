import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a spacer, a region, or
/// one of a view's own guides (the safe area, the layout margins).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  enum Kind {
    case custom, safeArea, layoutMargins
    /// A scroll view's `frameLayoutGuide` and `contentLayoutGuide`.
    case scrollFrame, scrollContent
  }

  // Unchecked for exclusive access at run time, as a view's superview is: each layout pass
  // reads it for every constraint on the guide.

  /// The view the guide was added to with `addLayoutGuide(_:)`, if any.
  @exclusivity(unchecked) open weak var owningView: UIView?

  /// A name for debugging.
  open var identifier = ""

  /// The guide's rectangle in its owning view's coordinates, as the last layout pass placed it.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    switch kind {
    case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
    case .layoutMargins: return owningView.bounds.inset(by: owningView.effectiveLayoutMargins)
    case .scrollFrame: return owningView.bounds
    case .custom, .scrollContent: return LayoutEngine.frame(of: self) ?? .zero
    }
  }

  let kind: Kind
  /// The variables the engine solving the guide's hierarchy met it with last.
  @exclusivity(unchecked) var layoutSlot = LayoutSlot()

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public override init() {
    kind = .custom
    super.init()
  }

  init(kind: Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
    super.init()
  }

  /// The guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The guide's horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The guide's vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The guide's width.
  open var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The guide's height.
  open var heightAnchor: NSLayoutDimension { dimension(.height) }
}

extension UILayoutGuide: LayoutAnchorProviding, LayoutItem {
  var layoutOwner: UIView? { owningView }
  var layoutParent: UIView? { owningView }
}

/// A view or a layout guide: something with a rectangle that constraints relate.
@MainActor
protocol LayoutItem: AnyObject {
  /// The view whose hierarchy the item belongs to: a view itself, a guide's owning view.
  var layoutOwner: UIView? { get }
  /// The view whose coordinates the item's rectangle is in.
  var layoutParent: UIView? { get }
  /// Where the engine that last met the item in a sync left its variables (see
  /// `LayoutEngine.variables(for:)`); an item with nowhere to keep them drops what is set.
  var layoutSlot: LayoutSlot { get set }
}

extension UIView: LayoutAnchorProviding, LayoutItem {
  var layoutOwner: UIView? { self }
  var layoutParent: UIView? { superview }
  /// Kept in the view's Auto Layout state: a view without one finds its variables by lookup.
  var layoutSlot: LayoutSlot {
    get { autoLayout?.layoutSlot ?? LayoutSlot() }
    set { autoLayout?.layoutSlot = newValue }
  }
}

extension CGRect {
  func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}
