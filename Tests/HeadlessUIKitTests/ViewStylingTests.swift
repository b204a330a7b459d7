import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("View geometry, layers, fonts and bar button targets") @MainActor
struct ViewStylingTests {
  @Test("center is the frame's centre in the superview, and setting it moves the frame")
  func center() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    expectEqual(view.center, CGPoint(x: 60, y: 40))
    view.center = CGPoint(x: 200, y: 300)
    expectEqual(view.frame, CGRect(x: 150, y: 280, width: 100, height: 40))
    view.center.y += 10
    expectEqual(view.frame.origin.y, 290)
  }

  @Test("a layer has Core Animation's defaults, and clipsToBounds is its masksToBounds")
  func layerDefaultsAndClipping() {
    let view = UIView()
    let layer = view.layer
    expectIdentical(layer, view.layer)
    #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.opacity == 1)
    expectEqual(layer.borderColor, UIColor.black.cgColor)
    expectEqual(layer.shadowColor, UIColor.black.cgColor)
    #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    expectEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
    expectEqual(layer.maskedCorners.rawValue, 0b1111)
    expectFalse(view.clipsToBounds)
    view.clipsToBounds = true
    expectTrue(layer.masksToBounds)
    layer.masksToBounds = false
    expectFalse(view.clipsToBounds)
    #expect(UILabel().clipsToBounds && UIScrollView().clipsToBounds)
  }

  @Test("cgColor compares by colour and turns back into the same UIColor")
  func cgColor() {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    expectEqual(red.cgColor, UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor)
    #expect(red.cgColor != UIColor.red.cgColor)
    expectEqual(red.cgColor.alpha, 0.5)
    expectEqual(UIColor(cgColor: red.cgColor), red)
    expectEqual(UIColor(cgColor: UIColor.systemBlue.cgColor), .systemBlue)
  }

  @Test("system fonts of a weight, italic, named and resized fonts")
  func fonts() {
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    expectEqual(weights.map(\.rawValue), [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    let semibold = UIFont.systemFont(ofSize: 16, weight: .semibold)
    #expect(semibold.fontName == ".SFUI-Semibold" && semibold.pointSize == 16)
    expectEqual(UIFont.systemFont(ofSize: 12, weight: .regular).fontName, ".SFUI-Regular")
    expectEqual(
      UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.35)).fontName, ".SFUI-Semibold")
    expectEqual(UIFont.italicSystemFont(ofSize: 12).fontName, ".SFUI-RegularItalic")
    expectEqual(UIFont(name: "Avenir-Heavy", size: 20)?.withSize(24).pointSize, 24)
    expectNil(UIFont(name: "", size: 20))
  }

  @Test("target and action items keep them; a tap runs only the primary action")
  func barButtonTargetAction() {
    let owner = UIViewController()
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: owner, action: nil)
    #expect(add.accessibilityLabel == "Add" && add.target === owner && add.action == nil)
    let done = UIBarButtonItem(
      title: "Done", style: .done, target: nil, action: Selector("doneTapped:"))
    #expect(done.title == "Done" && done.style == .done)
    expectEqual(done.action, Selector("doneTapped:"))
    let share = UIBarButtonItem(
      image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
    expectEqual(share.image, UIImage(systemName: "square.and.arrow.up"))
    var taps = 0
    done.primaryAction = UIAction(title: "Done") { _ in taps += 1 }
    done.simulateTap()
    expectEqual(taps, 1)
    weak var released: UIViewController?
    let item: UIBarButtonItem
    do {
      let target = UIViewController()
      released = target
      item = UIBarButtonItem(barButtonSystemItem: .save, target: target, action: nil)
    }
    #expect(released == nil && item.target == nil)
  }

  @Test("animate changes views at once and completes on the next main-queue turn")
  func animate() async {
    let view = UIView()
    var finished: Bool?
    UIView.animate(
      withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
    expectEqual(view.alpha, 0)
    expectNil(finished)
    await drainMainQueue()
    expectEqual(finished, true)
  }

  @Test("a button keeps title colours and images per state, falling back to normal")
  func buttonStyling() {
    let button = UIButton(type: .system)
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(.gray, for: .disabled)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    expectEqual(button.titleColor(for: .highlighted), .white)
    expectEqual(button.titleColor(for: .disabled), .gray)
    expectEqual(button.currentImage, UIImage(systemName: "star"))
    #expect(button.titleLabel != nil && !button.subviews.contains { $0 === button.titleLabel })
    expectEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
  }
}
