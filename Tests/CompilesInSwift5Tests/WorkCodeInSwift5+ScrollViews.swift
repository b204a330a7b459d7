// Swift 5 work code of a photo viewer and an onboarding pager, both plain scroll views with
// the screen as their delegate: the viewer names the image view to zoom, fits the photo at
// first, keeps it centred as it zooms and toggles the zoom on a double tap; the pager pages
// through slides and keeps a page control in step from scrollViewDidScroll, and its Next
// button and page control scroll in code. Only the imports differ from iOS.

import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver  // iOS: absent; the tests below touch the screens through it
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let imageView = UIImageView()
  private var didSetInitialZoom = false

  init(photoNamed name: String) {
    super.init(nibName: nil, bundle: nil)
    imageView.image = UIImage(named: name)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photo"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Reset", style: .plain, target: nil, action: nil)
    navigationItem.rightBarButtonItem?.isEnabled = false

    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.delegate = self
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.decelerationRate = .fast
    scrollView.accessibilityLabel = "Photo"
    view.addSubview(scrollView)

    let size = imageView.image?.size ?? .zero
    imageView.frame = CGRect(origin: .zero, size: size)
    scrollView.addSubview(imageView)
    scrollView.contentSize = size
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !didSetInitialZoom, imageView.bounds.width > 0 else { return }
    didSetInitialZoom = true
    // The whole photo fits at the smallest scale; the largest shows it at three times that.
    let widthScale = scrollView.bounds.width / imageView.bounds.width
    let heightScale = scrollView.bounds.height / imageView.bounds.height
    let fitScale = min(widthScale, heightScale)
    scrollView.minimumZoomScale = fitScale
    scrollView.maximumZoomScale = fitScale * 3
    scrollView.zoomScale = fitScale
  }

  func toggleZoom(at point: CGPoint) {
    if scrollView.zoomScale > scrollView.minimumZoomScale {
      scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
      return
    }
    let width = scrollView.bounds.width / scrollView.maximumZoomScale
    let height = scrollView.bounds.height / scrollView.maximumZoomScale
    let rect = CGRect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height)
    scrollView.zoom(to: rect, animated: true)
  }

  // MARK: UIScrollViewDelegate

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    return imageView
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    // Keep a photo smaller than the screen in the middle of it.
    let horizontal = max((scrollView.bounds.width - scrollView.contentSize.width) / 2, 0)
    let vertical = max((scrollView.bounds.height - scrollView.contentSize.height) / 2, 0)
    scrollView.contentInset = UIEdgeInsets(
      top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    navigationItem.rightBarButtonItem?.isEnabled = scale > scrollView.minimumZoomScale
  }
}

final class OnboardingPagerViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()
  let nextButton = UIButton(type: .system)
  private let slides = ["Find a place", "Save your favourites", "Plan the trip"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Welcome"
    let width = view.bounds.width
    let height = view.bounds.height - 120

    scrollView.frame = CGRect(x: 0, y: 0, width: width, height: height)
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.bounces = false
    scrollView.delegate = self
    view.addSubview(scrollView)
    for (index, slide) in slides.enumerated() {
      let label = UILabel(
        frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: height))
      label.text = slide
      label.textAlignment = .center
      scrollView.addSubview(label)
    }
    scrollView.contentSize = CGSize(width: width * CGFloat(slides.count), height: height)

    pageControl.numberOfPages = slides.count
    pageControl.frame = CGRect(x: 0, y: height, width: width, height: 40)
    pageControl.addAction(
      UIAction { [weak self] _ in
        guard let self = self else { return }
        self.scroll(toPage: self.pageControl.currentPage)
      }, for: .valueChanged)
    view.addSubview(pageControl)

    nextButton.setTitle("Next", for: .normal)
    nextButton.frame = CGRect(x: 20, y: height + 50, width: width - 40, height: 50)
    nextButton.addAction(
      UIAction { [weak self] _ in
        guard let self = self else { return }
        self.scroll(toPage: min(self.pageControl.currentPage + 1, self.slides.count - 1))
      }, for: .touchUpInside)
    view.addSubview(nextButton)
  }

  private func scroll(toPage page: Int) {
    let offset = CGPoint(x: CGFloat(page) * scrollView.frame.width, y: 0)
    scrollView.setContentOffset(offset, animated: true)
  }

  private func updateButton() {
    let isLastPage = pageControl.currentPage == slides.count - 1
    nextButton.setTitle(isLastPage ? "Get Started" : "Next", for: .normal)
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.frame.width > 0 else { return }
    pageControl.currentPage = Int(round(scrollView.contentOffset.x / scrollView.frame.width))
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    updateButton()
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    updateButton()
  }
}

// MARK: - The code above, run

@Suite("Scroll view work code in the Swift 5 mode") @MainActor
struct ScrollViewsWorkCodeInSwift5Tests {
  @Test("a pinch zooms the photo, which stays centred, and Reset is enabled once zoomed in")
  func photoViewerZooms() async throws {
    UIImage.addToAssetCatalog(named: "harbour", size: CGSize(width: 780, height: 390))
    let viewer = PhotoViewerViewController(photoNamed: "harbour")
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: viewer)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let scrollView = viewer.scrollView
    let fitScale = scrollView.bounds.width / 780
    #expect(scrollView.zoomScale == fitScale)
    #expect(scrollView.contentSize.width == scrollView.bounds.width)
    // Fitted to the width, the photo is centred vertically by the inset.
    #expect(scrollView.contentInset.top == (scrollView.bounds.height - 195 * fitScale * 2) / 2)
    #expect(viewer.navigationItem.rightBarButtonItem?.isEnabled == false)

    try Touches(window: window).pinch("Photo", scale: 2)
    #expect(scrollView.zoomScale == fitScale * 2)
    #expect(viewer.imageView.transform == CGAffineTransform(scaleX: fitScale * 2, y: fitScale * 2))
    #expect(viewer.navigationItem.rightBarButtonItem?.isEnabled == true)
    #expect(ScreenTranscript.render(window).contains("scroll view \"Photo\": zoom"))

    viewer.toggleZoom(at: .zero)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    #expect(scrollView.zoomScale == fitScale)
    #expect(viewer.navigationItem.rightBarButtonItem?.isEnabled == false)
  }

  @Test("swipes page through the slides, the page control follows, and its tap scrolls back")
  func onboardingPages() async throws {
    let pager = OnboardingPagerViewController()
    let window = UIWindow()
    window.rootViewController = pager
    window.makeKeyAndVisible()
    let touches = Touches(window: window)

    try touches.swipeScrollView(direction: .left)
    #expect(pager.pageControl.currentPage == 1)
    #expect(pager.nextButton.currentTitle == "Next")
    try touches.tapButton(titled: "Next")
    #expect(pager.pageControl.currentPage == 2)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    #expect(pager.nextButton.currentTitle == "Get Started")
    #expect(ScreenTranscript.render(window).contains("scroll view: page 3 of 3"))

    try touches.tapPageControl(forward: false)
    #expect(pager.scrollView.contentOffset.x == pager.scrollView.bounds.width)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    #expect(pager.nextButton.currentTitle == "Next")
  }
}
