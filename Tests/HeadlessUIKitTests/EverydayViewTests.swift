import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Gesture recognizers, scroll insets, HSB colours, subview order and the app object")
@MainActor
struct EverydayViewTests {
  @Test("a view holds its gesture recognizers; a recognizer knows its view and keeps its target")
  func gestureRecognizers() {
    let view = UIView()
    let other = UIView()
    let target = NSObject()
    let tap = UITapGestureRecognizer(target: target, action: Selector("dismissKeyboard"))
    expectNil(view.gestureRecognizers)

    view.addGestureRecognizer(tap)
    other.addGestureRecognizer(tap)
    expectEqual(view.gestureRecognizers, [])
    expectEqual(other.gestureRecognizers, [tap])
    expectIdentical(tap.view, other)
    #expect(tap.state == .possible && tap.numberOfTapsRequired == 1 && tap.cancelsTouchesInView)

    other.removeGestureRecognizer(tap)
    expectNil(tap.view)
    expectEqual(other.gestureRecognizers, [])
  }

  @Test("the bottom content inset adds to how far a table scrolls; zero insets change nothing")
  func contentInset() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    scrollView.contentSize = CGSize(width: 390, height: 1000)
    expectEqual(scrollView.maximumContentOffsetY, 400)

    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 50, right: 0)
    expectEqual(scrollView.maximumContentOffsetY, 450)
    #expect(scrollView.showsVerticalScrollIndicator && !scrollView.alwaysBounceVertical)
  }

  @Test("an HSB colour equals the RGB colour of the same components")
  func hueSaturationBrightness() {
    expectEqual(
      UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1),
      UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    expectEqual(
      UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 2),
      UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1))
  }

  @Test("bringing a subview to the front and sending one to the back reorder the subviews")
  func subviewOrder() {
    let view = UIView()
    let (back, middle, front) = (UIView(), UIView(), UIView())
    for subview in [back, middle, front] { view.addSubview(subview) }
    view.bringSubviewToFront(back)
    view.sendSubviewToBack(front)
    expectEqual(view.subviews, [front, middle, back])
  }

  @Test("opening a URL tells the completion handler false on the next main-queue turn")
  func openURL() async {
    let outcome = Outcome()
    UIApplication.shared.open(URL(string: "https://example.com")!) { outcome.opened = $0 }
    expectNil(outcome.opened)
    await drainMainQueue()
    expectEqual(outcome.opened, false)
  }
}

// What a completion handler was told; main-actor isolated, so a `@Sendable` handler may set it.
@MainActor private final class Outcome {
  var opened: Bool?
}
