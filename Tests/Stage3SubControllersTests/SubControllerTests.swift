import Expectations
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import Stage3SubControllers

/// A sub-controller is a whole list on its own: it answers the collection view, handles the
/// touches, and reports upward through its delegate. A spy in the delegate's place shows what
/// it reports, with no view controller and no navigation stack.
@Suite("Sub-controllers report to their delegate")
@MainActor
struct SubControllerTests {
  @Test("the recommendation controller reports each page it loads, and the place chosen")
  func recommendations() async {
    // Given a recommendation controller over a small world, with a spy for its delegate
    let world = Fixtures.world()
    let controller = world.run { RecommendationController(model: RecommendationModel()) }
    let spy = DelegateSpy()
    controller.delegate = spy
    let collectionView = Fixtures.collectionView()

    // When it loads the first page, the last place shows, and the person taps the second place
    controller.loadNextPage()
    await world.settle()
    controller.collectionView(
      collectionView, willDisplay: LocationCell(frame: .zero), forItemAt: Fixtures.item(1))
    await world.settle()
    controller.collectionView(collectionView, didSelectItemAt: Fixtures.item(1))

    // Then it reported two loads, then the place
    expectEqual(
      spy.events, ["recommendations loaded", "recommendations loaded", "selected place Town 2"])
    expectEqual(controller.collectionView(collectionView, numberOfItemsInSection: 0), 3)
  }

  @Test("tapping the recommendation error row asks again and reports the page, not a place")
  func recommendationRetry() async {
    // Given a recommendation controller whose first page failed
    let world = Fixtures.world()
    let controller = world.run { RecommendationController(model: RecommendationModel()) }
    let spy = DelegateSpy()
    controller.delegate = spy
    let collectionView = Fixtures.collectionView()
    world.failNext(.recommendations)
    controller.loadNextPage()
    await world.settle()
    expectEqual(controller.collectionView(collectionView, numberOfItemsInSection: 0), 1)

    // When the person taps the error row
    controller.collectionView(collectionView, didSelectItemAt: Fixtures.item(0))
    await world.settle()

    // Then the page came, and was reported like any other
    expectEqual(spy.events, ["recommendations loaded", "recommendations loaded"])
    expectEqual(controller.model.places.map(\.name), ["Town 1", "Town 2"])
  }

  @Test(
    "the completion controller reports the answer and the completion chosen; a no-match row reports no choice"
  )
  func completions() async {
    // Given a completion controller with a spy for its delegate
    let world = Fixtures.world()
    let controller = world.run { CompletionController(model: CompletionModel()) }
    let spy = DelegateSpy()
    controller.delegate = spy
    let collectionView = Fixtures.collectionView()

    // When the completions for "spring" arrive and the person taps the first
    controller.update(query: "spring")
    await world.settle()
    controller.collectionView(collectionView, didSelectItemAt: Fixtures.item(0))
    // and then a query matches nothing and the person taps its row
    controller.update(query: "atlantis")
    await world.settle()
    controller.collectionView(collectionView, didSelectItemAt: Fixtures.item(0))

    // Then the choice was reported once, between the two answers
    expectEqual(
      spy.events,
      [
        "completions loaded", "selected completion Springfield, United States",
        "completions loaded",
      ])
  }

  @Test("the detail controller reports the places found, then the one the person chose")
  func details() async {
    // Given a detail controller with a spy for its delegate
    let world = Fixtures.world()
    let controller = DetailController(model: DetailModel())
    let spy = DelegateSpy()
    controller.delegate = spy
    let springfield = MKLocalSearchCompletion(
      title: "Springfield", subtitle: "United States", isoCountryCode: "US")

    // When it searches for a completion that stands for three places and the person taps one
    world.run { controller.search(for: springfield) }
    await world.settle()
    controller.collectionView(Fixtures.collectionView(), didSelectItemAt: Fixtures.item(1))

    // Then it reported the list, then the place
    expectEqual(
      spy.events,
      [
        "places loaded for Springfield",
        "selected place Springfield, Missouri, United States",
      ])
  }

  @Test("the detail controller reports a single place found as chosen, with no list")
  func singleDetail() async {
    // Given a detail controller with a spy for its delegate
    let world = Fixtures.world()
    let controller = DetailController(model: DetailModel())
    let spy = DelegateSpy()
    controller.delegate = spy
    let town = MKLocalSearchCompletion(
      title: "Town 1", subtitle: "South Korea", isoCountryCode: "KR")

    // When it searches for a completion that stands for one place
    world.run { controller.search(for: town) }
    await world.settle()

    // Then that place is reported as chosen at once
    expectEqual(spy.events, ["selected place Town 1, South Korea"])
  }
}
