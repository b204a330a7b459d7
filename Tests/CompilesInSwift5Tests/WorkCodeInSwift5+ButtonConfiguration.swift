// Swift 5 work code with iOS 15 button configurations: a booking screen whose primary button is
// filled and capsule-shaped, shows a spinner while it books through its update handler, and a
// secondary tinted button made from an action, with an image on the trailing edge. Only the
// import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class BookingViewController: UIViewController {
  private(set) var isBooking = false
  private(set) var sharedCount = 0

  lazy var bookButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Book now"
    configuration.subtitle = "Free cancellation"
    configuration.cornerStyle = .capsule
    configuration.buttonSize = .large
    configuration.baseBackgroundColor = .systemBlue
    configuration.baseForegroundColor = .white
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 12, leading: 24, bottom: 12, trailing: 24)
    let button = UIButton(configuration: configuration, primaryAction: nil)
    button.configurationUpdateHandler = { [weak self] button in
      guard var updated = button.configuration else { return }
      let booking = self?.isBooking ?? false
      updated.showsActivityIndicator = booking
      updated.title = booking ? "Booking…" : "Book now"
      button.configuration = updated
    }
    return button
  }()

  lazy var shareButton: UIButton = {
    let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) {
      [weak self] _ in
      self?.sharedCount += 1
    }
    let button = UIButton(configuration: .tinted(), primaryAction: share)
    button.configuration?.imagePlacement = .trailing
    button.configuration?.imagePadding = 8
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(bookButton)
    view.addSubview(shareButton)
  }

  func startBooking() {
    isBooking = true
    bookButton.isEnabled = false
    bookButton.setNeedsUpdateConfiguration()
  }
}

// MARK: - The code above, run

@Suite("Button configuration work code in the Swift 5 mode") @MainActor
struct ButtonConfigurationWorkCodeInSwift5Tests {
  @Test("the configured buttons show their titles, and booking shows a spinner")
  func bookingButtons() {
    let screen = BookingViewController()
    screen.loadViewIfNeeded()
    #expect(screen.bookButton.currentTitle == "Book now")
    #expect(screen.shareButton.currentTitle == "Share")
    #expect(screen.shareButton.configuration?.imagePlacement == .trailing)

    screen.startBooking()
    screen.view.layoutIfNeeded()
    #expect(screen.bookButton.currentTitle == "Booking…")
    #expect(screen.bookButton.configuration?.showsActivityIndicator == true)

    screen.shareButton.sendActions(for: .primaryActionTriggered)
    #expect(screen.sharedCount == 1)
  }
}
