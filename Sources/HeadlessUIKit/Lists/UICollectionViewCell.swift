import Foundation

/// A view a collection view reuses: cells, headers and footers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  open internal(set) var reuseIdentifier: String?

  /// Creates a reusable view. Headless difference: this initializer is `required`, because the
  /// collection view makes cells from their registered class and Swift can only call a
  /// required initializer on a class value. A subclass that overrides it writes
  /// `required init(frame:)` where iOS code writes `override init(frame:)` (`override` is
  /// implied for a required initializer: writing both draws a compiler warning).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before the collection view hands the view out again: reset its state here.
  open func prepareForReuse() {}
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

  public required init(frame: CGRect) {
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
}

/// A cell styled as a list row, with a default content configuration.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
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
