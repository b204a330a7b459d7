import Foundation

/// A row of a table view: a content view with a text label and, in most styles, a detail label.
///
/// As in UIKit, the labels are made the first time they are asked for (a `.default` cell has no
/// detail label), and a content configuration, once set, is what the content view shows.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The standard layouts of a cell's labels.
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// The standard accessories at a cell's trailing edge (kept, not drawn).
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  /// How a selected cell looks (kept, not drawn).
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// What editing a row does: delete it, insert one, or nothing.
  public enum EditingStyle: Int, Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  /// How a table view separates its rows (kept, not drawn).
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine = 1
    case singleLineEtched = 2
  }

  /// The identifier the cell was made with, for reuse.
  open internal(set) var reuseIdentifier: String?

  /// The view to add a cell's subviews to.
  open var contentView: UIView { storedContentView }

  /// The primary label, made on first use.
  open var textLabel: UILabel? {
    if storedTextLabel == nil { storedTextLabel = makeLabel() }
    return storedTextLabel
  }

  /// The secondary label, made on first use; `nil` for the `.default` style, as in UIKit.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if storedDetailTextLabel == nil { storedDetailTextLabel = makeLabel() }
    return storedDetailTextLabel
  }

  /// The image view at the leading edge, made on first use; `nil` for the `.value2` style, as
  /// in UIKit.
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if storedImageView == nil {
      let imageView = UIImageView(image: nil)
      contentView.insertSubview(imageView, at: 0)
      storedImageView = imageView
    }
    return storedImageView
  }

  /// The accessory shown at the trailing edge.
  open var accessoryType = AccessoryType.none

  /// A custom accessory view, shown instead of the accessory type.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
    }
  }

  /// How the cell looks when selected.
  open var selectionStyle = SelectionStyle.default

  /// Whether the cell shows its reorder control while editing, for a row the data source lets
  /// move; `false` by default.
  open var showsReorderControl = false

  /// The inset of the separator below the cell, which takes precedence over the table's
  /// (kept, not drawn); 16 points on the left by default, as the table's.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// Whether the cell is selected; setting it calls `setSelected(_:animated:)`.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted (while a finger is on it).
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Whether the cell is in editing mode.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// A content configuration: setting it replaces the content view's subviews with a view
  /// that shows the configuration.
  public var contentConfiguration: UIContentConfiguration? {
    didSet {
      for subview in contentView.subviews { subview.removeFromSuperview() }
      storedTextLabel = nil
      storedDetailTextLabel = nil
      storedImageView = nil
      if let contentConfiguration {
        let configured = contentConfiguration.makeContentView()
        configured.frame = contentView.bounds
        contentView.addSubview(configured)
      }
    }
  }

  private let style: CellStyle
  private let storedContentView: UIView
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private var storedIsSelected = false
  private var storedIsHighlighted = false
  private var storedIsEditing = false

  /// Creates a cell of a style, to be reused under an identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    storedContentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    storedContentView.frame = bounds
    addSubview(storedContentView)
  }

  /// Creates a `.default` cell with no reuse identifier and a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes a `.default` cell of a registered class for a table view to hand out. Headless only:
  /// not for app code.
  ///
  /// UIKit makes a registered class's cells through the Objective-C runtime, which Swift on
  /// Linux lacks, and Swift calls an initializer on a class value only if it is `required`.
  /// This one delegates to `init(style:reuseIdentifier:)`, so a subclass's override runs, and
  /// as a convenience initializer it is inherited by every subclass that overrides that
  /// initializer (as iOS code does) or declares none: cell code reads as it does on iOS.
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }

  /// Selects or deselects the cell; the table view calls it as the row's selection changes.
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedIsSelected = selected
  }

  /// Highlights the cell or not; the table view calls it while a finger is on the row.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedIsHighlighted = highlighted
  }

  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedIsEditing = editing
  }

  /// Called before the table view hands the cell out again: reset its state here.
  open func prepareForReuse() {
    setSelected(false, animated: false)
    setHighlighted(false, animated: false)
  }

  /// The list row configuration with no content, to fill in and assign.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    style == .subtitle ? .subtitleCell() : .cell()
  }

  private func makeLabel() -> UILabel {
    let label = UILabel()
    contentView.addSubview(label)
    return label
  }
}

extension UITableViewCell: ReusableListCell {
  func showSelected(_ selected: Bool) {
    setSelected(selected, animated: false)
  }
}

/// A section's header or footer view: a content view with a text label.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view was made with, for reuse.
  open internal(set) var reuseIdentifier: String?

  /// The view to add the header's subviews to.
  open var contentView: UIView { storedContentView }

  /// The header's label, made on first use.
  open var textLabel: UILabel? {
    if storedTextLabel == nil {
      let label = UILabel()
      contentView.addSubview(label)
      storedTextLabel = label
    }
    return storedTextLabel
  }

  private let storedContentView = UIView()
  private var storedTextLabel: UILabel?

  /// Creates a header or footer view, to be reused under an identifier.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(storedContentView)
  }

  /// Creates a header or footer view with no reuse identifier and a frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes a header or footer view of a registered class for a table view to hand out.
  /// Headless only: not for app code.
  ///
  /// As for cells (see `UITableViewCell.init(_dequeuedWithReuseIdentifier:)`): Swift on Linux
  /// calls an initializer on a class value only if it is `required`. This one delegates to
  /// `init(reuseIdentifier:)`, so a subclass's override runs, and it is inherited by every
  /// subclass that overrides that initializer or declares none.
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }

  /// Called before the view is handed out again.
  open func prepareForReuse() {}
}
