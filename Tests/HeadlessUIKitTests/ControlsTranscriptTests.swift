import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Screen transcript of the everyday controls") @MainActor
struct ControlsTranscriptTests {
  @Test("text fields show their text, or their placeholder, and secure text as dots")
  func textFields() throws {
    let email = UITextField()
    email.placeholder = "Email"
    email.accessibilityLabel = "Email"
    let password = UITextField()
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    let window = makeWindow(title: "Sign in", showing: [email, password])
    let touches = Touches(window: window)

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Sign in
      field "Email": empty (placeholder "Email")
      field: empty (placeholder "Password")

      """)

    try touches.type("ann@example.com", intoField: "Email")
    try touches.type("secret", intoField: "Password")
    password.isEnabled = false

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Sign in
      field "Email": "ann@example.com"
      field: •••••• (editing) (disabled)

      """)
  }

  @Test("switches, segments, spinners and images show their state")
  func controls() {
    let toggle = UISwitch()
    toggle.accessibilityLabel = "Remember me"
    toggle.isOn = true
    let segments = UISegmentedControl(items: ["Map", "Transit", UIImage(systemName: "globe")!])
    segments.selectedSegmentIndex = 1
    let spinner = UIActivityIndicatorView(style: .medium)
    let stopped = UIActivityIndicatorView(style: .medium)
    let image = UIImageView(image: UIImage(systemName: "star.fill"))
    let empty = UIImageView(image: nil)
    let window = makeWindow(
      title: "Settings", showing: [toggle, segments, spinner, stopped, image, empty])

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Settings
      switch "Remember me": on
      segments: Map | [Transit] | (image)
      image: symbol "star.fill"

      """)

    spinner.startAnimating()
    stopped.hidesWhenStopped = false
    stopped.isHidden = false
    UIImage.addToAssetCatalog(named: "transcript-logo")
    image.image = UIImage(named: "transcript-logo")

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Settings
      switch "Remember me": on
      segments: Map | [Transit] | (image)
      spinner: spinning
      spinner: stopped
      image: "transcript-logo"

      """)
  }

  @Test("a refreshing list says so above its items")
  func refreshing() throws {
    let fixture = ListFixture(rows: 2)
    fixture.collectionView.refreshControl = UIRefreshControl()
    let window = makeWindow(title: "Places", showing: [fixture.collectionView])
    try Touches(window: window).pullToRefresh()

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Places
      refresh: refreshing
      list: 2 items
        Row 0
        Row 1

      """)

    fixture.collectionView.refreshControl?.endRefreshing()
    #expect(!ScreenTranscript.render(window).contains("refresh"))
  }
}
