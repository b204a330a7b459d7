import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("UIProgressView") @MainActor
struct ProgressViewTests {
  @Test("progress starts at 0 and is pinned to 0...1, set directly or with setProgress")
  func pinnedProgress() {
    let bar = UIProgressView(progressViewStyle: .default)
    expectEqual(bar.progress, 0)
    bar.progress = 0.25
    expectEqual(bar.progress, 0.25)
    bar.setProgress(1.5, animated: true)
    expectEqual(bar.progress, 1)
    bar.setProgress(-2, animated: false)
    expectEqual(bar.progress, 0)
  }

  @Test("the style sets the height: 4 points for the default bar, 2.5 for .bar")
  func styleHeights() {
    let plain = UIProgressView(progressViewStyle: .default)
    let toolbar = UIProgressView(progressViewStyle: .bar)
    expectEqual(plain.progressViewStyle, .default)
    expectEqual(toolbar.progressViewStyle, .bar)
    expectEqual(plain.frame.height, 4)
    expectEqual(toolbar.frame.height, 2.5)
    expectEqual(plain.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    expectEqual(plain.intrinsicContentSize.height, 4)
    expectEqual(toolbar.intrinsicContentSize.height, 2.5)
    let framed = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    expectEqual(framed.progressViewStyle, .default)
    expectEqual(framed.frame.width, 200)
  }

  @Test("under Auto Layout the bar takes its intrinsic height and the width it is given")
  func autoLayoutHeight() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(bar)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-20-[bar]-20-|", options: [], metrics: nil, views: ["bar": bar])
        + [bar.topAnchor.constraint(equalTo: container.topAnchor)])
    container.layoutIfNeeded()
    bar.progressViewStyle = .default
    container.layoutIfNeeded()
    expectEqual(bar.frame, CGRect(x: 20, y: 0, width: 280, height: 4))
  }

  @Test("an observed Progress sets the bar as it is read, and nil hands it back")
  func observedProgress() {
    let bar = UIProgressView(progressViewStyle: .default)
    bar.progress = 0.1
    let upload = Progress(totalUnitCount: 4)
    bar.observedProgress = upload
    expectEqual(bar.progress, 0)
    upload.completedUnitCount = 3
    expectEqual(bar.progress, 0.75)
    expectEqual(bar.accessibilityValue, "75%")
    bar.observedProgress = nil
    expectEqual(bar.progress, 0.1)
  }

  @Test("tints and images are kept; assistive technology reads a percentage")
  func appearanceAndAccessibility() {
    let bar = UIProgressView(frame: .zero)
    bar.progressTintColor = .systemGreen
    bar.trackTintColor = .systemGray5
    bar.progressImage = UIImage(systemName: "circle.fill")
    bar.trackImage = UIImage(systemName: "circle")
    expectEqual(bar.progressTintColor, .systemGreen)
    expectEqual(bar.trackTintColor, .systemGray5)
    expectEqual(bar.progressImage, UIImage(systemName: "circle.fill"))
    expectEqual(bar.trackImage, UIImage(systemName: "circle"))
    bar.progress = 0.5
    expectTrue(bar.isAccessibilityElement)
    expectEqual(bar.accessibilityTraits, .updatesFrequently)
    expectEqual(bar.accessibilityValue, "50%")
    bar.accessibilityValue = "Half way"
    expectEqual(bar.accessibilityValue, "Half way")
  }

  @Test("the transcript shows a progress view as its percentage, named by its label")
  func transcript() {
    let upload = UIProgressView(progressViewStyle: .default)
    upload.accessibilityLabel = "Upload"
    upload.progress = 0.5
    let unnamed = UIProgressView(progressViewStyle: .bar)
    unnamed.progress = 0.333
    let window = makeWindow(title: "Sync", showing: [upload, unnamed])

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Sync
      progress "Upload": 50%
      progress: 33%

      """)
  }
}
