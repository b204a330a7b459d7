import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Screen transcript") @MainActor
struct ScreenTranscriptTests {
  let list = ListFixture(rows: 10)
  let searchBar = UISearchBar()
  let window: UIWindow

  init() {
    searchBar.placeholder = "Search destinations"
    window = makeWindow(title: "Where to?", showing: [searchBar, list.collectionView])
  }

  var navigation: UINavigationController { window.rootViewController as! UINavigationController }

  @Test("renders the title, the empty search bar with its placeholder, and the rows in view")
  func searchScreen() {
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Where to?
      search: empty (placeholder "Search destinations")
      list: 10 items
        Row 0
        Row 1
        Row 2
        ↓ 7 more below

      """)
  }

  @Test("an empty search bar without a placeholder reads empty")
  func emptySearchBarWithoutPlaceholder() {
    searchBar.placeholder = nil
    searchBar.text = ""

    #expect(ScreenTranscript.render(window).contains("\nsearch: empty\nlist: 10 items\n"))
  }

  @Test("quotes the search text and counts the rows above and below the ones in view")
  func scrolledSearchScreen() throws {
    try Touches(window: window).type("seo")
    list.collectionView.contentOffset = CGPoint(x: 0, y: 150)

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Where to?
      search: "seo"
      list: 10 items
        ↑ 3 more above
        Row 3
        Row 4
        Row 5
        Row 6
        ↓ 3 more below

      """)

    try Touches(window: window).scrollToEnd()

    #expect(
      ScreenTranscript.render(window).hasSuffix(
        """
        list: 10 items
          ↑ 7 more above
          Row 7
          Row 8
          Row 9

        """))
  }

  @Test("joins a row's labels with a middle dot, and marks a row without text")
  func rowLabels() {
    list.dataSource.rows = ["Seoul", "Busan", ""]
    list.dataSource.details = ["South Korea", ""]
    list.collectionView.reloadData()

    #expect(
      ScreenTranscript.render(window).hasSuffix(
        """
        list: 3 items
          Seoul · South Korea
          Busan
          (empty cell)

        """))
  }

  @Test("says 1 item, 0 items, and shows the list's background view")
  func itemCountsAndBackground() {
    list.dataSource.rows = ["Seoul"]
    list.collectionView.reloadData()
    #expect(ScreenTranscript.render(window).hasSuffix("list: 1 item\n  Seoul\n"))

    let message = UILabel()
    message.text = "No places match “xyz”."
    list.collectionView.backgroundView = message
    list.dataSource.rows = []
    list.collectionView.reloadData()
    #expect(
      ScreenTranscript.render(window).hasSuffix(
        "list: 0 items\n  (background) No places match “xyz”.\n"))
  }

  @Test("makes control and invisible characters visible in the search text and the rows")
  func escapesControlCharacters() {
    searchBar.text = "a\tb\nc\u{200B}"
    list.dataSource.rows = ["line\u{2028}break"]
    list.collectionView.reloadData()

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Where to?
      search: "a\\u{9}b\\u{A}c\\u{200B}"
      list: 1 item
        line\\u{2028}break

      """)
  }

  @Test("shortens very long text to 120 characters and says how long it was")
  func shortensLongText() {
    searchBar.text = String(repeating: "a", count: 130)

    #expect(
      ScreenTranscript.render(window).contains(
        "search: \"\(String(repeating: "a", count: 120))… (130 characters)\"\n"))
  }

  @Test("renders labels, date pickers and buttons in view order, leaving out hidden and empty ones")
  func dateScreen() {
    let place = UILabel()
    place.text = "Seoul, South Korea"
    let empty = UILabel()
    empty.text = ""
    let hidden = UILabel()
    hidden.text = "hidden"
    hidden.isHidden = true
    let checkIn = UIDatePicker()
    checkIn.accessibilityLabel = "Check-in"
    let checkOut = UIDatePicker()
    checkOut.accessibilityLabel = "Check-out"
    checkOut.date = Date(timeIntervalSince1970: 1_798_848_000)
    let nights = UILabel()
    nights.text = "397 nights"
    let done = UIButton(primaryAction: UIAction(title: "Done") { _ in })
    let retry = UIButton(type: .system)
    retry.setTitle("Retry", for: .normal)
    retry.isEnabled = false
    let container = UIView()
    for view in [checkOut, nights] { container.addSubview(view) }
    let screen = UIViewController()
    screen.title = "Seoul"
    for view in [place, empty, hidden, checkIn, container, done, retry] {
      screen.view.addSubview(view)
    }

    navigation.pushViewController(screen, animated: false)

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 2 of 2: Seoul  ‹ Where to?
      label: Seoul, South Korea
      date "Check-in": 2026-12-01
      date "Check-out": 2027-01-02
      label: 397 nights
      button: [Done]
      button: [Retry] (disabled)

      """)
  }

  @Test("the back button shows the previous screen's back button title, or title, or Back")
  func backButtonTitles() {
    let top = UIViewController()
    top.navigationItem.title = "Dates"
    navigation.pushViewController(top, animated: false)
    #expect(ScreenTranscript.render(window).hasPrefix("screen 2 of 2: Dates  ‹ Where to?\n"))

    navigation.viewControllers[0].navigationItem.backButtonTitle = "Search"
    #expect(ScreenTranscript.render(window).hasPrefix("screen 2 of 2: Dates  ‹ Search\n"))

    let untitled = UIViewController()
    navigation.viewControllers = [untitled, top]
    #expect(ScreenTranscript.render(window).hasPrefix("screen 2 of 2: Dates  ‹ Back\n"))

    top.navigationItem.hidesBackButton = true
    #expect(ScreenTranscript.render(window).hasPrefix("screen 2 of 2: Dates\n"))

    navigation.viewControllers = [top, untitled]
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: (untitled)  ‹ Dates\n")
  }

  @Test("a window without a navigation controller, or without a root, still renders a header")
  func windowsWithoutNavigation() {
    let plain = UIWindow()
    expectEqual(ScreenTranscript.render(plain), "screen: none\n")

    let screen = UIViewController()
    screen.title = "Alone"
    plain.rootViewController = screen
    plain.makeKeyAndVisible()
    expectEqual(ScreenTranscript.render(plain), "screen: Alone\n")
  }

  @Test("rendering is deterministic and has no effect on the screen")
  func renderingIsDeterministic() {
    let first = ScreenTranscript.render(window)
    _ = list.log.take()

    let second = ScreenTranscript.render(window)

    expectEqual(first, second)
    #expect(list.log.events.isEmpty)
    expectEqual(list.collectionView.contentOffset, .zero)
  }
}
