import Expectations
import Foundation
import Places
import Testing

@testable import BranchMVP

/// The location search presenter owns the screen's logic: driven through the events a view
/// forwards, over a small world's services, it tells a spy view what to show. No view
/// controller, no window.
@Suite("The location search presenter tells its view what to show")
@MainActor
struct LocationSearchPresenterTests {
  @Test("on load the list is empty, then shows the first page of places near the user")
  func firstPage() async {
    // Given a presenter over a small world
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)

    // When the screen loads and the world answers
    presenter.viewDidLoad()
    expectEqual(view.shownRows, [[]])
    await world.settle()

    // Then the first page shows, and one page was asked for
    expectEqual(view.rows, [Fixtures.town(1), Fixtures.town(2)])
    expectEqual(world.requestCount(.recommendations), 1)
  }

  @Test("showing the last recommendation asks for the next page; showing another row does not")
  func paging() async {
    // Given the first page on screen
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.viewDidLoad()
    await world.settle()

    // When the first row, then the last, comes into view
    presenter.rowWillAppear(at: 0)
    await world.settle()
    expectEqual(world.requestCount(.recommendations), 1)
    presenter.rowWillAppear(at: 1)
    await world.settle()

    // Then the second page follows the first
    expectEqual(world.requestCount(.recommendations), 2)
    expectEqual(view.rows, [Fixtures.town(1), Fixtures.town(2), Fixtures.town(3)])
  }

  @Test("a failed page ends the list with an error row, and tapping it asks again")
  func retry() async {
    // Given a first page that fails
    let world = Fixtures.world()
    world.failNext(.recommendations)
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.viewDidLoad()
    await world.settle()
    let errorRow = LocationRow(
      title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true)
    expectEqual(view.rows, [errorRow])

    // When the person taps the error row
    presenter.rowSelected(at: 0)

    // Then the error row goes at once, and the page comes
    expectEqual(view.rows, [])
    await world.settle()
    expectEqual(view.rows, [Fixtures.town(1), Fixtures.town(2)])
    #expect(view.dateScreens.isEmpty)
  }

  @Test("typing shows the completions of the trimmed text; no match names the query")
  func completions() async {
    // Given the recommendations on screen
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.viewDidLoad()
    await world.settle()

    // When the person types "  springf " and the completer answers
    presenter.searchTextDidChange("  springf ")
    await world.settle()

    // Then the one completion shows
    expectEqual(view.rows, [LocationRow(title: "Springfield", subtitle: "United States")])

    // And when the text matches nothing, the row names the query and does nothing when tapped
    presenter.searchTextDidChange("atlantis")
    expectEqual(view.rows, [LocationRow(title: "Springfield", subtitle: "United States")])
    await world.settle()
    #expect(
      view.rows == [
        LocationRow(
          title: "No places match “atlantis”.",
          subtitle: "Check the spelling or try a nearby city.")
      ])
    world.run { presenter.rowSelected(at: 0) }
    await world.settle()
    expectEqual(world.requestCount(.localSearch), 0)
  }

  @Test("clearing the text shows the recommendations already loaded, without asking again")
  func clearing() async {
    // Given completions on screen
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.viewDidLoad()
    await world.settle()
    presenter.searchTextDidChange("town")
    await world.settle()

    // When the person leaves only spaces
    presenter.searchTextDidChange("   ")

    // Then the recommendations are back at once, from the first fetch
    expectEqual(view.rows, [Fixtures.town(1), Fixtures.town(2)])
    await world.settle()
    expectEqual(world.requestCount(.recommendations), 1)
  }

  @Test("a page that lands while completions show waits until the text is cleared")
  func pageWaitsForItsList() async {
    // Given a first page still on its way
    let world = Fixtures.world()
    world.setLatency(5, for: .recommendations)
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.viewDidLoad()

    // When the person types, and then the page lands
    presenter.searchTextDidChange("springf")
    await world.settle()

    // Then the completions stay; the page shows once the text is cleared
    expectEqual(view.rows, [LocationRow(title: "Springfield", subtitle: "United States")])
    presenter.searchTextDidChange("")
    expectEqual(view.rows, [Fixtures.town(1), Fixtures.town(2)])
  }

  @Test(
    "a completion for several places lists them, and puts the completion's title in the search bar"
  )
  func detailList() async {
    // Given the completion "Springfield" on screen
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.searchTextDidChange("springf")
    await world.settle()

    // When the person taps it and the local search finds three places
    world.run { presenter.rowSelected(at: 0) }
    await world.settle()

    // Then they show, each with where it is, and the search bar says what they are
    expectEqual(view.searchTexts, ["Springfield"])
    expectEqual(
      view.rows.map(\.subtitle),
      [
        "Illinois, United States", "Missouri, United States", "Oregon, United States",
      ])

    // And tapping one opens the date screen for it
    presenter.rowSelected(at: 1)
    expectEqual(view.dateScreens.map(\.placeName), ["Springfield"])
    expectEqual(view.dateScreens.map(\.placeDetail), ["Missouri, United States"])
  }

  @Test("a completion for one place opens the date screen at once, with no list")
  func singleResult() async {
    // Given the completion "Town 1" on screen
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.searchTextDidChange("town 1")
    await world.settle()
    expectEqual(view.rows.first?.title, "Town 1")

    // When the person taps it and the local search finds one place
    world.run { presenter.rowSelected(at: 0) }
    await world.settle()

    // Then the date screen opens for it, and the list is left as it was
    expectEqual(view.dateScreens.map(\.placeName), ["Town 1"])
    #expect(view.searchTexts.isEmpty)
    expectEqual(view.rows.first?.title, "Town 1")
  }

  @Test("the dates handed back by one date screen fill in the next")
  func datesComeBack() async throws {
    // Given a date screen opened for a recommended town
    let world = Fixtures.world()
    let (presenter, view) = Fixtures.presenter(in: world)
    presenter.viewDidLoad()
    await world.settle()
    presenter.rowSelected(at: 0)
    let first = try #require(view.dateScreens.first)
    #expect(first.placeName == "Town 1" && first.placeDetail == "South Korea")
    #expect(first.checkIn == nil && first.checkOut == nil)
    expectIdentical(first.delegate, presenter)

    // When the person picks dates there and goes back
    first.viewDidLoad(today: Fixtures.today)
    first.datesPicked(checkIn: Fixtures.day(3), checkOut: Fixtures.day(5))
    first.viewWillGoBack()

    // Then the next date screen starts from those dates
    presenter.rowSelected(at: 1)
    let second = try #require(view.dateScreens.last)
    expectEqual(second.placeName, "Town 2")
    #expect(second.checkIn == Fixtures.day(3) && second.checkOut == Fixtures.day(5))
  }

  @Test("the presenter holds its view weakly: the screen's going is not delayed by it")
  func weakView() {
    // Given a presenter whose view is only held by it
    let world = Fixtures.world()
    let presenter = world.run { LocationSearchPresenter() }
    weak var released: LocationSearchViewSpy?
    do {
      let view = LocationSearchViewSpy()
      presenter.view = view
      released = view
    }

    // Then the view is gone
    expectNil(released)
    expectNil(presenter.view)
  }
}
