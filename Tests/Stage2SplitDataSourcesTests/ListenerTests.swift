import Expectations
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import Stage2SplitDataSources

/// A delegate tells its listener what was chosen, and knows nothing of the screen that
/// listens: a test listens with a spy.
@Suite("Delegates tell a listener")
@MainActor
struct ListenerTests {
  @Test("selecting a recommended place tells the listener which place")
  func recommendationSelection() async {
    let world = Fixtures.world()
    let dataSource = RecommendationDataSource(model: world.run { RecommendationModel() })
    let delegate = RecommendationDelegate()
    let listener = ListenerSpy()
    delegate.listener = listener
    let collectionView = Fixtures.collectionView()
    collectionView.dataSource = dataSource
    delegate.loadNextPage(in: collectionView)
    await world.settle()

    delegate.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))

    expectEqual(listener.events, ["place Town 2"])
  }

  @Test("selecting a place in the detail list tells the listener which placemark")
  func detailSelection() async {
    let world = Fixtures.world()
    let model = world.run { DetailModel() }
    let completion = MKLocalSearchCompletion(
      title: "Springfield", subtitle: "United States", isoCountryCode: "US")
    world.run { model.search(for: completion) { _ in } }
    await world.settle()
    let delegate = DetailDelegate()
    let listener = ListenerSpy()
    delegate.listener = listener
    let collectionView = Fixtures.collectionView()
    let dataSource = DetailDataSource(model: model)
    collectionView.dataSource = dataSource

    delegate.collectionView(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))

    expectEqual(listener.events, ["placemark Springfield, Illinois"])
  }

  @Test("the delegate holds its listener weakly")
  func listenerIsWeak() {
    let delegate = DetailDelegate()
    var listener: ListenerSpy? = ListenerSpy()
    delegate.listener = listener
    listener = nil
    expectNil(delegate.listener)
  }

  final class ListenerSpy: LocationListListener {
    private(set) var events: [String] = []

    func didSelectPlace(_ place: Place) {
      events.append("place \(place.name)")
    }

    func didSelectPlacemark(_ placemark: MKPlacemark) {
      events.append("placemark \(placemark.name ?? ""), \(placemark.administrativeArea ?? "")")
    }

    func didFindPlaces(for completion: MKLocalSearchCompletion) {
      events.append("places for \(completion.title)")
    }
  }
}
