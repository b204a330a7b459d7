import HeadlessUIKit

/// The one place that knows every concrete type of the scene: registers them all in a
/// container, and builds the location search screen from it. A test takes the same
/// container, registers fakes over the services it wants to drive, and builds the same scene.
@MainActor
enum CompositionRoot {
  /// A container with everything the location search scene needs registered.
  static func makeContainer() -> Container {
    let container = Container()

    // Services. Shared: one server client and one location provider serve every list.
    container.register(RecommendationProvider.self, lifetime: .shared) { _ in
      ServerRecommendationProvider()
    }
    container.register(LocationProvider.self, lifetime: .shared) { _ in
      DeviceLocationProvider()
    }
    // Transient: a completer and a searcher each keep a query in flight of their own.
    container.register(PlaceCompleter.self) { _ in MapKitPlaceCompleter() }
    container.register(PlaceSearcher.self) { _ in MapKitPlaceSearcher() }

    // Sub-controllers, each over its model.
    container.register(RecommendationController.self) { container in
      RecommendationController(
        model: RecommendationModel(
          recommendationProvider: try container.resolve(),
          locationProvider: try container.resolve()))
    }
    container.register(CompletionController.self) { container in
      CompletionController(model: CompletionModel(completer: try container.resolve()))
    }
    container.register(DetailController.self) { container in
      DetailController(model: DetailModel(searcher: try container.resolve()))
    }

    // Screens. A new date screen at each push. The factory is transient too: it keeps the
    // container, and a shared one would be kept by the container in turn, a cycle that
    // nothing breaks.
    container.register(DateViewController.self) { _ in DateViewController() }
    container.register(DateScreenFactory.self) { container in
      ContainerDateScreenFactory(container: container)
    }
    container.register(LocationSearchViewController.self) { container in
      LocationSearchViewController(
        recommendationController: try container.resolve(),
        completionController: try container.resolve(),
        detailController: try container.resolve(),
        dateScreenFactory: try container.resolve())
    }
    return container
  }

  /// The scene: a navigation controller over the location search screen, resolved from
  /// `container`. Kit services are made now, so they bind to the world in effect.
  static func makeRootViewController(from container: Container = makeContainer())
    -> UINavigationController
  {
    UINavigationController(rootViewController: container.require(LocationSearchViewController.self))
  }
}
