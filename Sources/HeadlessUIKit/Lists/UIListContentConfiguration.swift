import Foundation

/// A description of a cell's content that can make the view showing it.
///
/// As in UIKit, a configuration is a value that any code may build and change; only making its
/// view needs the main actor.
public protocol UIContentConfiguration {
  /// Makes a view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// The configuration to show in a state (selected, highlighted…).
  func updated(for state: any UIConfigurationState) -> Self
}

/// The state a configuration is updated for: a cell's selection, highlight and so on.
///
/// Headless: the protocol has no members here (UIKit's carries a trait collection and custom
/// states); the kit passes `UICellConfigurationState`.
public protocol UIConfigurationState {}

/// A cell's state, as a configuration sees it.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false

  /// Creates a state with nothing selected or highlighted.
  public init() {}
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show a configuration; true by default.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The content of a list row: a primary text and a secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The primary text.
  public var text: String?

  /// The secondary text, shown below the primary one.
  public var secondaryText: String?

  /// The image shown before the texts (kept; the content view shows the texts only).
  public var image: UIImage?

  /// The configuration of a plain list row.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// The configuration of a row with secondary text below the primary text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Headless: the same configuration, as nothing is drawn differently when selected.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}

/// The view that shows a list row configuration as two labels.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()

  public var configuration: any UIContentConfiguration {
    didSet { apply() }
  }

  /// Creates a view that shows a list row configuration.
  public convenience init(configuration: UIListContentConfiguration) {
    self.init(listConfiguration: configuration)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(listConfiguration configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func apply() {
    let list = configuration as? UIListContentConfiguration
    textLabel.text = list?.text
    textLabel.isHidden = list?.text == nil
    secondaryTextLabel.text = list?.secondaryText
    secondaryTextLabel.isHidden = list?.secondaryText == nil
  }
}
