import Foundation

/// A description of a cell's content that can make the view showing it.
@MainActor
public protocol UIContentConfiguration {
  /// Makes a view that shows this configuration.
  func makeContentView() -> UIView & UIContentView
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
  /// The configuration the view shows.
  var configuration: UIContentConfiguration { get set }
}

/// The content of a list row: a primary text, a secondary text and an optional image name.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The primary text.
  public var text: String?

  /// The secondary text, shown below the primary one.
  public var secondaryText: String?

  /// The name of a symbol image (kept, not drawn).
  public var imageName: String?

  /// The configuration of a plain list row.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// The configuration of a row with secondary text below the primary text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }
}

/// The view that shows a list row configuration as two labels.
@MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()

  public var configuration: UIContentConfiguration {
    didSet { apply() }
  }

  /// Creates a view that shows a list row configuration.
  public init(configuration: UIListContentConfiguration) {
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
