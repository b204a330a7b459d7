import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Zooming and paging a scroll view") @MainActor
struct ScrollViewZoomingAndPagingTests {
  let spy = ScrollViewSpy()

  // The zooming events of a log, without the scrolling and inset ones around them.
  static func isZoomEvent(_ event: String) -> Bool { event.contains("Zoom") }

  // A 100-point scroll view showing a 200 by 100 photo at scale 1, zoomable from 0.5 to 4.
  func photoViewer() -> (UIScrollView, UIImageView) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scrollView.addSubview(photo)
    scrollView.contentSize = photo.frame.size
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    spy.zoomView = photo
    scrollView.delegate = spy
    return (scrollView, photo)
  }

  // A 300-point wide scroll view of three pages, with paging.
  func pager() -> (UIWindow, UIScrollView) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = CGSize(width: 900, height: 400)
    scrollView.isPagingEnabled = true
    scrollView.delegate = spy
    return (makeWindow(showing: [scrollView]), scrollView)
  }

  @Test("zooming has UIKit's defaults, and no pinch recognizer until the scale limits differ")
  func zoomDefaults() {
    let scrollView = UIScrollView()
    expectEqual(scrollView.minimumZoomScale, 1)
    expectEqual(scrollView.maximumZoomScale, 1)
    expectEqual(scrollView.zoomScale, 1)
    expectTrue(scrollView.bouncesZoom)
    expectFalse(scrollView.isZooming)
    expectFalse(scrollView.isZoomBouncing)
    expectNil(scrollView.pinchGestureRecognizer)
    scrollView.maximumZoomScale = 3
    let recognizer = scrollView.pinchGestureRecognizer
    expectNotNil(recognizer)
    expectIdentical(scrollView.pinchGestureRecognizer, recognizer)
  }

  @Test("setting the zoom scale scales the view for zooming, held within the limits")
  func zoomScale() {
    let (scrollView, photo) = photoViewer()
    scrollView.zoomScale = 2
    expectEqual(scrollView.zoomScale, 2)
    expectEqual(photo.transform, CGAffineTransform(scaleX: 2, y: 2))
    expectEqual(scrollView.contentSize, CGSize(width: 400, height: 200))
    // The view sits at the content's origin: its centre is half its scaled size.
    expectEqual(photo.center, CGPoint(x: 200, y: 100))
    // About the middle of the bounds: the point at (50, 50) stays in the middle.
    expectEqual(scrollView.contentOffset, CGPoint(x: 50, y: 50))
    expectEqual(spy.log.take(), ["didScroll 50,50", "didZoom 2.0"])

    scrollView.setZoomScale(10, animated: false)
    expectEqual(scrollView.zoomScale, 4)
    scrollView.zoomScale = 0.1
    expectEqual(scrollView.zoomScale, 0.5)
    expectEqual(scrollView.contentSize, CGSize(width: 100, height: 50))
    expectEqual(scrollView.contentOffset, .zero)
  }

  @Test("without a view for zooming, or room between the limits, the scale stays 1")
  func noZoomWithoutAView() {
    let (scrollView, _) = photoViewer()
    spy.zoomView = nil
    scrollView.zoomScale = 2
    expectEqual(scrollView.zoomScale, 1)
    expectEqual(scrollView.contentSize, CGSize(width: 200, height: 100))

    let (fixed, photo) = photoViewer()
    fixed.minimumZoomScale = 1
    fixed.maximumZoomScale = 1
    fixed.zoomScale = 2
    expectEqual(fixed.zoomScale, 1)
    expectEqual(photo.transform, .identity)
    expectEqual(spy.log.take(), [])
  }

  @Test("an animated zoom tells the delegate it begins, and ends on the next main-queue turn")
  func animatedZoom() async {
    let (scrollView, _) = photoViewer()
    scrollView.setZoomScale(2, animated: true)
    expectEqual(spy.log.take(), ["willBeginZooming", "didScroll 50,50", "didZoom 2.0"])
    await drainMainQueue()
    expectEqual(spy.log.take(), ["didEndZooming 2.0"])
  }

  @Test("zoom(to:animated:) makes a rectangle of the view fill the bounds")
  func zoomToRect() async {
    let (scrollView, _) = photoViewer()
    scrollView.zoom(to: CGRect(x: 100, y: 25, width: 50, height: 50), animated: false)
    expectEqual(scrollView.zoomScale, 2)
    expectEqual(scrollView.contentOffset, CGPoint(x: 200, y: 50))
    // A rectangle smaller than the largest scale allows: held at the largest.
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
    expectEqual(scrollView.zoomScale, 4)
    expectEqual(scrollView.contentOffset, .zero)
    await drainMainQueue()
    expectEqual(spy.log.take().last, "didEndZooming 4.0")
  }

  @Test("a pinch zooms about the middle, and past the largest scale springs back to it")
  func pinchBouncesBack() throws {
    let (scrollView, _) = photoViewer()
    let touches = Touches(window: makeWindow(showing: [scrollView]))
    try touches.pinch(scale: 2)
    expectEqual(scrollView.zoomScale, 2)
    expectEqual(
      spy.log.take().filter(Self.isZoomEvent),
      ["willBeginZooming", "didZoom 1.414 zooming", "didZoom 2.0 zooming", "didEndZooming 2.0"]
        .map { $0.replacingOccurrences(of: "1.414", with: "\(2.squareRoot())") })

    try touches.pinch(scale: 4)
    expectEqual(scrollView.zoomScale, 4)
    expectEqual(
      spy.log.take().filter(Self.isZoomEvent),
      [
        "willBeginZooming", "didZoom 4.0 zooming", "didZoom \(4 * pow(2, 0.25)) zooming",
        "didZoom 4.0 bouncing", "didEndZooming 4.0",
      ])
    expectFalse(scrollView.isZooming)
    expectFalse(scrollView.isZoomBouncing)
  }

  @Test("without bouncesZoom a pinch stops at the limits")
  func pinchWithoutBounce() throws {
    let (scrollView, _) = photoViewer()
    scrollView.bouncesZoom = false
    let touches = Touches(window: makeWindow(showing: [scrollView]))
    try touches.pinch(scale: 0.25)
    expectEqual(
      spy.log.take().filter(Self.isZoomEvent),
      ["willBeginZooming", "didZoom 0.5 zooming", "didEndZooming 0.5"])
  }

  @Test("a pinch on a scroll view that cannot zoom says so")
  func pinchWithoutZoom() throws {
    let (scrollView, _) = photoViewer()
    spy.zoomView = nil
    let touches = Touches(window: makeWindow(showing: [scrollView]))
    let error = thrownError(TouchError.self) { try touches.pinch(scale: 2) }
    expectEqual(error?.description, "the scroll view does not zoom")
    expectEqual(spy.log.take(), [])
  }

  @Test("with paging, a swipe comes to rest on the next page, and no further than the last")
  func swipePages() throws {
    let (window, scrollView) = pager()
    let touches = Touches(window: window)
    try touches.swipeScrollView(direction: .left)
    expectEqual(scrollView.contentOffset.x, 300)
    expectEqual(
      spy.log.take(),
      [
        "willBeginDragging", "didScroll 150,0 dragging", "willEndDragging target 300",
        "didEndDragging true", "willBeginDecelerating", "didScroll 300,0 decelerating",
        "didEndDecelerating",
      ])
    expectFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
    try touches.swipeScrollView(direction: .left)
    try touches.swipeScrollView(direction: .left)
    expectEqual(scrollView.contentOffset.x, 600)
    try touches.swipeScrollView(direction: .right)
    expectEqual(scrollView.contentOffset.x, 300)
  }

  @Test("with paging the delegate cannot move the target; without, the flick rests there")
  func swipeTargets() throws {
    let (window, scrollView) = pager()
    let touches = Touches(window: window)
    spy.snapTarget = CGPoint(x: 250, y: 0)
    try touches.swipeScrollView(direction: .left)
    expectEqual(scrollView.contentOffset.x, 300)

    scrollView.isPagingEnabled = false
    scrollView.contentOffset = .zero
    spy.snapTarget = nil
    try touches.swipeScrollView(direction: .left)
    // Half a page under the finger, then a page and a half more.
    expectEqual(scrollView.contentOffset.x, 450)
    spy.snapTarget = CGPoint(x: 500, y: 0)
    try touches.swipeScrollView(direction: .left)
    expectEqual(scrollView.contentOffset.x, 500)
  }

  @Test("the swipe finds a scroll view by its label, and refuses one that does not scroll")
  func swipeFindsTheScrollView() throws {
    let (window, scrollView) = pager()
    scrollView.accessibilityLabel = "Pages"
    let touches = Touches(window: window)
    let missing = thrownError(TouchError.self) {
      try touches.swipeScrollView("Photos", direction: .left)
    }
    expectEqual(missing?.description, "no scroll view \"Photos\" on this screen")
    scrollView.isScrollEnabled = false
    let still = thrownError(TouchError.self) {
      try touches.swipeScrollView("Pages", direction: .left)
    }
    expectEqual(still?.description, "the scroll view does not scroll")
  }

  @Test("the transcript reads a paging or zoomed scroll view's place, and nothing for others")
  func transcript() throws {
    let (window, scrollView) = pager()
    scrollView.accessibilityLabel = "Pages"
    #expect(ScreenTranscript.render(window).contains("scroll view \"Pages\": page 1 of 3\n"))
    try Touches(window: window).swipeScrollView(direction: .left)
    #expect(ScreenTranscript.render(window).contains("scroll view \"Pages\": page 2 of 3\n"))
    scrollView.isPagingEnabled = false
    #expect(!ScreenTranscript.render(window).contains("scroll view"))

    let (viewer, _) = photoViewer()
    let photoWindow = makeWindow(showing: [viewer])
    viewer.zoomScale = 2.5
    #expect(ScreenTranscript.render(photoWindow).contains("scroll view: zoom 250%\n"))
  }
}
