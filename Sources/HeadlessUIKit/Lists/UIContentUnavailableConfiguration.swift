import Foundation

/// A description of an empty state (no content, loading, no search results) with an image, a
/// text, a secondary text and a button, for a view controller's
/// `contentUnavailableConfiguration` or a `UIContentUnavailableView`.
///
/// Headless: the view shows the image, the texts and the button as an image view, labels and a
/// button, so the screen transcript reads them and the touches tap the button; the text and
/// image properties (fonts, colours) are not modelled.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
  /// The button's action and menu.
  public struct ButtonProperties: Hashable {
    /// The action run when the button is tapped.
    public var primaryAction: UIAction?
    /// The menu the button shows (kept).
    public var menu: UIMenu?
    /// Whether the button can be tapped; `true` by default.
    public var isEnabled = true
  }

  /// The image above the texts.
  public var image: UIImage?

  /// The main text.
  public var text: String?

  /// The text under the main text.
  public var secondaryText: String?

  /// The button's look; a plain button without a title, which is not shown, by default.
  public var button = UIButton.Configuration.plain()

  /// The button's action, menu and whether it is enabled.
  public var buttonProperties = ButtonProperties()

  private init() {}

  /// A configuration for content that is not there, to fill in.
  public static func empty() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }

  /// A configuration for content that is loading: the text `Loading…`, as UIKit shows it with a
  /// spinner (headless: no spinner).
  public static func loading() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.text = "Loading…"
    return configuration
  }

  /// A configuration for a search without results: a magnifying glass and `No Results`.
  /// Headless: UIKit fills in localized system texts; the kit uses these English words and
  /// leaves `secondaryText` to the code.
  public static func search() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.image = UIImage(systemName: "magnifyingglass")
    configuration.text = "No Results"
    return configuration
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIContentUnavailableView(shown: self)
  }

  /// Headless: the same configuration, as nothing is drawn differently in a state.
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    self
  }
}

/// The state a content-unavailable configuration is updated for.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the view controller.
  public var traitCollection: UITraitCollection

  /// The text of the view controller's search, if it has one.
  public var searchText: String?

  /// Creates a state with traits.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// A view that shows a content-unavailable configuration: an image view, two labels and a
/// button, each shown only when it has something to show.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private let button = UIButton(type: .system)

  /// The configuration the view shows. Headless: typed as `UIContentView` asks, where UIKit's
  /// is a `UIContentUnavailableConfiguration`; setting another kind of configuration shows an
  /// empty one, as the view can show nothing else.
  public var configuration: any UIContentConfiguration {
    get { shown }
    set { shown = newValue as? UIContentUnavailableConfiguration ?? .empty() }
  }

  private var shown: UIContentUnavailableConfiguration {
    didSet { apply() }
  }

  /// Creates a view that shows a content-unavailable configuration.
  public convenience init(configuration: UIContentUnavailableConfiguration) {
    self.init(shown: configuration)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(shown: UIContentUnavailableConfiguration) {
    self.shown = shown
    super.init(frame: .zero)
    [imageView, textLabel, secondaryTextLabel, button].forEach(addSubview)
    apply()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func apply() {
    imageView.image = shown.image
    textLabel.text = shown.text
    secondaryTextLabel.text = shown.secondaryText
    button.configuration = shown.button
    button.isEnabled = shown.buttonProperties.isEnabled
    imageView.isHidden = shown.image == nil
    textLabel.isHidden = shown.text == nil
    secondaryTextLabel.isHidden = shown.secondaryText == nil
    button.isHidden = (shown.button.title ?? "").isEmpty
    for action in installedActions { button.removeAction(action, for: .primaryActionTriggered) }
    installedActions = [shown.buttonProperties.primaryAction].compactMap(\.self)
    for action in installedActions { button.addAction(action, for: .primaryActionTriggered) }
  }

  private var installedActions: [UIAction] = []
}
