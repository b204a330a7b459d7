import Expectations
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import Stage2SplitDataSources

/// A data source is now a small object of its own: given a model, it answers the collection
/// view's questions, and a test can ask them with no view controller and no screen.
@Suite("Data sources, tested alone")
@MainActor
struct DataSourceTests {
  @Test("the recommendation data source counts and shows the places its model loaded")
  func recommendations() async {
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }
    let dataSource = RecommendationDataSource(model: model)
    let collectionView = Fixtures.collectionView()
    expectEqual(Fixtures.rows(of: dataSource, in: collectionView), [])

    model.loadNextPage {}
    await world.settle()

    expectEqual(dataSource.collectionView(collectionView, numberOfItemsInSection: 0), 2)
    expectEqual(
      Fixtures.rows(of: dataSource, in: collectionView),
      [
        "Town 1 · South Korea", "Town 2 · South Korea",
      ])
  }

  @Test("after a failed page, the recommendation data source adds a red row offering a retry")
  func recommendationFailure() async throws {
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }
    let dataSource = RecommendationDataSource(model: model)
    let collectionView = Fixtures.collectionView()
    model.loadNextPage {}
    await world.settle()

    world.failNext(.recommendations)
    model.loadNextPage {}
    await world.settle()

    #expect(
      Fixtures.rows(of: dataSource, in: collectionView) == [
        "Town 1 · South Korea", "Town 2 · South Korea",
        "Couldn't load places near you. · Tap to try again.",
      ])
    let errorRow = try #require(
      dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
        as? LocationCell)
    expectIdentical(errorRow.titleLabel.textColor, UIColor.systemRed)
  }

  @Test("the completion data source shows the completions for the query, or a row naming it")
  func completions() async {
    let world = Fixtures.world()
    let model = world.run { CompletionModel() }
    let dataSource = CompletionDataSource(model: model)
    let collectionView = Fixtures.collectionView()

    model.update(query: "town") {}
    await world.settle()
    expectEqual(
      Fixtures.rows(of: dataSource, in: collectionView),
      [
        "Town 1 · South Korea", "Town 2 · South Korea", "Town 3 · South Korea",
      ])

    model.update(query: "atlantis") {}
    await world.settle()
    #expect(
      Fixtures.rows(of: dataSource, in: collectionView) == [
        "No places match “atlantis”. · Check the spelling or try a nearby city."
      ])
  }

  @Test("the detail data source shows each place a completion stands for, with its state")
  func details() async {
    let world = Fixtures.world()
    let model = world.run { DetailModel() }
    let dataSource = DetailDataSource(model: model)
    let collectionView = Fixtures.collectionView()
    let springfield = MKLocalSearchCompletion(
      title: "Springfield", subtitle: "United States", isoCountryCode: "US")

    world.run { model.search(for: springfield) { _ in } }
    await world.settle()

    expectEqual(
      Fixtures.rows(of: dataSource, in: collectionView),
      [
        "Springfield · Illinois, United States",
        "Springfield · Missouri, United States",
        "Springfield · Oregon, United States",
      ])
  }
}
