import Foundation

/// A view a collection view reuses: cells, headers and footers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  open internal(set) var reuseIdentifier: String?

  /// Creates a reusable view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes a view of a registered class for a collection view to hand out. Headless only: not
  /// for app code.
  ///
  /// UIKit makes a registered class's views through the Objective-C runtime, which Swift on
  /// Linux lacks, and Swift calls an initializer on a class value only if it is `required`.
  /// This one delegates to `init(frame:)`, so a subclass's override runs, and as a convenience
  /// initializer it is inherited by every subclass that overrides `init(frame:)` (as iOS code
  /// does) or declares no initializer: cell code reads as it does on iOS.
  public required convenience init(_dequeuedWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the collection view hands the view out again: reset its state here.
  open func prepareForReuse() {}

  /// The attributes the view would like, given those the layout proposes: a self-sizing
  /// layout (a flow layout with an estimated item size) asks each view as it comes into view.
  /// By default, a copy with the size Auto Layout fits the view's content into (its content
  /// view's, for a cell), at the smallest its constraints allow; headless, an axis the
  /// constraints leave at zero keeps the proposed length.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let preferred =
      layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
    let fitted = selfSizingView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    preferred.frame.size = CGSize(
      width: fitted.width > 0 ? fitted.width : layoutAttributes.frame.width,
      height: fitted.height > 0 ? fitted.height : layoutAttributes.frame.height)
    return preferred
  }

  /// The view whose content decides the view's size when it sizes itself.
  var selfSizingView: UIView { self }
}

/// A cell of a collection view, with a content view for its subviews.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add a cell's subviews to.
  open var contentView: UIView { storedContentView }

  private let storedContentView: UIView

  /// Whether the cell is selected.
  open var isSelected = false

  /// Whether the cell is highlighted (while a finger is on it).
  open var isHighlighted = false

  /// A content configuration: setting it replaces the content view's subviews with a view
  /// that shows the configuration.
  public var contentConfiguration: UIContentConfiguration? {
    didSet {
      for subview in contentView.subviews { subview.removeFromSuperview() }
      if let contentConfiguration {
        let configured = contentConfiguration.makeContentView()
        configured.frame = contentView.bounds
        contentView.addSubview(configured)
      }
    }
  }

  public override init(frame: CGRect) {
    storedContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  override var selfSizingView: UIView { contentView }
}

/// A cell styled as a list row, with a default content configuration.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The cell's system accessories, in order (kept, not drawn).
  open var accessories: [UICellAccessory] = []

  /// The list row configuration with no content, to fill in and assign.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }
}

extension UICollectionViewCell: ReusableListCell {
  func showSelected(_ selected: Bool) {
    isSelected = selected
  }
}
