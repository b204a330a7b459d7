import HeadlessUIKit
import Places
import Testing

@testable import Workspace

/// Your own tests. This one starts your whole scene in a window against a small world, then
/// asks the list's data source for its rows, the way the collection view asks it. It knows
/// nothing of how your scene is built inside, so it holds through every exercise: write the
/// tests the exercises ask for beside it, one file per thing you test.
///
/// Run them with `swift test --filter WorkspaceTests`; `kata check --exercise N` runs them too.
@Suite("The location search screen")
@MainActor
struct LocationSearchScreenTests {
  @Test("on launch, the list shows the first page of places near you")
  func firstPage() async throws {
    // Given a world that recommends three towns, two to a page
    let world = Fixtures.world()

    // When the screen appears and the server answers
    let window = Fixtures.launch(in: world)
    await world.run { await world.settle() }

    // Then the list's data source gives the first page's rows
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let screen = try #require(navigation.topViewController)
    let list = try #require(Fixtures.firstCollectionView(in: screen.view))
    let dataSource = try #require(list.dataSource)
    let rows = Fixtures.rows(of: dataSource, in: list)
    #expect(rows.prefix(2) == ["Town 1 · South Korea", "Town 2 · South Korea"])
  }
}
