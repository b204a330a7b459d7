import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Image data and variants") @MainActor
struct ImageDataAndVariantsTests {
  init() {
    UIImage.addToAssetCatalog(named: "gallery-photo", size: CGSize(width: 40, height: 30))
  }

  @Test("PNG data starts with the PNG signature, gives the size in pixels, and decodes back")
  func pngRoundTrip() throws {
    let photo = try #require(UIImage(named: "gallery-photo"))
    let data = try #require(photo.pngData())

    expectEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    expectEqual(Array(data[12..<16]), Array("IHDR".utf8))
    // The header's width and height are the image's pixels: 40 × 30 points at 3x.
    expectEqual(Array(data[16..<24]), [0, 0, 0, 120, 0, 0, 0, 90])
    expectEqual(photo.pngData(), data)
    let decoded = try #require(UIImage(data: data))
    expectEqual(decoded, photo)
    expectEqual(decoded.scale, 1)
    expectEqual(decoded.size, CGSize(width: 120, height: 90))
    let atScale = try #require(UIImage(data: data, scale: photo.scale))
    expectEqual(atScale.size, photo.size)
    expectEqual(atScale.scale, 3)
  }

  @Test("JPEG data starts with a JPEG start marker and decodes back, whatever the quality")
  func jpegRoundTrip() throws {
    let symbol = try #require(UIImage(systemName: "heart.fill"))
    let data = try #require(symbol.jpegData(compressionQuality: 0.8))

    expectEqual(Array(data.prefix(3)), [0xFF, 0xD8, 0xFF])
    expectEqual(Array(data.suffix(2)), [0xFF, 0xD9])
    expectEqual(UIImage(data: data), symbol)
    expectEqual(symbol.jpegData(compressionQuality: 0.1), data)
    expectEqual(UIImage(data: data, scale: 3)?.size, CGSize(width: 17, height: 17))
    // Read back, the symbol is pixels: no configuration, and none to change.
    expectNil(UIImage(data: data)?.symbolConfiguration)
    let big = UIImage(data: data)?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
    expectEqual(big?.size, CGSize(width: 51, height: 51))
  }

  @Test("an image renderer's drawing goes into the data and comes back as it was drawn")
  func renderedRoundTrip() throws {
    let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    let badge = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
      UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
      UIColor.systemPink.setFill()
      let heart = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 16, height: 16))
      heart.usesEvenOddFillRule = true
      heart.fill()
      UIColor(white: 0.5, alpha: 1).setStroke()
      let curve = UIBezierPath()
      curve.move(to: CGPoint(x: 1, y: 1))
      curve.addQuadCurve(to: CGPoint(x: 20, y: 2), controlPoint: CGPoint(x: 10, y: 12))
      curve.lineWidth = 1.5
      curve.stroke()
    }
    let outlined = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
      dynamic.setStroke()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).stroke()
    }

    let png = try #require(badge.pngData())
    let jpeg = try #require(outlined.jpegData(compressionQuality: 1))
    let decoded = try #require(UIImage(data: png, scale: 3))
    let decodedOutline = try #require(UIImage(data: jpeg, scale: 3))

    expectEqual(decoded, badge)
    expectEqual(decoded.headlessDrawing, badge.headlessDrawing)
    expectEqual(decoded.size, badge.size)
    // The dynamic colour was resolved for the current traits as it was drawn: light, so black.
    expectEqual(decodedOutline, outlined)
    expectEqual(
      decodedOutline.headlessDrawing,
      [
        .stroke(
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath, color: .black,
          lineWidth: 1)
      ])
  }

  @Test("data that is not a PNG or a JPEG, or is cut short or corrupt, gives no image")
  func invalidData() throws {
    let png = try #require(UIImage(named: "gallery-photo")?.pngData())
    var corrupt = png
    corrupt[20] ^= 0xFF

    expectNil(UIImage(data: Data()))
    expectNil(UIImage(data: Data("not an image".utf8)))
    expectNil(UIImage(data: Data((0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37) })))
    expectNil(UIImage(data: png.prefix(30)))
    expectNil(UIImage(data: corrupt))
    expectNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])))
  }

  @Test("another program's PNG or JPEG gives an image of the size its header says")
  func foreignData() throws {
    // A 2 × 1 PNG's header and end, with real CRCs, as a PNG encoder writes them.
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let header: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0]
    let headerChunk: [UInt8] =
      [0, 0, 0, 13] + Array("IHDR".utf8) + header + [0xF4, 0x22, 0x7F, 0x8A]
    let endChunk: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    let png = Data(signature + headerChunk + endChunk)
    // A JPEG start, a 4 × 3 frame header and an end.
    let frame: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0, 3, 0, 4, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    let jpeg = Data([0xFF, 0xD8] + frame + [0xFF, 0xD9])

    let fromPNG = try #require(UIImage(data: png))
    let fromJPEG = try #require(UIImage(data: jpeg, scale: 2))

    expectEqual(fromPNG.size, CGSize(width: 2, height: 1))
    expectEqual(fromJPEG.size, CGSize(width: 2, height: 1.5))
    let reencoded = try #require(fromJPEG.pngData())
    expectEqual(UIImage(data: reencoded, scale: 2), fromJPEG)
    #expect(fromPNG != fromJPEG)
  }

  @Test("a tint colour keeps the rendering mode unless one is given, and tells images apart")
  func tintColor() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    let template = star.withRenderingMode(.alwaysTemplate)

    let red = template.withTintColor(.systemRed)
    let original = star.withTintColor(.systemRed, renderingMode: .alwaysOriginal)

    expectEqual(red.renderingMode, .alwaysTemplate)
    expectEqual(original.renderingMode, .alwaysOriginal)
    #expect(red != template)
    expectEqual(red, template.withTintColor(.systemRed))
    #expect(red != template.withTintColor(.systemBlue))
    expectEqual(red.size, star.size)
    // Data holds the pixels, not how a view tints them.
    let data = try #require(red.pngData())
    expectEqual(UIImage(data: data), star)
  }

  @Test("symbol configurations keep their values, and applying one puts its values on top")
  func symbolConfigurations() throws {
    let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
    let light = UIImage.SymbolConfiguration(weight: .light)
    let caption = UIImage.SymbolConfiguration(textStyle: .caption1, scale: .small)

    let merged = large.applying(light)
    let restyled = large.applying(caption)

    #expect(
      merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .light, scale: .large)))
    #expect(
      restyled.isEqual(
        to: UIImage.SymbolConfiguration(textStyle: .caption1, scale: .small).applying(
          UIImage.SymbolConfiguration(weight: .bold))))
    expectEqual(large.applying(nil), large)
    #expect(
      large.configurationWithoutWeight().isEqual(
        to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
          .configurationWithoutWeight()))
    #expect(!large.configurationWithoutScale().isEqual(to: large))
    #expect(
      UIImage.SymbolConfiguration.unspecified.isEqual(to: UIImage.SymbolConfiguration.unspecified))
    expectEqual(
      UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22)),
      UIImage.SymbolConfiguration(pointSize: 22))
  }

  @Test("a symbol's configuration sizes it; applying one merges, and other images have none")
  func symbolImages() throws {
    let gear = try #require(UIImage(systemName: "gearshape"))
    let photo = try #require(UIImage(named: "gallery-photo"))

    let big = gear.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
    let boldBig = try #require(
      big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
    let title = try #require(
      boldBig.applyingSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title2)))

    #expect(gear.symbolConfiguration?.isEqual(to: .unspecified) == true)
    expectEqual(big.size, CGSize(width: 40, height: 40))
    #expect(
      boldBig.symbolConfiguration?.isEqual(
        to: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)) == true)
    expectEqual(title.size.width, UIFont.preferredFont(forTextStyle: .title2).pointSize)
    expectNil(photo.symbolConfiguration)
    expectNil(photo.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)))
    expectEqual(
      photo.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)).size, photo.size)
  }

  @Test("a resizable image keeps its caps and resizing mode; tiling is the default")
  func resizable() throws {
    let bubble = try #require(UIImage(named: "gallery-photo"))
    let caps = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)

    let tiled = bubble.resizableImage(withCapInsets: caps)
    let stretched = bubble.resizableImage(withCapInsets: caps, resizingMode: .stretch)

    expectEqual(bubble.capInsets, .zero)
    expectEqual(tiled.capInsets, caps)
    expectEqual(tiled.resizingMode, .tile)
    expectEqual(stretched.resizingMode, .stretch)
    expectEqual(stretched.size, bubble.size)
    expectEqual(bubble.imageOrientation, .up)
    expectEqual(bubble.scale, 3)
  }

  @Test("an image view and a button keep the symbol configurations they prefer, by state")
  func preferredConfigurations() {
    let imageView = UIImageView(image: UIImage(systemName: "star"))
    let button = UIButton(type: .system)
    let large = UIImage.SymbolConfiguration(scale: .large)
    let bold = UIImage.SymbolConfiguration(weight: .bold)

    imageView.preferredSymbolConfiguration = large
    button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
    button.setPreferredSymbolConfiguration(bold, forImageIn: .highlighted)

    expectIdentical(imageView.preferredSymbolConfiguration, large)
    expectIdentical(button.preferredSymbolConfigurationForImage(in: .highlighted), bold)
    expectIdentical(button.preferredSymbolConfigurationForImage(in: .disabled), large)
    expectIdentical(button.currentPreferredSymbolConfiguration, large)
  }
}
