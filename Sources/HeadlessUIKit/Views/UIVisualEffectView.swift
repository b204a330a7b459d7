import Foundation

/// An effect a visual effect view applies: a blur, or vibrancy over a blur.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
  /// Creates an effect that applies nothing.
  public override init() {
    super.init()
  }

  /// The effect itself: effects are immutable, so a copy is the same object.
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}

/// A blur of the content behind a visual effect view, in one of the system's styles.
///
/// Headless: kept, never drawn.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  // UIKit keeps the style private; the kit's tests and transcript read it.
  let style: Style

  /// A blur in the style.
  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init()
  }

  // Blurs of one style are equal, as UIKit's compare.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIBlurEffect)?.style == style
  }

  nonisolated open override var hash: Int { style.hashValue }
}

extension UIBlurEffect {
  /// The styles of blur: the materials of iOS 13 and later, which adapt to light and dark
  /// appearance, and the older fixed styles.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }
}

/// The styles of vibrancy, matching the label, fill and separator colours.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// Vibrancy: content in a visual effect view's content view, tinted to stand out over a blur.
///
/// Headless: kept, never drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  // UIKit keeps these private; the kit's tests read them.
  let blurEffect: UIBlurEffect
  let style: UIVibrancyEffectStyle?

  /// Vibrancy for content over the blur (the style of iOS 8 to 12).
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, vibrancyStyle: nil)
  }

  /// Vibrancy in the style, for content over the blur.
  public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.init(blurEffect: blurEffect, vibrancyStyle: style)
  }

  private init(blurEffect: UIBlurEffect, vibrancyStyle: UIVibrancyEffectStyle?) {
    self.blurEffect = blurEffect
    self.style = vibrancyStyle
    super.init()
  }
}

/// A view that blurs what is behind it, or makes its content vibrant, by its effect.
///
/// Add subviews to `contentView`, not to the view itself, as UIKit asks: the content view
/// fills the effect view and follows its size. Headless: the effect is kept, never drawn, and
/// the content view's subviews read and respond to touches as any view's do.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view to add subviews to; it fills the effect view.
  public let contentView = UIView()

  /// The effect: a blur, vibrancy, or `nil` for none.
  open var effect: UIVisualEffect? {
    get { storedEffect }
    set { storedEffect = newValue?.copy() as? UIVisualEffect }
  }

  private var storedEffect: UIVisualEffect?

  /// Creates a view with the effect, its content view filling it.
  public init(effect: UIVisualEffect?) {
    super.init(frame: .zero)
    self.effect = effect
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Not supported headless: there are no nib or storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  // The content view fills the effect view, as its autoresizing mask asks in UIKit (the kit
  // keeps masks without applying them).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
