import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// Touches delivered to views as UIKit delivers them: the window hit-tests the point, the view
/// found gets `touchesBegan` then `touchesEnded`, and what it does not handle goes up the
/// responder chain.
@Suite("Touches and events") @MainActor
struct TouchesAndEventsTests {
  /// A view that records the touches it gets, and handles them or passes them on.
  final class TouchRecordingView: UIView {
    var log: [String] = []
    var handles = true
    var lastTouch: UITouch?
    var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("began \(touches.first?.phase == .began)")
      lastTouch = touches.first
      lastEvent = event
      if !handles { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("ended \(touches.first?.phase == .ended)")
      if !handles { super.touchesEnded(touches, with: event) }
    }
  }

  /// A screen that records the touches its view passes up to it.
  final class TouchRecordingController: UIViewController {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("began")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("ended")
    }
  }

  @Test("hit-testing finds the frontmost deepest view that takes touches")
  func hitTest() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(inner)

    expectTrue(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    expectTrue(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === inner)
    expectTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === front, "front is above back")
    expectTrue(root.hitTest(CGPoint(x: 250, y: 20), with: nil) == nil, "outside the bounds")

    front.isUserInteractionEnabled = false
    expectTrue(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === back)
    back.isHidden = true
    expectTrue(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    root.alpha = 0
    expectTrue(root.hitTest(CGPoint(x: 70, y: 70), with: nil) == nil, "almost transparent")
  }

  @Test("a tap sends touchesBegan then touchesEnded to the view, with one touch at the point")
  func tapDelivers() throws {
    let canvas = TouchRecordingView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    let window = makeWindow(showing: [canvas])
    let touches = Touches(window: window)

    try touches.tap(at: CGPoint(x: 70, y: 130))

    expectEqual(canvas.log, ["began true", "ended true"])
    let touch = try #require(canvas.lastTouch)
    expectTrue(touch.view === canvas)
    expectTrue(touch.window === window)
    expectEqual(touch.phase, .ended)
    expectEqual(touch.tapCount, 1)
    let inCanvas = canvas.convert(CGPoint(x: 70, y: 130), from: window)
    expectEqual(touch.location(in: canvas), inCanvas)
    expectEqual(touch.previousLocation(in: canvas), inCanvas)
    expectEqual(touch.location(in: nil), CGPoint(x: 70, y: 130))
    let event = try #require(canvas.lastEvent)
    expectEqual(event.type, .touches)
    expectEqual(event.allTouches?.count, 1)
    expectEqual(event.touches(for: canvas)?.count, 1)
    expectTrue(event.touches(for: UIView()) == nil)
    expectEqual(event.touches(for: window)?.count, 1)
    expectEqual(canvas.isMultipleTouchEnabled, false)
    expectEqual(canvas.isExclusiveTouch, false)
  }

  @Test("touches a view does not handle go up the responder chain to its view controller")
  func responderChain() throws {
    let screen = TouchRecordingController()
    let window = makeWindow(root: screen)
    let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.handles = false
    screen.view.addSubview(view)

    let hit = window.simulateTap(at: CGPoint(x: 10, y: 10))

    expectTrue(hit === view)
    expectEqual(view.log, ["began true", "ended true"])
    expectEqual(screen.log, ["began", "ended"], "passed on by super, through the root view")
  }

  @Test("a control keeps its touches: they do not reach the view controller")
  func controlKeepsTouches() throws {
    let screen = TouchRecordingController()
    let window = makeWindow(root: screen)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    screen.view.addSubview(button)

    expectTrue(window.simulateTap(at: CGPoint(x: 10, y: 10)) === button)
    expectEqual(screen.log, [])
    #expect(throws: TouchError.self) { try Touches(window: window).tap(at: CGPoint(x: 10, y: 10)) }
  }

  @Test("a tap where no view takes touches throws")
  func nothingThere() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(throws: TouchError.self) { try Touches(window: window).tap(at: CGPoint(x: 5, y: 5)) }
  }
}
