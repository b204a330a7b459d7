import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import Stage4DependencyContainer

/// The scene the composition root builds, with fakes registered over its services in the same
/// container: the test decides what each service answers, and when, with no simulated world.
@Suite("The scene, wired with fakes through the container")
@MainActor
struct SceneTests {
  static let springfield = MKLocalSearchCompletion(
    title: "Springfield", subtitle: "United States", isoCountryCode: "US")
  static let springdale = MKLocalSearchCompletion(
    title: "Springdale", subtitle: "United States", isoCountryCode: "US")

  @Test("the list shows what the provider recommends near the user, and pages at the last row")
  func recommendations() async {
    // Given the scene on screen: it asked for the first page near where the user is
    let scene = WiredScene()
    expectEqual(scene.recommendations.requests, ["page 1 near 37.5, 127.0"])

    // When the provider answers with two towns and says a page 2 follows
    scene.recommendations.answer(Array(Sample.towns.prefix(2)), nextPage: 2)
    await scene.drainMainQueue()

    // Then the towns show, and showing the last one asked for page 2
    expectEqual(scene.rows, ["Town 1 — South Korea", "Town 2 — South Korea"])
    expectEqual(
      scene.recommendations.requests, ["page 1 near 37.5, 127.0", "page 2 near 37.5, 127.0"])
  }

  @Test("a failed page shows an error row, and tapping it asks for the page again")
  func recommendationFailure() async {
    // Given the scene on screen, and the first page failed
    let scene = WiredScene()
    scene.recommendations.fail()
    await scene.drainMainQueue()
    #expect(scene.rows == ["Couldn't load places near you. — Tap to try again."])

    // When the person taps the error row and the provider answers this time
    scene.tapRow(0)
    scene.recommendations.answer([Sample.towns[0]], nextPage: nil)
    await scene.drainMainQueue()

    // Then the page was asked for twice, and the town shows
    expectEqual(scene.recommendations.requests.count, 2)
    expectEqual(scene.rows, ["Town 1 — South Korea"])
  }

  @Test("typing asks the completer for the trimmed text and shows its answer")
  func completions() {
    // Given the scene on screen
    let scene = WiredScene()

    // When the person types, with spaces around, and the completer answers
    scene.type("  spring ")
    scene.completer.answer([Self.springfield, Self.springdale])

    // Then the completer was asked for the text without the spaces, and its answer shows
    expectEqual(scene.completer.queries, ["spring"])
    expectEqual(scene.rows, ["Springfield — United States", "Springdale — United States"])
  }

  @Test("a completer failure shows the error row, and no answer names the query")
  func completionFailureAndNoMatch() {
    // Given the scene on screen
    let scene = WiredScene()

    // When the completer fails for one query
    scene.type("spring")
    scene.completer.fail()

    // Then the error row shows
    expectEqual(
      scene.rows, ["Search isn't available right now. — Check your connection and type again."])

    // When it answers nothing for the next
    scene.type("springx")
    scene.completer.answer([])

    // Then the empty-state row names that query
    #expect(scene.rows == ["No places match “springx”. — Check the spelling or try a nearby city."])
  }

  @Test("choosing a completion searches for it; several places show under its title")
  func detailList() {
    // Given completions on screen
    let scene = WiredScene()
    scene.type("spring")
    scene.completer.answer([Self.springfield, Self.springdale])

    // When the person chooses Springfield and the searcher finds three
    scene.tapRow(0)
    scene.searcher.answer(Sample.springfields)

    // Then the searcher was asked for Springfield, and the three show with their states
    expectEqual(scene.searcher.searches, ["Springfield, United States"])
    expectEqual(
      scene.rows,
      [
        "Springfield — Illinois, United States", "Springfield — Missouri, United States",
        "Springfield — Oregon, United States",
      ])
    expectEqual(scene.searchBar.text, "Springfield")
  }

  @Test("choosing a place pushes the screen the date screen factory makes")
  func swappedDateScreen() {
    // Given a date screen factory spy registered over the real one, and a detail list
    let dateScreens = DateScreenFactorySpy()
    let scene = WiredScene(dateScreenFactory: dateScreens)
    scene.type("spring")
    scene.completer.answer([Self.springfield])
    scene.tapRow(0)
    scene.searcher.answer(Sample.springfields)

    // When the person chooses the second Springfield
    scene.tapRow(1)

    // Then the factory was asked for its screen, and that screen is on top
    expectEqual(dateScreens.requests, ["Springfield — Missouri, United States, no dates"])
    expectIdentical(scene.navigation.topViewController, dateScreens.screens.first)
  }

  @Test("a single place found opens the date screen at once, with no list")
  func singlePlace() {
    // Given a date screen factory spy, and a completion chosen
    let dateScreens = DateScreenFactorySpy()
    let scene = WiredScene(dateScreenFactory: dateScreens)
    scene.type("town 1")
    scene.completer.answer([
      MKLocalSearchCompletion(title: "Town 1", subtitle: "South Korea", isoCountryCode: "KR")
    ])
    scene.tapRow(0)

    // When the searcher finds one place
    scene.searcher.answer([Sample.towns[0]])

    // Then its date screen was asked for and pushed
    expectEqual(dateScreens.requests, ["Town 1 — South Korea, no dates"])
    expectEqual(scene.navigation.viewControllers.count, 2)
  }

  @Test("the container makes a new date screen at each push, filled with the dates handed back")
  func realDateScreens() async throws {
    // Given the real date screen factory, and a recommendation on screen
    let scene = WiredScene()
    scene.recommendations.answer(Array(Sample.towns.prefix(2)), nextPage: nil)
    await scene.drainMainQueue()

    // When the person opens the first town, moves check-out, and goes back
    scene.tapRow(0)
    await scene.drainMainQueue()
    let first = try #require(scene.navigation.topViewController as? DateViewController)
    let checkOutPicker = try #require(
      first.view.subviews.compactMap { $0 as? UIDatePicker }
        .first { $0.accessibilityLabel == "Check-out" })
    let checkOut = checkOutPicker.date.addingTimeInterval(3 * 24 * 60 * 60)
    checkOutPicker.date = checkOut
    checkOutPicker.sendActions(for: .valueChanged)
    scene.navigation.popViewController(animated: true)
    await scene.drainMainQueue()

    // and then opens the second town
    scene.tapRow(1)

    // Then the second date screen is a new one, for that town, filled with the dates chosen
    let second = try #require(scene.navigation.topViewController as? DateViewController)
    #expect(second !== first)
    expectEqual(second.placeName, "Town 2")
    expectEqual(second.checkIn, first.checkIn)
    expectEqual(second.checkOut, checkOut)
  }
}
