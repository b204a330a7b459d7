import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Dynamic colours") @MainActor
struct DynamicColorTests {
  let ink = UIColor { traits in
    traits.userInterfaceStyle == .dark ? .white : UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
  }

  @Test("a dynamic colour resolves through its provider for the traits it is given")
  func resolvesForTraits() {
    expectEqual(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
    expectEqual(
      ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
      UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1))
  }

  @Test("withAlphaComponent(_:) keeps it dynamic and sets the alpha of what it resolves to")
  func alphaOfADynamicColor() {
    let faint = ink.withAlphaComponent(0.1)
    expectEqual(
      faint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
      UIColor(white: 1, alpha: 0.1))
    expectEqual(faint, ink.withAlphaComponent(0.1))
    #expect(faint != ink)
  }

  @Test("dynamic colours compare by provider: the same colour is equal, another provider is not")
  func equality() {
    let sameInk = ink
    expectEqual(ink, sameInk)
    let twin = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? .white : UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
    }
    #expect(ink != twin)
    expectEqual(Set([ink, sameInk, twin]).count, 2)
  }

  @Test(
    "a provider giving a dynamic colour is resolved in turn; fixed and system colours resolve to themselves"
  )
  func nestedAndStaticColors() {
    let nested = UIColor { _ in ink }
    expectEqual(nested.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
    expectEqual(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .red)
    expectEqual(
      UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .label)
  }

  @Test("cgColor resolves a dynamic colour with the current trait collection")
  func cgColorUsesCurrentTraits() {
    var dark: CGColor?
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = ink.cgColor }
    expectEqual(dark, UIColor.white.cgColor)
    expectEqual(ink.cgColor, UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1).cgColor)
  }

  @Test("a view's trait change lets it resolve its colours for its new style")
  func viewResolvesOnTraitChange() {
    final class Badge: UIView {
      let tint = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = tint.cgColor
      }
    }
    let badge = Badge()
    badge.overrideUserInterfaceStyle = .dark
    expectEqual(badge.layer.borderColor, UIColor.black.cgColor)
  }
}
