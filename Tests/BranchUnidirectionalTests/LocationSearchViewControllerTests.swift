import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import BranchUnidirectional

/// The screen draws the store's state and sends what the person does; here over fakes, and
/// once over the simulated world, driven through virtual time.
@Suite("Screen")
@MainActor
struct LocationSearchViewControllerTests {
  @Test("the list draws the state's rows, and a tap on a place pushes its date screen")
  func drawsAndNavigates() throws {
    let fakes = FakeEnvironment()
    let factory = DateScreenFactorySpy()
    let navigation = CompositionRoot.makeRootViewController(
      environment: fakes.environment, dateScreenFactory: factory)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    fakes.recommendations.answer([Seeds.seoul, Seeds.busan], nextPage: nil)
    window.layoutIfNeeded()

    let list = try #require(
      navigation.topViewController?.view.subviews.lazy
        .compactMap { $0 as? UICollectionView }.first)
    expectIdentical(list.dataSource, navigation.topViewController)
    expectEqual(list.numberOfItems(inSection: 0), 2)

    list.delegate?.collectionView(list, didSelectItemAt: IndexPath(item: 1, section: 0))
    expectEqual(factory.requests, ["Busan — South Korea, no dates"])
    expectEqual(navigation.viewControllers.count, 2)
  }

  @Test("typing in the simulated world shows the completions once virtual time passes")
  func inTheWorld() async throws {
    let world = World(gazetteer: Gazetteer(places: [Seeds.seoul, Seeds.busan]))
    world.setLatency(2, for: .completer)
    let window = UIWindow()
    let navigation = world.run { CompositionRoot.makeRootViewController() }
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    await world.settle()
    let screen = try #require(navigation.topViewController)
    let searchBar = try #require(screen.view.subviews.lazy.compactMap { $0 as? UISearchBar }.first)
    let list = try #require(screen.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
    expectEqual(list.numberOfItems(inSection: 0), 2)

    world.run {
      searchBar.text = "bu"
      searchBar.delegate?.searchBar(searchBar, textDidChange: "bu")
    }
    await world.advance(by: 1)
    expectEqual(list.numberOfItems(inSection: 0), 0)
    await world.advance(by: 1)
    expectEqual(list.numberOfItems(inSection: 0), 1)
    expectEqual(world.requestCount(.completer), 1)
    expectEqual(world.requestCount(.recommendations), 1)
  }
}

/// A date screen factory that records what it is asked for and makes plain screens.
@MainActor
final class DateScreenFactorySpy: DateScreenFactory {
  private(set) var requests: [String] = []

  func makeDateScreen(
    placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?,
    delegate: any DateViewControllerDelegate
  ) -> UIViewController {
    requests.append("\(placeName) — \(placeDetail), \(checkIn.map { "from \($0)" } ?? "no dates")")
    return UIViewController()
  }
}
