import Expectations
import Places
import Testing

@testable import Stage4DependencyContainer

/// The container alone: registration by type, the two lifetimes, and the message that names a
/// missing registration.
@Suite("The container")
@MainActor
struct ContainerTests {
  let container = Container()

  @Test("a registered type resolves to what its registration makes")
  func resolvesByType() throws {
    // Given a location provider registered under its role
    let provider = FakeLocationProvider(.centralSeoul)
    container.register(LocationProvider.self) { _ in provider }

    // When the role is resolved
    let resolved = try container.resolve(LocationProvider.self)

    // Then it is that provider
    expectIdentical(resolved, provider)
  }

  @Test("a transient registration makes a new instance at each resolution")
  func transient() throws {
    // Given a searcher registered as transient
    container.register(PlaceSearcher.self, lifetime: .transient) { _ in FakePlaceSearcher() }

    // When it is resolved twice
    let first = try container.resolve(PlaceSearcher.self)
    let second = try container.resolve(PlaceSearcher.self)

    // Then each resolution made its own
    #expect(first !== second)
  }

  @Test("a shared registration is made once, and every resolution gets that one")
  func shared() throws {
    // Given a provider registered as shared, counting what it makes
    var made = 0
    container.register(RecommendationProvider.self, lifetime: .shared) { _ in
      made += 1
      return FakeRecommendationProvider()
    }

    // When it is resolved twice
    let first = try container.resolve(RecommendationProvider.self)
    let second = try container.resolve(RecommendationProvider.self)

    // Then both are the one instance, made once
    expectIdentical(first, second)
    expectEqual(made, 1)
  }

  @Test("registering a type again replaces the registration and its shared instance")
  func reregistering() throws {
    // Given a shared location provider, already resolved
    container.register(LocationProvider.self, lifetime: .shared) { _ in
      FakeLocationProvider(.centralSeoul)
    }
    let before = try container.resolve(LocationProvider.self)

    // When another is registered over it, as a test registers a fake
    let replacement = FakeLocationProvider(Coordinate(latitude: 0, longitude: 0))
    container.register(LocationProvider.self, lifetime: .shared) { _ in replacement }

    // Then the new one resolves, not the one made before
    let after = try container.resolve(LocationProvider.self)
    expectIdentical(after, replacement)
    #expect(after !== before)
  }

  @Test("resolving a type nobody registered fails with a message naming it and what is there")
  func missingRegistration() {
    // Given a container with two roles registered, not the completer
    container.register(PlaceSearcher.self) { _ in FakePlaceSearcher() }
    container.register(LocationProvider.self) { _ in FakeLocationProvider(.centralSeoul) }

    // When the completer is resolved
    let error = thrownError(Container.MissingRegistration.self) {
      try container.resolve(PlaceCompleter.self)
    }

    // Then the failure names the completer, says what is registered, and what to do
    expectEqual(error?.missingType, "PlaceCompleter")
    expectEqual(
      error?.description,
      "No registration for PlaceCompleter. Registered: LocationProvider, PlaceSearcher. "
        + "Register it first: container.register(PlaceCompleter.self) { ... }.")
  }

  @Test("a missing dependency of a registered type is named, with the type that needed it")
  func missingDependency() {
    // Given the completion list registered, and the completer it needs not
    container.register(CompletionController.self) { container in
      CompletionController(model: CompletionModel(completer: try container.resolve()))
    }

    // When the completion list is resolved
    let error = thrownError(Container.MissingRegistration.self) {
      try container.resolve(CompletionController.self)
    }

    // Then the failure names the completer, needed by the list
    expectEqual(error?.missingType, "PlaceCompleter")
    expectEqual(error?.neededBy, ["CompletionController"])
    expectEqual(
      error?.description.hasPrefix(
        "No registration for PlaceCompleter (needed by CompletionController)."), true)
  }

  @Test("the composition root registers the screen and every role, backed by the kit")
  func compositionRootIsComplete() throws {
    // Given the composition root's container, in a small world for the kit services it makes
    let world = World(gazetteer: Gazetteer(places: Sample.towns))
    let container = CompositionRoot.makeContainer()

    // When the screen and each role are resolved
    try world.run {
      _ = try container.resolve(LocationSearchViewController.self)
      let completer = try container.resolve(PlaceCompleter.self)
      let searcher = try container.resolve(PlaceSearcher.self)
      let recommendations = try container.resolve(RecommendationProvider.self)
      let location = try container.resolve(LocationProvider.self)
      let dateScreens = try container.resolve(DateScreenFactory.self)

      // Then nothing is missing, and each role is its kit-backed adapter
      #expect(completer is MapKitPlaceCompleter)
      #expect(searcher is MapKitPlaceSearcher)
      #expect(recommendations is ServerRecommendationProvider)
      #expect(location is DeviceLocationProvider)
      #expect(dateScreens is ContainerDateScreenFactory)
    }
  }
}
