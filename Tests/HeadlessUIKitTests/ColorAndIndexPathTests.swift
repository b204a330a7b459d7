import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Colours and index paths") @MainActor
struct ColorAndIndexPathTests {
  @Test("colours made from equal components in the same colour space are equal, and hash alike")
  func colorsCompareByValue() {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let sameRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    expectEqual(red, sameRed)
    #expect(red.isEqual(sameRed))
    expectEqual(red.hash, sameRed.hash)
    expectEqual(Set([red, sameRed]).count, 1)
    #expect(red != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    expectEqual(UIColor(white: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1))
  }

  @Test("white, black and clear are greys: equal to UIColor(white:alpha:), not to an RGB colour")
  func whiteIsAGrey() {
    expectEqual(UIColor.white, UIColor(white: 1, alpha: 1))
    expectEqual(UIColor.black, UIColor(white: 0, alpha: 1))
    expectEqual(UIColor.clear, UIColor(white: 0, alpha: 0))
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    expectEqual(UIColor.white.description, "UIExtendedGrayColorSpace 1 1")
    expectEqual(
      UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).description,
      "UIExtendedSRGBColorSpace 1 0.5 0 1")
  }

  @Test("system colours compare by name, and withAlphaComponent(_:) keeps the colour")
  func systemColorsAndAlpha() {
    #expect(UIColor.systemRed != UIColor.systemBlue)
    expectEqual(UIColor.systemRed.withAlphaComponent(1), UIColor.systemRed)
    expectEqual(
      UIColor.systemRed.withAlphaComponent(0.3), UIColor.systemRed.withAlphaComponent(0.3))
    #expect(UIColor.systemRed.withAlphaComponent(0.3) != UIColor.systemRed)
    expectEqual(
      UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.5),
      UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    expectEqual(UIColor.white.withAlphaComponent(0), UIColor(white: 1, alpha: 0))
  }

  @Test("alpha is clamped to 0...1; colour components outside it are kept, as on iOS 10 and later")
  func alphaIsClamped() {
    expectEqual(
      UIColor(red: 1.2, green: 0, blue: 0, alpha: 3), UIColor(red: 1.2, green: 0, blue: 0, alpha: 1)
    )
    #expect(
      UIColor(red: 1.2, green: 0, blue: 0, alpha: 1) != UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    )
    expectEqual(UIColor(white: 0.5, alpha: -1), UIColor(white: 0.5, alpha: 0))
    expectEqual(UIColor.systemRed.withAlphaComponent(2), UIColor.systemRed)
  }

  @Test("UIColor(named:) is nil for a name the asset catalog lacks; system colours are not in it")
  func namedColorMissing() {
    expectNil(UIColor(named: "NoSuchColour"))
    expectNil(UIColor(named: "systemRed"))
  }

  @Test("UIColor(named:) finds a colour added to the asset catalog, equal by name")
  func namedColorFound() throws {
    UIColor.addToAssetCatalog(named: "ColorAndIndexPathTests.Brand")

    let brand = try #require(UIColor(named: "ColorAndIndexPathTests.Brand"))

    expectEqual(brand, UIColor(named: "ColorAndIndexPathTests.Brand"))
    #expect(brand != UIColor.systemBlue)
    #expect(brand.withAlphaComponent(0.5) != brand)
  }

  @Test("an index path of two indices reads and writes its section and item")
  func indexPathItemAndSection() {
    var indexPath = IndexPath(item: 3, section: 1)
    expectEqual(indexPath.section, 1)
    expectEqual(indexPath.item, 3)
    expectEqual(Array(indexPath), [1, 3])

    indexPath.item = 7
    indexPath.section = 2

    expectEqual(indexPath, IndexPath(indexes: [2, 7]))
  }
}
