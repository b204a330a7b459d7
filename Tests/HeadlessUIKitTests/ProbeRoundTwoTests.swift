import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// What a second probe of public iOS code needed: controls that track their own touches,
/// images drawn into images, renderer formats, literals, empty images, bar styling of old.
@Suite("Probe, round two: tracking, image drawing, literals, styling") @MainActor
struct ProbeRoundTwoTests {
  /// A knob as custom controls write one: it tracks the finger and logs the calls.
  final class Knob: UIControl {
    var log: [String] = []
    var keepsTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      log.append("begin inside: \(isTouchInside)")
      return keepsTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      log.append("end, tracking: \(isTracking)")
    }
  }

  @Test("a control tracks a touch it accepts: begin, then end; one it refuses is not ended")
  func tracking() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let knob = Knob(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    window.addSubview(knob)
    expectTrue(window.simulateTap(at: CGPoint(x: 140, y: 240)) === knob)
    expectEqual(knob.log, ["begin inside: true", "end, tracking: false"])
    expectFalse(knob.isTracking)

    knob.log = []
    knob.keepsTracking = false
    _ = window.simulateTap(at: CGPoint(x: 140, y: 240))
    expectEqual(knob.log, ["begin inside: true"], "a refused touch is not tracked to its end")
  }

  @Test("an image drawn into another lands where it is drawn, scaled to the rectangle")
  func drawingImages() throws {
    let badge = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
    }
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let sheet = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
      .image { _ in
        badge.draw(in: CGRect(x: 20, y: 30, width: 40, height: 20))
        badge.draw(at: CGPoint(x: 70, y: 70))
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).addClip()
      }
    expectEqual(sheet.scale, 1, "the format's scale")
    expectEqual(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).format.scale, 3)
    let boxes = sheet.headlessDrawing.compactMap { operation -> CGRect? in
      guard case .fill(let path, _, _) = operation else { return nil }
      return path.boundingBox
    }
    expectEqual(
      boxes,
      [CGRect(x: 20, y: 30, width: 40, height: 20), CGRect(x: 70, y: 70, width: 10, height: 10)])
    UIImage().draw(in: CGRect(x: 0, y: 0, width: 5, height: 5))
    expectEqual(UIImage().size, .zero, "an empty image, drawn outside a context: nothing")
  }

  @Test("colour and image literals make UIKit's types; an image literal's asset joins the catalog")
  func literals() {
    // swift-format-ignore: NoPlaygroundLiterals
    let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    expectTrue(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    expectTrue(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.6) < 1e-6)
    // swift-format-ignore: NoPlaygroundLiterals
    let pin = #imageLiteral(resourceName: "probe-two-pin")
    expectEqual(pin, UIImage(named: "probe-two-pin"))
  }

  @Test("old styling: background images by state, bar item text attributes and title offsets")
  func oldStyling() {
    let button = UIButton.systemButton(
      with: UIImage(systemName: "arrow.up.arrow.down")!, target: nil, action: Selector("sort"))
    expectEqual(button.image(for: .normal), UIImage(systemName: "arrow.up.arrow.down"))
    expectEqual(button.actions(forTarget: nil, forControlEvent: .touchUpInside), ["sort"])
    let stretchable = UIImage()
    button.setBackgroundImage(stretchable, for: .normal)
    expectTrue(button.backgroundImage(for: .highlighted) === stretchable, "the normal one")
    expectTrue(button.currentBackgroundImage === stretchable)

    let item = UITabBarItem(title: "Feed", image: nil, tag: 0)
    item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
    item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10)], for: .normal)
    expectEqual(item.titlePositionAdjustment.vertical, -4)
    expectEqual(
      (item.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize, 10)
    expectNil(item.titleTextAttributes(for: .selected))
  }

  @Test("the device stands in portrait and nests its orientation requests; the screen in pixels")
  func deviceAndScreen() {
    let device = UIDevice.current
    expectEqual(device.orientation, .portrait)
    expectTrue(device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
    expectFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    device.endGeneratingDeviceOrientationNotifications()
    expectTrue(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    expectFalse(device.isGeneratingDeviceOrientationNotifications)
    expectEqual(UIScreen.main.nativeBounds, CGRect(x: 0, y: 0, width: 1170, height: 2532))
  }
}
