import Foundation

/// A system accessory of a list cell: a disclosure chevron, a checkmark, a delete control, a
/// label… shown on the cell's leading or trailing edge, outside its content view.
///
/// Headless: kept, not drawn; a delete accessory's action handler runs only when code calls it.
public struct UICellAccessory {
  /// The editing states the accessory shows in.
  public enum DisplayedState: Hashable, Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// Runs when a person taps an accessory that acts.
  public typealias ActionHandler = () -> Void

  /// How a disclosure indicator looks.
  public struct DisclosureIndicatorOptions {
    /// Whether the accessory is hidden; `nil` means the system's choice.
    public var isHidden: Bool?
    /// The accessory's tint; `nil` means the system's.
    public var tintColor: UIColor?

    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// How a checkmark looks.
  public struct CheckmarkOptions {
    /// Whether the accessory is hidden; `nil` means the system's choice.
    public var isHidden: Bool?
    /// The accessory's tint; `nil` means the system's.
    public var tintColor: UIColor?

    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// How a delete control looks.
  public struct DeleteOptions {
    /// Whether the accessory is hidden; `nil` means the system's choice.
    public var isHidden: Bool?
    /// The accessory's tint; `nil` means the system's.
    public var tintColor: UIColor?
    /// The control's background colour; `nil` means the system's red.
    public var backgroundColor: UIColor?

    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// How a label accessory looks.
  public struct LabelOptions {
    /// Whether the accessory is hidden; `nil` means the system's choice.
    public var isHidden: Bool?
    /// The text's colour; `nil` means the system's.
    public var tintColor: UIColor?
    /// The text's font.
    public var font: UIFont

    /// Creates options.
    public init(
      isHidden: Bool? = nil, tintColor: UIColor? = nil,
      font: UIFont = .preferredFont(forTextStyle: .body)
    ) {
      self.isHidden = isHidden
      self.tintColor = tintColor
      self.font = font
    }
  }

  /// What the accessory is, for the kit's own reading.
  enum Kind {
    case disclosureIndicator, checkmark, delete
    case label(String)
  }

  let kind: Kind
  let displayed: DisplayedState
  let actionHandler: ActionHandler?

  /// A chevron pointing to the trailing edge: tapping the cell shows more.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed, actionHandler: nil)
  }

  /// A checkmark on the trailing edge.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .checkmark, displayed: displayed, actionHandler: nil)
  }

  /// A delete control on the leading edge, shown while editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .delete, displayed: displayed, actionHandler: actionHandler)
  }

  /// A text label on the trailing edge.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .label(text), displayed: displayed, actionHandler: nil)
  }
}
