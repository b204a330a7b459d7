// A search screen and a date screen wired the storyboard way, as an iOS project writes them with
// only the import changed: a show segue whose prepare(for:sender:) hands the place and the dates
// over, and an unwind segue, on the date screen's Done button, that brings the chosen dates back.
// The one headless addition is the storyboard's declaration in the suite, which an iOS project
// draws in Interface Builder; `@IBAction` is left out (no Objective-C runtime).

import Expectations
import Foundation
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

final class StaySearchViewController: UIViewController {
  var checkIn: Date?
  var checkOut: Date?
  private var selectedPlace = ""

  func didSelectPlace(named name: String) {
    selectedPlace = name
    performSegue(withIdentifier: "showDates", sender: self)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let dates = segue.destination as? StayDatesViewController {
      dates.placeName = selectedPlace
      dates.checkIn = checkIn
      dates.checkOut = checkOut
    }
  }

  // iOS: @IBAction func unwindToSearch(_ segue: UIStoryboardSegue)
  func unwindToSearch(_ segue: UIStoryboardSegue) {
    if let dates = segue.source as? StayDatesViewController {
      checkIn = dates.checkIn
      checkOut = dates.checkOut
    }
  }
}

final class StayDatesViewController: UIViewController {
  var placeName = ""
  var checkIn: Date?
  var checkOut: Date?

  private let checkInPicker = UIDatePicker()
  private let checkOutPicker = UIDatePicker()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = placeName
    for (picker, label) in [(checkInPicker, "Check-in"), (checkOutPicker, "Check-out")] {
      picker.datePickerMode = .date
      picker.accessibilityLabel = label
      view.addSubview(picker)
    }
    checkInPicker.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 44)
    checkOutPicker.frame = CGRect(x: 16, y: 68, width: view.bounds.width - 32, height: 44)
    if let checkIn { checkInPicker.date = checkIn }
    if let checkOut { checkOutPicker.date = checkOut }
    checkInPicker.addAction(
      UIAction { [weak self] _ in self?.checkIn = self?.checkInPicker.date }, for: .valueChanged)
    checkOutPicker.addAction(
      UIAction { [weak self] _ in self?.checkOut = self?.checkOutPicker.date }, for: .valueChanged)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [weak self] _ in
        self?.performSegue(withIdentifier: "unwindToSearch", sender: self)
      })
  }
}

// MARK: - The suite

@Suite("Passing dates by segue and unwind") @MainActor
struct PassingDatesBySegueTests {
  let window = UIWindow()
  let day: TimeInterval = 24 * 60 * 60
  let firstOfDecember = Date(timeIntervalSince1970: 1_764_547_200)  // 2025-12-01 00:00 UTC

  // The storyboard an iOS project draws in Interface Builder.
  static func defineStoryboard() {
    UIStoryboard.define(
      name: "StaySearch",
      scenes: [
        .init("Navigation", isInitial: true) { storyboard in
          UINavigationController(
            rootViewController: storyboard.instantiateViewController(withIdentifier: "Search"))
        },
        .init("Search", segues: [.show("showDates", to: "Dates")]) { _ in
          StaySearchViewController()
        },
        .init(
          "Dates",
          segues: [
            .unwind(
              "unwindToSearch", action: "unwindToSearch:",
              declaredBy: StaySearchViewController.self
            ) { search, segue in search.unwindToSearch(segue) }
          ]
        ) { _ in StayDatesViewController() },
      ])
  }

  // The app's window on screen, with the storyboard's navigation controller and search screen.
  func launch() throws -> (UINavigationController, StaySearchViewController) {
    Self.defineStoryboard()
    window.rootViewController = UIStoryboard(name: "StaySearch", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let search = try #require(navigation.topViewController as? StaySearchViewController)
    return (navigation, search)
  }

  @Test(
    "prepare(for:sender:) hands the place and the dates the search screen has to the date screen")
  func showSegueHandsDatesOver() async throws {
    let (navigation, search) = try launch()
    search.checkIn = firstOfDecember
    search.checkOut = firstOfDecember + 3 * day

    search.didSelectPlace(named: "Busan")
    await drainMainQueue()

    let dates = try #require(navigation.topViewController as? StayDatesViewController)
    expectEqual(dates.title, "Busan")
    expectEqual(dates.checkIn, firstOfDecember)
    expectEqual(dates.checkOut, firstOfDecember + 3 * day)
  }

  @Test(
    "Done unwinds to the search screen with the dates chosen, and the next date screen has them")
  func unwindBringsDatesBack() async throws {
    let (navigation, search) = try launch()
    let touches = Touches(window: window)
    search.didSelectPlace(named: "Busan")
    await drainMainQueue()

    try touches.pickDate(firstOfDecember + 7 * day, in: "Check-in")
    try touches.pickDate(firstOfDecember + 9 * day, in: "Check-out")
    try touches.tapBarButton(.done)
    await drainMainQueue()

    expectEqual(navigation.viewControllers, [search])
    expectEqual(search.checkIn, firstOfDecember + 7 * day)
    expectEqual(search.checkOut, firstOfDecember + 9 * day)

    search.didSelectPlace(named: "Daegu")
    await drainMainQueue()
    let next = try #require(navigation.topViewController as? StayDatesViewController)
    expectEqual(next.title, "Daegu")
    expectEqual(next.checkIn, firstOfDecember + 7 * day)
    expectEqual(next.checkOut, firstOfDecember + 9 * day)
  }

  @Test("the back button pops without the unwind: the dates chosen stay behind")
  func backButtonBringsNothingBack() async throws {
    let (navigation, search) = try launch()
    let touches = Touches(window: window)
    search.didSelectPlace(named: "Busan")
    await drainMainQueue()

    try touches.pickDate(firstOfDecember, in: "Check-in")
    try touches.tapBack()
    await drainMainQueue()

    expectEqual(navigation.viewControllers, [search])
    expectNil(search.checkIn)
  }
}
