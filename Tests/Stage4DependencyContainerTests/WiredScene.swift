import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

@testable import Stage4DependencyContainer

/// The location search scene as the composition root builds it, with fakes registered over
/// the services, on screen in a window; and what a person would read and touch there.
@MainActor
struct WiredScene {
  let completer = FakePlaceCompleter()
  let searcher = FakePlaceSearcher()
  let recommendations = FakeRecommendationProvider()
  let location = FakeLocationProvider(Coordinate(latitude: 37.5, longitude: 127))
  let navigation: UINavigationController
  let window = UIWindow()

  /// Builds the scene from the composition root's container, with the fakes registered over
  /// the services, and `dateScreenFactory` over the real one if given.
  init(dateScreenFactory: DateScreenFactorySpy? = nil) {
    let container = CompositionRoot.makeContainer()
    let (completer, searcher, recommendations, location) = (
      completer, searcher, recommendations, location
    )
    container.register(PlaceCompleter.self) { _ in completer }
    container.register(PlaceSearcher.self) { _ in searcher }
    container.register(RecommendationProvider.self, lifetime: .shared) { _ in recommendations }
    container.register(LocationProvider.self, lifetime: .shared) { _ in location }
    if let dateScreenFactory {
      container.register(DateScreenFactory.self) { _ in dateScreenFactory }
    }
    navigation = CompositionRoot.makeRootViewController(from: container)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
  }

  // MARK: Reading

  var searchScreen: UIViewController { navigation.viewControllers[0] }

  var collectionView: UICollectionView {
    searchScreen.view.subviews.compactMap { $0 as? UICollectionView }[0]
  }

  var searchBar: UISearchBar {
    searchScreen.view.subviews.compactMap { $0 as? UISearchBar }[0]
  }

  /// The rows on screen, top to bottom, as "title — subtitle".
  var rows: [String] {
    let list = collectionView
    // A person reads the screen as drawn: the pending layout pass makes the cells.
    window.layoutIfNeeded()
    return list.visibleCells
      .sorted { list.indexPath(for: $0)!.item < list.indexPath(for: $1)!.item }
      .compactMap { $0 as? LocationCell }
      .map { "\($0.titleLabel.text ?? "") — \($0.subtitleLabel.text ?? "")" }
  }

  // MARK: Touching

  /// Puts `text` in the search bar, as a paste would.
  func type(_ text: String) {
    searchBar.text = text
    searchBar.delegate?.searchBar(searchBar, textDidChange: text)
  }

  /// Taps the row at `item`.
  func tapRow(_ item: Int) {
    collectionView.delegate?.collectionView(
      collectionView, didSelectItemAt: IndexPath(item: item, section: 0))
  }

  /// Lets the main queue run what is already on it: the recommendation list takes each page
  /// there, after the provider answers.
  func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
