import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Trait collections and dark mode") @MainActor
struct TraitCollectionTests {
  /// Records each trait change it is told about, in order, in a shared log.
  final class RecordingView: UIView {
    var log: Log?
    var name = ""

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log?.record(name, from: previousTraitCollection, to: traitCollection)
    }
  }

  final class RecordingController: UIViewController {
    var log: Log?
    var name = ""

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log?.record(name, from: previousTraitCollection, to: traitCollection)
    }
  }

  final class Log {
    var entries: [String] = []

    func record(_ name: String, from previous: UITraitCollection?, to traits: UITraitCollection) {
      entries.append(
        "\(name) \(previous?.userInterfaceStyle.rawValue ?? -1)"
          + "→\(traits.userInterfaceStyle.rawValue)"
          + " current \(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
  }

  @Test("the enums have Apple's raw values")
  func rawValues() {
    expectEqual(UIUserInterfaceStyle.dark.rawValue, 2)
    expectEqual(UIUserInterfaceSizeClass.regular.rawValue, 2)
    expectEqual(UIUserInterfaceIdiom.unspecified.rawValue, -1)
    expectEqual(UIUserInterfaceIdiom.mac.rawValue, 5)
    expectEqual(UIUserInterfaceIdiom.vision.rawValue, 6)
  }

  @Test("a single-trait collection leaves the others unspecified, and collections compare by value")
  func singleTraitCollections() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    expectEqual(dark.userInterfaceStyle, .dark)
    expectEqual(dark.horizontalSizeClass, .unspecified)
    expectEqual(dark.displayScale, 0)
    expectEqual(dark.preferredContentSizeCategory, .unspecified)
    expectEqual(dark, UITraitCollection(userInterfaceStyle: .dark))
    expectEqual(dark.hash, UITraitCollection(userInterfaceStyle: .dark).hash)
    #expect(dark != UITraitCollection(userInterfaceStyle: .light))
    expectEqual(UITraitCollection(), UITraitCollection(userInterfaceStyle: .unspecified))
  }

  @Test("merging takes each trait from the last collection that specifies it")
  func merging() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(userInterfaceStyle: .unspecified),
      UITraitCollection(displayScale: 2),
    ])
    expectEqual(merged.horizontalSizeClass, .compact)
    expectEqual(merged.userInterfaceStyle, .dark)
    expectEqual(merged.displayScale, 2)
    expectEqual(merged.userInterfaceIdiom, .unspecified)
  }

  @Test("containsTraits(in:) checks only the specified traits; color appearance follows the style")
  func comparingCollections() {
    let screen = UIScreen.main.traitCollection
    expectTrue(screen.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    expectFalse(screen.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    expectTrue(screen.containsTraits(in: nil))
    expectTrue(
      screen.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    expectFalse(
      screen.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    expectTrue(screen.hasDifferentColorAppearance(comparedTo: nil))
  }

  @Test("text sizes are ordered, and the five largest are accessibility sizes")
  func contentSizeCategories() {
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.large >= .large)
    #expect(UIContentSizeCategory.accessibilityExtraLarge > .extraLarge)
    expectFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    expectTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    expectEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
  }

  @Test("the headless screen is a light iPhone in portrait, and views inherit its traits")
  func screenTraits() {
    let traits = UIScreen.main.traitCollection
    expectEqual(traits.userInterfaceStyle, .light)
    expectEqual(traits.userInterfaceIdiom, .phone)
    expectEqual(traits.horizontalSizeClass, .compact)
    expectEqual(traits.verticalSizeClass, .regular)
    expectEqual(traits.displayScale, 3)
    expectEqual(traits.preferredContentSizeCategory, .large)
    expectEqual(UIView().traitCollection, traits)
    expectEqual(UIViewController().traitCollection, traits)
  }

  @Test(
    "an override applies to the object and everything below it, and moving a view takes the new environment's traits"
  )
  func overridesFlowDown() {
    let window = UIWindow()
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let label = UILabel()
    child.view.addSubview(label)

    window.overrideUserInterfaceStyle = .dark
    expectEqual(root.traitCollection.userInterfaceStyle, .dark)
    expectEqual(child.traitCollection.userInterfaceStyle, .dark)
    expectEqual(label.traitCollection.userInterfaceStyle, .dark)

    child.overrideUserInterfaceStyle = .light
    expectEqual(root.view.traitCollection.userInterfaceStyle, .dark)
    expectEqual(child.view.traitCollection.userInterfaceStyle, .light)
    expectEqual(label.traitCollection.userInterfaceStyle, .light)

    root.view.addSubview(label)
    expectEqual(label.traitCollection.userInterfaceStyle, .dark)
    label.removeFromSuperview()
    expectEqual(label.traitCollection.userInterfaceStyle, .light)
  }

  @Test(
    "changing an override tells each object whose traits changed, parents before children, with the new traits current"
  )
  func overrideChangesAreReported() {
    let log = Log()
    let root = RecordingController()
    root.name = "root"
    root.log = log
    let child = RecordingController()
    child.name = "child"
    child.log = log
    root.addChild(child)
    root.view.addSubview(child.view)
    let rowView = RecordingView()
    rowView.name = "row"
    rowView.log = log
    child.view.addSubview(rowView)
    let pinned = RecordingView()
    pinned.name = "pinned"
    pinned.log = log
    pinned.overrideUserInterfaceStyle = .light
    rowView.addSubview(pinned)

    root.overrideUserInterfaceStyle = .dark
    expectEqual(log.entries, ["root 1→2 current 2", "child 1→2 current 2", "row 1→2 current 2"])

    log.entries = []
    root.overrideUserInterfaceStyle = .dark
    rowView.overrideUserInterfaceStyle = .dark
    expectEqual(log.entries, [])
  }

  @Test("performAsCurrent(_:) sets current for its closure and puts the previous one back")
  func performAsCurrent() {
    let before = UITraitCollection.current
    var inside: UIUserInterfaceStyle?
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      inside = UITraitCollection.current.userInterfaceStyle
    }
    expectEqual(inside, .dark)
    expectEqual(UITraitCollection.current, before)
  }
}
