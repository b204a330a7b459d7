import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A list of places that shows dates for the chosen one, as a master screen with segues.
final class PlaceListViewController: UIViewController {
  var chosenPlace = "Seoul"
  var allowsDates = true
  private(set) var unwoundDates: String?
  private(set) var prepared: [String] = []

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "?")
    if let dates = segue.destination as? DatesViewController {
      dates.place = chosenPlace
      dates.wasLoadedWhenPrepared = dates.isViewLoaded
    }
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    identifier != "showDates" || allowsDates
  }

  // iOS: @IBAction func unwindToPlaces(_ segue: UIStoryboardSegue)
  func unwindToPlaces(_ segue: UIStoryboardSegue) {
    if let dates = segue.source as? DatesViewController {
      unwoundDates = dates.dates
    }
  }
}

/// The date screen, which hands its dates back by unwinding.
final class DatesViewController: UIViewController {
  var place: String?
  var dates: String?
  var wasLoadedWhenPrepared: Bool?
  private(set) var preparedUnwind: UIStoryboardSegue?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    preparedUnwind = segue
  }
}

@Suite("Segues and storyboards") @MainActor
struct SegueTests {
  static let storyboardName = "SegueTests.Main"

  /// A storyboard with a navigation controller, a list, and a date screen shown, presented or
  /// unwound.
  static func defineStoryboard() {
    UIStoryboard.define(
      name: storyboardName,
      scenes: [
        .init("Navigation", isInitial: true) { storyboard in
          UINavigationController(
            rootViewController: storyboard.instantiateViewController(withIdentifier: "Places"))
        },
        .init(
          "Places",
          segues: [
            .show("showDates", to: "Dates"),
            .presentModally("presentDates", to: "Dates", style: .fullScreen),
          ]
        ) { _ in PlaceListViewController() },
        .init(
          "Dates",
          segues: [
            .unwind(
              "unwindToPlaces", action: "unwindToPlaces:", declaredBy: PlaceListViewController.self
            ) { places, segue in places.unwindToPlaces(segue) }
          ]
        ) { _ in DatesViewController() },
      ])
  }

  /// The storyboard's initial navigation controller, on screen, with its list.
  @MainActor
  final class Scene {
    let window = UIWindow()
    let navigation: UINavigationController
    let places: PlaceListViewController

    init() {
      SegueTests.defineStoryboard()
      let storyboard = UIStoryboard(name: SegueTests.storyboardName, bundle: nil)
      navigation = storyboard.instantiateInitialViewController() as! UINavigationController
      places = navigation.topViewController as! PlaceListViewController
      window.rootViewController = navigation
      window.makeKeyAndVisible()
    }
  }

  @Test("a storyboard makes its scenes' view controllers, which know their storyboard")
  func instantiation() {
    Self.defineStoryboard()
    let storyboard = UIStoryboard(name: Self.storyboardName, bundle: nil)

    let dates = storyboard.instantiateViewController(withIdentifier: "Dates")
    let typed: DatesViewController = storyboard.instantiateViewController(identifier: "Dates")
    let initial = storyboard.instantiateInitialViewController() as? UINavigationController

    #expect(dates is DatesViewController)
    expectIdentical(dates.storyboard, storyboard)
    #expect(typed !== dates)
    #expect(initial?.topViewController is PlaceListViewController)
    expectIdentical(initial?.topViewController?.storyboard, storyboard)
  }

  @Test("a creator makes the view controller with a coder, for an init of your own")
  func creator() {
    Self.defineStoryboard()
    let storyboard = UIStoryboard(name: Self.storyboardName, bundle: nil)

    let dates: DatesViewController = storyboard.instantiateViewController(identifier: "Dates") {
      coder in
      let made = DatesViewController(coder: coder)
      made?.place = "Busan"
      return made
    }
    let fallback = storyboard.instantiateViewController(identifier: "Dates") {
      _ -> DatesViewController? in nil
    }

    expectEqual(dates.place, "Busan")
    expectIdentical(dates.storyboard, storyboard)
    expectNil(fallback.place)
  }

  @Test("a show segue makes the destination, lets the source prepare it, then pushes it")
  func showSegue() async {
    let scene = Scene()
    scene.places.chosenPlace = "Daegu"

    scene.places.performSegue(withIdentifier: "showDates", sender: nil)

    let dates = scene.navigation.topViewController as? DatesViewController
    expectEqual(dates?.place, "Daegu")
    expectEqual(dates?.wasLoadedWhenPrepared, false)
    expectEqual(scene.places.prepared, ["showDates"])
    expectIdentical(dates?.storyboard, scene.places.storyboard)
    await drainMainQueue()
    expectIdentical(dates?.viewIfLoaded?.window, scene.window)
  }

  @Test("a modal segue presents the destination in the segue's style")
  func modalSegue() async {
    let scene = Scene()

    scene.places.performSegue(withIdentifier: "presentDates", sender: nil)
    await drainMainQueue()

    let dates = scene.navigation.presentedViewController as? DatesViewController
    expectEqual(dates?.place, "Seoul")
    expectEqual(dates?.modalPresentationStyle, .fullScreen)
    expectEqual(scene.navigation.viewControllers.count, 1)
  }

  @Test("a triggered segue asks shouldPerformSegue first, and does nothing when it says no")
  func shouldPerform() {
    let scene = Scene()
    scene.places.allowsDates = false

    scene.places.triggerSegue(withIdentifier: "showDates", sender: nil)

    expectEqual(scene.navigation.viewControllers.count, 1)
    #expect(scene.places.prepared.isEmpty)

    scene.places.allowsDates = true
    scene.places.triggerSegue(withIdentifier: "showDates", sender: nil)
    expectEqual(scene.navigation.viewControllers.count, 2)
  }

  @Test("an unwind from a pushed screen brings its data back and pops to the list")
  func unwindFromPush() async {
    let scene = Scene()
    scene.places.performSegue(withIdentifier: "showDates", sender: nil)
    await drainMainQueue()
    let dates = scene.navigation.topViewController as! DatesViewController
    dates.dates = "1–3 Dec"

    dates.performSegue(withIdentifier: "unwindToPlaces", sender: nil)

    expectIdentical(dates.preparedUnwind?.destination, scene.places)
    expectEqual(scene.places.unwoundDates, "1–3 Dec")
    expectEqual(scene.navigation.viewControllers, [scene.places])
  }

  @Test("an unwind from a presented screen brings its data back and dismisses it")
  func unwindFromPresentation() async {
    let scene = Scene()
    scene.places.performSegue(withIdentifier: "presentDates", sender: nil)
    await drainMainQueue()
    let dates = scene.navigation.presentedViewController as! DatesViewController
    dates.dates = "24–25 Dec"

    dates.performSegue(withIdentifier: "unwindToPlaces", sender: nil)
    await drainMainQueue()

    expectEqual(scene.places.unwoundDates, "24–25 Dec")
    expectNil(scene.navigation.presentedViewController)
  }

  @Test("only a view controller that declares the action, other than the source, takes an unwind")
  func canPerformUnwind() {
    Self.defineStoryboard()
    let places = PlaceListViewController()
    let other = UIViewController()
    let action = Selector("unwindToPlaces:")

    #expect(places.canPerformUnwindSegueAction(action, from: other, sender: nil))
    #expect(!places.canPerformUnwindSegueAction(action, from: places, sender: nil))
    #expect(!places.canPerformUnwindSegueAction("unwindElsewhere:", from: other, sender: nil))
    #expect(!other.canPerformUnwindSegueAction(action, from: places, sender: nil))
  }

  @Test("a segue made in code runs its perform handler")
  func performHandler() {
    let source = UIViewController()
    let destination = UIViewController()
    var performed = false
    let segue = UIStoryboardSegue(
      identifier: "custom", source: source, destination: destination
    ) { performed = true }

    segue.perform()

    expectTrue(performed)
    expectEqual(segue.identifier, "custom")
    expectIdentical(segue.source, source)
    expectIdentical(segue.destination, destination)
  }
}

#if compiler(>=6.2)
  @Suite("Segue failures stop the app") @MainActor
  struct SegueFailureTests {
    @Test("performing a segue the scene does not have stops the app with UIKit's message")
    func unknownSegue() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          UIViewController().performSegue(withIdentifier: "nowhere", sender: nil)
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("has no segue with identifier 'nowhere'"))
    }

    @Test("presenting a view controller that is already presented stops the app, as in UIKit")
    func presentActive() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let window = UIWindow()
          let root = UIViewController()
          window.rootViewController = root
          window.makeKeyAndVisible()
          let sheet = UIViewController()
          root.present(sheet, animated: false)
          sheet.present(sheet, animated: false)
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("Application tried to present modally an active controller"))
    }

    @Test("a storyboard asked for a scene it does not have stops the app with UIKit's message")
    func unknownScene() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          UIStoryboard.define(name: "Empty", scenes: [])
          _ = UIStoryboard(name: "Empty", bundle: nil).instantiateViewController(
            withIdentifier: "Missing")
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("doesn't contain a view controller with identifier 'Missing'"))
    }
  }
#endif
