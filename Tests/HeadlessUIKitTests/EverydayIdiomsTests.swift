import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Members everyday work code reaches for that the probes found missing: `viewIsAppearing(_:)`,
/// colour components and Display P3, named images in a bundle, what the app object tells about
/// itself, background tasks, the navigation controller's swipe back and the extended layout.
@Suite("Everyday idioms: appearance, colours, the app object, the swipe back") @MainActor
struct EverydayIdiomsTests {
  /// Logs the appearance calls, `viewIsAppearing(_:)` among them.
  final class AppearingController: UIViewController {
    let log: EventLog

    init(_ title: String, log: EventLog) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.record("\(title ?? "") will")
    }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      log.record("\(title ?? "") is appearing, in a window: \(view.window != nil)")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.record("\(title ?? "") did")
    }
  }

  @Test(
    "viewIsAppearing comes between will and did appear, the view in its window, down the shown children"
  )
  func viewIsAppearing() {
    let log = EventLog()
    let home = AppearingController("Home", log: log)
    let navigation = UINavigationController(rootViewController: home)
    let window = makeWindow(root: navigation)
    expectEqual(
      log.take(), ["Home will", "Home is appearing, in a window: true", "Home did"])

    navigation.pushViewController(AppearingController("Detail", log: log), animated: false)
    expectEqual(
      log.take(), ["Detail will", "Detail is appearing, in a window: true", "Detail did"])
    navigation.popViewController(animated: false)
    expectEqual(
      log.take(), ["Home will", "Home is appearing, in a window: true", "Home did"],
      "each appearance, not only the first")
    withExtendedLifetime(window) {}
  }

  @Test("a colour's components read back, a grey's white, and its hue and brightness")
  func colourComponents() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    expectTrue(
      UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(
        &red, green: &green, blue: &blue, alpha: &alpha))
    expectEqual([red, green, blue, alpha], [0.2, 0.4, 0.6, 0.5])
    expectTrue(
      UIColor(white: 0.3, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    expectEqual([red, green, blue], [0.3, 0.3, 0.3], "a grey has its white in all three")

    var white: CGFloat = -1
    expectTrue(UIColor(white: 0.25, alpha: 0.8).getWhite(&white, alpha: &alpha))
    expectEqual([white, alpha], [0.25, 0.8])
    white = -1
    expectFalse(UIColor.red.getWhite(&white, alpha: nil), "UIKit converts only greys")
    expectEqual(white, -1)

    var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    let orange = UIColor(hue: 0.1, saturation: 0.8, brightness: 0.9, alpha: 1)
    expectTrue(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    expectTrue(
      abs(hue - 0.1) < 1e-9 && abs(saturation - 0.8) < 1e-9 && abs(brightness - 0.9) < 1e-9)

    red = -1
    expectFalse(UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: nil))
    expectEqual(red, -1, "a system colour is a name here: nothing is written")
  }

  @Test("a Display P3 colour becomes extended sRGB: its greys the same, its pure red beyond sRGB")
  func displayP3() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 2).getRed(
      &red, green: &green, blue: &blue, alpha: &alpha)
    expectTrue(abs(red - 0.5) < 1e-6 && abs(green - 0.5) < 1e-6 && abs(blue - 0.5) < 1e-6)
    expectEqual(alpha, 1, "alpha is clamped")
    _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(
      &red, green: &green, blue: &blue, alpha: &alpha)
    expectTrue(red > 1.09 && red < 1.1, "P3 red is redder than sRGB can say: \(red)")
    expectTrue(green < -0.2 && blue < -0.1, "and outside sRGB below zero: \(green), \(blue)")
  }

  @Test("a named image in a bundle, for traits or a configuration, is the catalog's image")
  func namedImagesInBundles() {
    UIImage.addToAssetCatalog(named: "idioms-badge")
    expectEqual(
      UIImage(named: "idioms-badge", in: .main, compatibleWith: nil), UIImage(named: "idioms-badge")
    )
    expectEqual(
      UIImage(named: "idioms-badge", in: nil, with: UIImage.SymbolConfiguration(pointSize: 20)),
      UIImage(named: "idioms-badge"))
    expectNil(UIImage(named: "idioms-missing", in: .main, compatibleWith: nil))
  }

  @Test("the app tells its key window and status bar; its badge, spinner and idle timer are kept")
  func appObject() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    expectTrue(app.keyWindow === window)
    expectEqual(app.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: 47))
    expectEqual(UIApplication.openSettingsURLString, "app-settings:")
    expectFalse(app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))

    app.applicationIconBadgeNumber = 3
    app.isIdleTimerDisabled = true
    app.isNetworkActivityIndicatorVisible = true
    expectEqual(app.applicationIconBadgeNumber, 3)
    expectTrue(app.isIdleTimerDisabled && app.isNetworkActivityIndicatorVisible)
    app.applicationIconBadgeNumber = 0
    app.isIdleTimerDisabled = false
    app.isNetworkActivityIndicatorVisible = false
  }

  @Test("background tasks get distinct identifiers, run until ended, and ending twice is harmless")
  func backgroundTasks() {
    let app = UIApplication.shared
    let upload = app.beginBackgroundTask(withName: "Upload") {}
    let save = app.beginBackgroundTask()
    expectTrue(upload != save && upload != .invalid && save != .invalid)
    expectTrue(app.headlessRunningBackgroundTasks.isSuperset(of: [upload, save]))
    app.endBackgroundTask(upload)
    app.endBackgroundTask(upload)
    app.endBackgroundTask(.invalid)
    expectFalse(app.headlessRunningBackgroundTasks.contains(upload))
    expectTrue(app.headlessRunningBackgroundTasks.contains(save))
    app.endBackgroundTask(save)
    expectFalse(app.headlessRunningBackgroundTasks.contains(save))
    expectEqual(app.backgroundTimeRemaining, .greatestFiniteMagnitude)
  }

  /// A screen that keeps the swipe back off, as forms with unsaved changes do.
  final class FormController: UIViewController, UIGestureRecognizerDelegate {}

  @Test(
    "the swipe back is a left-edge pan, the same each time, that work code disables or delegates")
  func interactivePop() throws {
    let form = FormController()
    let navigation = UINavigationController(rootViewController: form)
    let recognizer = try #require(navigation.interactivePopGestureRecognizer)
    expectTrue(navigation.interactivePopGestureRecognizer === recognizer)
    expectEqual((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges, .left)
    expectTrue(recognizer.isEnabled)
    recognizer.isEnabled = false
    recognizer.delegate = form
    expectFalse(navigation.interactivePopGestureRecognizer?.isEnabled ?? true)
    expectTrue(recognizer.delegate === form)

    expectEqual(form.edgesForExtendedLayout, .all)
    form.edgesForExtendedLayout = []
    form.extendedLayoutIncludesOpaqueBars = true
    expectEqual(form.edgesForExtendedLayout, [])
    expectTrue(form.extendedLayoutIncludesOpaqueBars)
  }

  @Test("every Dynamic Type style has its font, at the default content size's point size")
  func textStyles() {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      expectEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, "\(style.rawValue)")
    }
    expectEqual(UIFont.TextStyle.largeTitle.rawValue, "UICTFontTextStyleTitle0")
  }

  @Test(
    "an image view with no size constraints takes its image's size, as Auto Layout does in UIKit")
  func imageViewIntrinsicSize() {
    UIImage.addToAssetCatalog(named: "idioms-photo")
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let imageView = UIImageView()
    expectEqual(
      imageView.intrinsicContentSize,
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    let photo = UIImage(named: "idioms-photo")
    imageView.image = photo
    root.layoutIfNeeded()
    expectEqual(imageView.frame.size, photo?.size)
    let star = UIImage(systemName: "star.fill")
    imageView.highlightedImage = star
    imageView.isHighlighted = true
    root.layoutIfNeeded()
    expectEqual(imageView.frame.size, star?.size, "the highlighted image while highlighted")
  }
}
