import Expectations
import HeadlessUIKit
import Testing

/// The headless device and screen, and a label's attributed text.
@Suite("Device, screen scale and attributed text") @MainActor
struct DeviceAndAttributedTextTests {
  @Test("the device is one iPhone on iOS, the same the screen and the traits describe")
  func device() {
    let device = UIDevice.current
    expectIdentical(device, UIDevice.current)
    expectEqual(device.userInterfaceIdiom, UITraitCollection.current.userInterfaceIdiom)
    expectEqual(device.userInterfaceIdiom, .phone)
    expectEqual(device.systemName, "iOS")
    expectEqual(device.model, "iPhone")
    expectEqual(device.identifierForVendor, UIDevice.current.identifierForVendor)
    expectEqual(UIScreen.main.scale, UIScreen.main.traitCollection.displayScale)
    expectEqual(UIScreen.main.nativeScale, 3)
  }

  @Test("attributed text sets the text; plain text replaces the attributes; attributes are kept")
  func attributedText() {
    let label = UILabel()
    expectNil(label.attributedText)
    let styled = NSAttributedString(
      string: "Busan", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .kern: 0.5])
    label.attributedText = styled
    expectEqual(label.text, "Busan")
    expectEqual(label.attributedText, styled)
    expectEqual(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Double, 0.5)
    label.text = "Seoul"
    expectEqual(label.attributedText, NSAttributedString(string: "Seoul"))
    label.attributedText = nil
    expectNil(label.text)
  }
}
