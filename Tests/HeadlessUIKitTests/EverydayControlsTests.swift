import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Everyday controls") @MainActor
struct EverydayControlsTests {
  @Test("a switch flips on a tap and sends valueChanged; code changes send nothing")
  func switches() throws {
    let toggle = UISwitch()
    toggle.accessibilityLabel = "Remember me"
    var changes: [Bool] = []
    toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
    let touches = Touches(window: makeWindow(showing: [toggle]))

    toggle.setOn(true, animated: true)
    toggle.isOn = false
    try touches.tapSwitch("Remember me")
    try touches.tapSwitch()

    expectEqual(changes, [true, false])
    toggle.isEnabled = false
    #expect(throws: TouchError.self) { try touches.tapSwitch() }
  }

  @Test("a segmented control selects a tapped segment once, and keeps its selection on inserts")
  func segments() throws {
    let control = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
    expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    expectEqual(control.numberOfSegments, 3)
    var selections: [Int] = []
    control.addAction(
      UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
    let touches = Touches(window: makeWindow(showing: [control]))

    try touches.tapSegment(titled: "Transit")
    try touches.tapSegment(titled: "Transit")
    control.insertSegment(withTitle: "Guides", at: 0, animated: false)

    expectEqual(selections, [1])
    expectEqual(control.selectedSegmentIndex, 2)
    expectEqual(control.titleForSegment(at: 0), "Guides")
    control.selectedSegmentIndex = 9
    expectEqual(control.selectedSegmentIndex, -1)
    control.setEnabled(false, forSegmentAt: 1)
    #expect(throws: TouchError.self) { try touches.tapSegment(titled: "Map") }
    control.removeSegment(at: 0, animated: false)
    expectEqual(control.numberOfSegments, 3)
  }

  @Test("segments made from actions run the selected segment's action")
  func segmentActions() throws {
    var ran: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "List") { _ in ran.append("List") },
        UIAction(title: "Map") { _ in ran.append("Map") },
      ])
    let touches = Touches(window: makeWindow(showing: [control]))
    try touches.tapSegment(titled: "Map")
    expectEqual(ran, ["Map"])
    expectEqual(control.titleForSegment(at: 0), "List")
  }

  @Test("an activity indicator hides while stopped, unless told not to")
  func activityIndicator() {
    let spinner = UIActivityIndicatorView(style: .large)
    expectTrue(spinner.isHidden)
    expectFalse(spinner.isAnimating)
    spinner.startAnimating()
    expectFalse(spinner.isHidden)
    expectTrue(spinner.isAnimating)
    spinner.stopAnimating()
    expectTrue(spinner.isHidden)
    spinner.hidesWhenStopped = false
    spinner.isHidden = false
    spinner.stopAnimating()
    expectFalse(spinner.isHidden)
    expectEqual(spinner.style, .large)
    expectEqual(spinner.color, .label)
  }

  @Test("a refresh control begins from code silently, and from a pull with valueChanged")
  func refreshControl() throws {
    let fixture = ListFixture(rows: 3)
    let refresh = UIRefreshControl()
    var pulls = 0
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    fixture.collectionView.refreshControl = refresh
    expectIdentical(refresh.superview, fixture.collectionView)
    let touches = Touches(window: makeWindow(showing: [fixture.collectionView]))

    refresh.beginRefreshing()
    expectTrue(refresh.isRefreshing)
    expectEqual(pulls, 0)
    try touches.pullToRefresh()
    expectEqual(pulls, 0)
    refresh.endRefreshing()
    try touches.pullToRefresh()

    expectEqual(pulls, 1)
    expectTrue(refresh.isRefreshing)
    expectEqual(
      fixture.log.events.suffix(3),
      ["willBeginDragging", "willEndDragging target 0", "didEndDragging willDecelerate: false"])
    fixture.collectionView.refreshControl = nil
    expectNil(refresh.superview)
    #expect(throws: TouchError.self) { try touches.pullToRefresh() }
  }

  @Test("an image view shows its image, sized to it, and takes no touches")
  func imageView() {
    let star = UIImage(systemName: "star.fill")
    let view = UIImageView(image: star)
    expectEqual(view.image, UIImage(systemName: "star.fill"))
    expectEqual(view.frame.size, CGSize(width: 17, height: 17))
    expectFalse(view.isUserInteractionEnabled)
    view.contentMode = .scaleAspectFit
    expectEqual(view.contentMode.rawValue, 1)
  }

  @Test("images: catalog sizes, symbol configurations and rendering modes")
  func images() throws {
    UIImage.addToAssetCatalog(named: "everyday-logo", size: CGSize(width: 40, height: 20))
    let logo = try #require(UIImage(named: "everyday-logo"))
    expectEqual(logo.size, CGSize(width: 40, height: 20))
    let symbol = try #require(
      UIImage(
        systemName: "magnifyingglass",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)))
    expectEqual(symbol.size.width, 24)
    expectEqual(symbol.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
    let headline = symbol.withConfiguration(UIImage.SymbolConfiguration(textStyle: .title2))
    expectEqual(headline.size.height, 22)
    #expect(UIImage(systemName: "star.fill") != UIImage(systemName: "star"))
  }

  @Test("system colours are class properties handing out one colour each, compared by name")
  func systemColours() {
    expectIdentical(UIColor.systemGreen, UIColor.systemGreen)
    expectEqual(UIColor.separator, UIColor.separator.withAlphaComponent(1))
    #expect(UIColor.systemGray != UIColor.gray)
    expectEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    expectEqual(UIColor.gray, UIColor(white: 0.5, alpha: 1))
    expectEqual(
      UIColor.tertiaryLabel.description, "<UIDynamicSystemColor; name = tertiaryLabelColor>")
    let copy = UIColor.systemBlue.copy() as? UIColor
    expectEqual(copy, .systemBlue)
  }

  @Test("a subclass may override a system colour and the colour initializers, as on iOS")
  func colourSubclass() {
    final class BrandColor: UIColor, @unchecked Sendable {
      override class var systemBlue: UIColor { UIColor(red: 0, green: 0.3, blue: 0.9, alpha: 1) }
      override init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        super.init(red: red, green: green, blue: blue, alpha: alpha)
      }
      // As on iOS: a subclass with an initializer of its own writes the colour literal's
      // required one (UIKit declares it `required`, for `#colorLiteral`).
      required convenience init(
        _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
      ) {
        self.init(
          red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
      }
      override func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    }
    expectEqual(BrandColor.systemBlue, UIColor(red: 0, green: 0.3, blue: 0.9, alpha: 1))
    let brand = BrandColor(red: 1, green: 0, blue: 0, alpha: 1)
    expectIdentical(brand.withAlphaComponent(0.5), brand)
  }

  @Test("a view's tint comes from itself, else its superview, else the system blue")
  func tintColor() {
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    expectEqual(inner.tintColor, .systemBlue)
    outer.tintColor = .systemPink
    expectEqual(inner.tintColor, .systemPink)
    inner.tintColor = .systemMint
    inner.tintColor = nil
    expectEqual(inner.tintColor, .systemPink)
    expectEqual(inner.alpha, 1)
  }

  @Test("UINavigationItem() is a convenience initializer, as Apple declares it")
  func navigationItemInit() {
    final class Item: UINavigationItem {
      override init(title: String) { super.init(title: title.uppercased()) }
    }
    // A subclass that overrides every designated initializer inherits the convenience one.
    expectNil(Item().title)
    expectEqual(Item(title: "a").title, "A")
  }
}
