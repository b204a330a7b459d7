import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("UIVisualEffectView") @MainActor
struct VisualEffectViewTests {
  @Test("a visual effect view keeps its effect and fills its content view")
  func effectAndContentView() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let view = UIVisualEffectView(effect: blur)
    expectEqual(view.effect, blur)
    expectEqual(view.subviews, [view.contentView])
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    view.layoutIfNeeded()
    expectEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
    view.effect = nil
    expectNil(view.effect)
    view.effect = UIBlurEffect(style: .dark)
    expectEqual(view.effect, UIBlurEffect(style: .dark))
    expectFalse(view.effect == UIBlurEffect(style: .light))
  }

  @Test("vibrancy sits over a blur, with or without a style")
  func vibrancy() {
    let blur = UIBlurEffect(style: .systemThinMaterialDark)
    let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
    let plain = UIVibrancyEffect(blurEffect: blur)
    let view = UIVisualEffectView(effect: vibrancy)
    expectTrue(view.effect === vibrancy, "effects are immutable: their copy is themselves")
    expectTrue(plain.copy() as? UIVibrancyEffect === plain)
    expectEqual(UIBlurEffect.Style.prominent.rawValue, 5)
    expectEqual(UIVibrancyEffectStyle.separator.rawValue, 7)
  }

  @Test("a blurred overlay's message reads in the transcript as any view's text")
  func overlayReads() async {
    let controller = UIViewController()
    let overlay = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    overlay.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let message = UILabel()
    message.text = "Saving…"
    message.frame = CGRect(x: 20, y: 400, width: 350, height: 40)
    overlay.contentView.addSubview(message)
    controller.view.addSubview(overlay)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    await drainMainQueue()
    expectTrue(ScreenTranscript.render(window).contains("Saving…"))
  }
}
