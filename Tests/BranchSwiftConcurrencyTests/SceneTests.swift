import Expectations
import HeadlessMapKit
import HeadlessUIKit
import Testing

@testable import BranchSwiftConcurrency

/// The scene as the composition root builds it, in the simulated world: the tasks run on the
/// main queue with the world's answers, and virtual time decides when those come.
@Suite("Scene")
@MainActor
struct SceneTests {
  @Test("typing on drops a selection in flight: the local search is cancelled, not delivered")
  func typingCancelsTheSearch() async throws {
    let world = Seeds.smallWorld()
    let window = UIWindow()
    let navigation = world.run { CompositionRoot.makeRootViewController() }
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let screen = try #require(navigation.topViewController)
    let searchBar = try #require(screen.view.subviews.lazy.compactMap { $0 as? UISearchBar }.first)
    let list = try #require(screen.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
    await world.settle()
    expectEqual(list.numberOfItems(inSection: 0), 4)

    world.run {
      searchBar.text = "springf"
      searchBar.delegate?.searchBar(searchBar, textDidChange: "springf")
    }
    await world.settle()
    expectEqual(list.numberOfItems(inSection: 0), 1)

    world.setLatency(3, for: .localSearch)
    world.run {
      list.delegate?.collectionView(list, didSelectItemAt: IndexPath(item: 0, section: 0))
    }
    await world.drain()
    expectEqual(world.pendingCount, 1)
    world.run {
      searchBar.text = "springfi"
      searchBar.delegate?.searchBar(searchBar, textDidChange: "springfi")
    }
    await world.settle()

    #expect(world.requestCount(.localSearch) == 1 && world.pendingCount == 0)
    expectEqual(navigation.viewControllers.count, 1)
    expectEqual(searchBar.text, "springfi")
  }
}
