/// A structural rule a stage must keep, checked against its observed shape.
public struct ShapeRule: Sendable {
  /// The rule, as a sentence a learner can read.
  public let statement: String
  /// Returns what breaks the rule, or `nil` if it holds.
  public let check: @Sendable ([ShapeObservation]) -> String?

  public init(_ statement: String, check: @escaping @Sendable ([ShapeObservation]) -> String?) {
    self.statement = statement
    self.check = check
  }

  /// A rule that must hold in each list mode (recommendations, completions, detail list).
  public static func inEveryListMode(
    _ statement: String, _ holds: @escaping @Sendable (ShapeObservation) -> Bool
  ) -> ShapeRule {
    ShapeRule(statement) { observations in
      let broken = observations.filter { $0.mode != "date screen" && !holds($0) }
      return broken.isEmpty ? nil : broken.map(\.summary).joined(separator: "\n")
    }
  }

  /// A rule that each list mode shows the types named after it (`Recommendation`,
  /// `Completion`, `Detail`).
  public static func perListMode(
    _ statement: String, expected: @escaping @Sendable (String) -> [String],
    observed: @escaping @Sendable (ShapeObservation) -> [String]
  ) -> ShapeRule {
    let modes = [
      "recommendations": "Recommendation", "completions": "Completion", "detail list": "Detail",
    ]
    return ShapeRule(statement) { observations in
      let broken = observations.compactMap { observation -> String? in
        guard let name = modes[observation.mode] else { return nil }
        let want = expected(name)
        let got = observed(observation)
        return want == got ? nil : "\(observation.mode): expected \(want), found \(got)"
      }
      return broken.isEmpty ? nil : broken.joined(separator: "\n")
    }
  }

  /// A rule about one mode.
  public static func inMode(
    _ mode: String, _ statement: String, _ holds: @escaping @Sendable (ShapeObservation) -> Bool
  ) -> ShapeRule {
    ShapeRule(statement) { observations in
      guard let observation = observations.first(where: { $0.mode == mode }) else {
        return "the stage never reached the \(mode)"
      }
      return holds(observation) ? nil : observation.summary
    }
  }
}

/// Rules that more than one stage keeps, and that the exercises leading to those stages check:
/// stated once, so a stage's shape and an exercise's goal cannot drift apart.
extension ShapeRule {
  public static let viewControllerHoldsNoService = ShapeRule.inMode(
    "recommendations", "the view controller holds no service itself"
  ) { $0.viewControllerHoldsServices.isEmpty }

  public static let resultsKeptInABox = ShapeRule("results are kept in a Box") { observations in
    observations.contains { $0.objects.contains { $0.hasPrefix("Box") } }
      ? nil : "no Box among the scene's objects"
  }

  public static let oneObjectIsDataSourceAndDelegate = ShapeRule.inEveryListMode(
    "one object, not the view controller, is data source and delegate"
  ) { $0.dataSourceIsDelegate && !$0.dataSourceIsViewController }

  public static let subControllerReportsToViewController = ShapeRule.inEveryListMode(
    "the sub-controller knows the view controller only as its delegate"
  ) { $0.holds($0.viewController, by: $0.dataSource ?? "", through: "delegate") }

  public static let dateScreenReportsToDelegate = ShapeRule.inMode(
    "date screen", "the date screen holds the search screen as its delegate"
  ) { $0.holds("LocationSearchViewController", by: $0.viewController, through: "delegate") }

  public static let noControllerHoldsServices = ShapeRule(
    "no controller holds the completer, the search, the server or the location itself"
  ) { observations in
    let holders = Set(observations.flatMap(\.servicesHeldByControllers))
    return holders.isEmpty ? nil : "held directly: \(holders.sorted().joined(separator: ", "))"
  }

  public static let containerTakesPart = ShapeRule("a container takes part in the running scene") {
    observations in
    observations.contains { $0.objects.contains { $0.contains("Container") } }
      ? nil : "no object whose type name contains \"Container\""
  }

  public static let dateSceneHasInteractorAndRouter = ShapeRule.inMode(
    "date screen", "the date scene has its own interactor and router"
  ) {
    $0.holds("DateInteractor", by: "DateViewController")
      && $0.holds("DateRouter", by: "DateViewController")
  }

  public static let viewControllerHoldsOnlyItsPresenter = ShapeRule.inMode(
    "recommendations", "the view controller holds its presenter, and nothing else of the scene"
  ) {
    $0.viewControllerHolds == ["LocationSearchPresenter"] && $0.viewControllerHoldsServices.isEmpty
  }

  public static let presenterHoldsItsViewWeakly = ShapeRule.inMode(
    "recommendations", "the presenter holds the view controller weakly, as its view"
  ) { observation in
    observation.holdsWeakly(
      observation.viewController, by: "LocationSearchPresenter", through: "view")
      && !observation.edges.contains { edge in
        edge.holder.hasSuffix("Presenter") && edge.held.hasSuffix("ViewController") && !edge.isWeak
      }
  }

  public static let datePresenterReportsToSearchPresenter = ShapeRule.inMode(
    "date screen", "the date presenter hands the dates to the search presenter, its delegate"
  ) { $0.holds("LocationSearchPresenter", by: "DatePresenter", through: "delegate") }

  public static let noBox = ShapeRule(
    "no Box: each answer is awaited, and written where it is awaited"
  ) { observations in
    let boxes = Set(observations.flatMap(\.objects)).filter { $0.hasPrefix("Box") }
    return boxes.isEmpty ? nil : "found: \(boxes.sorted().joined(separator: ", "))"
  }

  public static let eachSubControllerHoldsItsModel = ShapeRule.inEveryListMode(
    "each list's sub-controller holds its model, a main-actor object of its own"
  ) { observation in
    guard let dataSource = observation.dataSource, dataSource.hasSuffix("Controller") else {
      return false
    }
    let model = dataSource.dropLast("Controller".count) + "Model"
    return observation.holds(String(model), by: dataSource, through: "model")
  }

  public static let viewControllerHoldsAStore = ShapeRule.inMode(
    "recommendations", "the view controller holds a store, which keeps the scene's state"
  ) { observation in
    observation.viewControllerHolds.contains { $0.hasSuffix("Store") }
  }

  public static let oneDataSourceInEveryListMode = ShapeRule(
    "the list keeps one data source and delegate, the view controller, in every mode: the mode is state, not an object"
  ) { observations in
    let lists = observations.filter { $0.mode != "date screen" }
    let broken = lists.filter { !$0.dataSourceIsViewController || !$0.dataSourceIsDelegate }
    return broken.isEmpty ? nil : broken.map(\.summary).joined(separator: "\n")
  }

  public static let noStateOutsideTheStore = ShapeRule(
    "no Box, model or sub-controller keeps state beside the store"
  ) { observations in
    let keepers = Set(observations.flatMap(\.objects)).filter { name in
      name.hasPrefix("Box") || name.hasSuffix("Model")
        || (name.hasSuffix("Controller") && !name.hasSuffix("ViewController")
          && !name.hasPrefix("UI"))
    }
    return keepers.isEmpty ? nil : "found: \(keepers.sorted().joined(separator: ", "))"
  }

  public static let presenterHoldsInteractorAndRouter = ShapeRule.inMode(
    "recommendations",
    "the presenter holds its interactor and its router; the interactor holds the presenter weakly, as its output"
  ) { observation in
    observation.holds("LocationSearchInteractor", by: "LocationSearchPresenter")
      && observation.holds("LocationSearchRouter", by: "LocationSearchPresenter")
      && observation.holdsWeakly(
        "LocationSearchPresenter", by: "LocationSearchInteractor", through: "output")
  }

  public static let dateModuleIsAssembled = ShapeRule.inMode(
    "date screen",
    "the date module has its own presenter, interactor and router, and its router hands the dates back"
  ) { observation in
    observation.holds("DatePresenter", by: "DateViewController")
      && observation.holds("DateInteractor", by: "DatePresenter")
      && observation.holds("DateRouter", by: "DatePresenter")
      && observation.holds("LocationSearchPresenter", by: "DateRouter", through: "output")
  }

  public static let viewControllerHoldsInteractorAndRouter = ShapeRule.inMode(
    "recommendations", "the view controller holds its interactor and router"
  ) { observation in
    ["Interactor", "Router"].allSatisfy { role in
      observation.viewControllerHolds.contains { $0.hasSuffix(role) }
    }
  }
}

/// The rules of the model–view–view-model branches: a view model per screen, which the view
/// controller draws and which knows no view.
extension ShapeRule {
  public static let viewControllerHoldsOnlyItsViewModel = ShapeRule(
    "each screen's view controller holds its view model and nothing else of the module"
  ) { observations in
    let broken = observations.filter { observation in
      observation.viewControllerHolds.count != 1
        || !observation.viewControllerHolds.allSatisfy { $0.hasSuffix("ViewModel") }
    }
    return broken.isEmpty ? nil : broken.map(\.summary).joined(separator: "\n")
  }

  public static let viewModelsHoldNoView = ShapeRule(
    "each screen has a view model, which holds no view controller and no view"
  ) { observations in
    let broken = observations.compactMap { observation -> String? in
      guard observation.objects.contains(where: { $0.hasSuffix("ViewModel") }) else {
        return "\(observation.mode): no view model"
      }
      let held = observation.edges.filter { edge in
        edge.holder.prefix { $0 != "#" }.hasSuffix("ViewModel")
          && ["Controller", "View", "Cell"].contains {
            edge.held.prefix { $0 != "#" }.hasSuffix($0)
          }
      }
      return held.isEmpty
        ? nil
        : "\(observation.mode): " + held.map { "\($0.holder) → \($0.held)" }.joined(separator: ", ")
    }
    return broken.isEmpty ? nil : broken.joined(separator: "\n")
  }

  public static let viewControllerDrawsItsList = ShapeRule.inEveryListMode(
    "the view controller is its list's data source and delegate, drawing the view model's rows"
  ) { $0.dataSourceIsViewController && $0.dataSourceIsDelegate }

  public static let dateScreenHoldsOnlyItsViewModel = ShapeRule.inMode(
    "date screen", "the date screen holds its view model and nothing of the search screen"
  ) {
    $0.holds("DateViewModel", by: "DateViewController")
      && !$0.holds("LocationSearchViewController", by: "DateViewController")
  }
}

/// The rules of the coordinator branch: navigation leaves the screens for a coordinator, which
/// the view models tell what happened.
extension ShapeRule {
  private static func typeName(_ node: String) -> Substring { node.prefix { $0 != "#" } }

  public static let coordinatorKeptByNavigation = ShapeRule(
    "a coordinator takes part in every screen, kept by the navigation controller it holds weakly"
  ) { observations in
    let broken = observations.filter { observation in
      !observation.edges.contains { keeps in
        typeName(keeps.held).hasSuffix("Coordinator") && !keeps.isWeak
          && observation.edges.contains { back in
            back.holder == keeps.held && back.held == keeps.holder && back.isWeak
              && typeName(back.held).hasSuffix("NavigationController")
          }
      }
    }
    return broken.isEmpty ? nil : broken.map(\.summary).joined(separator: "\n")
  }

  /// The view model of one screen tells the coordinator through a weak delegate.
  static func viewModelReportsToCoordinator(_ viewModel: String, in mode: String, _ what: String)
    -> ShapeRule
  {
    .inMode(mode, "\(viewModel) \(what) through a weak delegate") { observation in
      observation.edges.contains { edge in
        edge.holder == viewModel && typeName(edge.held).hasSuffix("Coordinator")
          && edge.property.lowercased().contains("delegate") && edge.isWeak
      }
    }
  }

  public static let searchViewModelReportsToCoordinator = viewModelReportsToCoordinator(
    "LocationSearchViewModel", in: "recommendations", "tells the coordinator the place chosen")

  public static let dateViewModelReportsToCoordinator = viewModelReportsToCoordinator(
    "DateViewModel", in: "date screen", "hands the coordinator the dates chosen")

  public static let coordinatorHoldsNoScreen = ShapeRule(
    "the coordinator holds no view controller: the navigation controller keeps the screens"
  ) { observations in
    let broken = observations.compactMap { observation -> String? in
      let coordinators = observation.objects.filter { $0.hasSuffix("Coordinator") }
      guard !coordinators.isEmpty else { return "\(observation.mode): no coordinator" }
      let held = observation.edges.filter { edge in
        typeName(edge.holder).hasSuffix("Coordinator") && !edge.isWeak
          && typeName(edge.held).hasSuffix("Controller")
      }
      return held.isEmpty
        ? nil
        : "\(observation.mode): " + held.map { "\($0.holder) → \($0.held)" }.joined(separator: ", ")
    }
    return broken.isEmpty ? nil : broken.joined(separator: "\n")
  }
}

/// The structure each stage must have, stated once, checked from the running objects, so a
/// stage cannot quietly drift back to the one before it.
public enum StageShapes {
  /// The rules of each stage, by identifier.
  public static let rules: [String: [ShapeRule]] = [
    "stage1": [
      .inEveryListMode("the view controller is the collection view's data source and delegate") {
        $0.dataSourceIsViewController && $0.dataSourceIsDelegate
      },
      ShapeRule("no other object of the stage takes part in the location search screen") {
        let others = Set($0.filter { $0.mode != "date screen" }.flatMap(\.objects))
          .subtracting(["LocationSearchViewController", "LocationCell"])
          .filter { !$0.hasPrefix("UI") }
        return others.isEmpty ? nil : "also found: \(others.sorted().joined(separator: ", "))"
      },
      .inMode("date screen", "the date screen holds no reference to the search screen") {
        !$0.holds("LocationSearchViewController", by: "DateViewController")
      },
    ],
    "stage2": [
      .inEveryListMode(
        "the data source and the delegate are two objects, neither the view controller"
      ) {
        $0.dataSource != nil && $0.delegate != nil && !$0.dataSourceIsDelegate
          && !$0.dataSourceIsViewController && $0.delegate != $0.viewController
      },
      .perListMode(
        "each mode has its own data source and delegate",
        expected: { mode in
          ["\(mode)DataSource", "\(mode)Delegate"]
        }, observed: { [$0.dataSource ?? "none", $0.delegate ?? "none"] }),
      .inEveryListMode("the view controller itself keeps the data source and delegate alive") {
        observation in
        [observation.dataSource, observation.delegate].allSatisfy { held in
          held.map { observation.viewControllerHolds.contains($0) } ?? false
        }
      },
      .resultsKeptInABox,
    ],
    "stage3": [
      .oneObjectIsDataSourceAndDelegate,
      .perListMode(
        "each mode has its own sub-controller",
        expected: { mode in
          ["\(mode)Controller", "\(mode)Controller"]
        }, observed: { [$0.dataSource ?? "none", $0.delegate ?? "none"] }),
      .subControllerReportsToViewController,
      .viewControllerHoldsNoService,
      .dateScreenReportsToDelegate,
    ],
    "stage4": [
      .oneObjectIsDataSourceAndDelegate,
      .noControllerHoldsServices,
      .containerTakesPart,
      .dateScreenReportsToDelegate,
    ],
    "stage5": [
      .viewControllerHoldsInteractorAndRouter,
      .inMode("recommendations", "the presenter holds the view controller to display to") {
        $0.holds("LocationSearchViewController", by: "LocationSearchPresenter")
      },
      .inMode("recommendations", "the interactor holds the presenter and the workers") {
        observation in
        [
          "LocationSearchPresenter", "RecommendationWorker", "CompletionWorker",
          "LocalSearchWorker",
        ]
        .allSatisfy { observation.holds($0, by: "LocationSearchInteractor") }
      },
      ShapeRule(
        "no part of the scene holds the completer, the local search, the server or the location: the workers reach them through roles"
      ) { observations in
        let parts = ["Worker", "Interactor", "Presenter", "Router", "Controller"]
        let holders = Set(
          observations.flatMap(\.edges).filter { edge in
            ShapeObservation.serviceTypes.contains(String(edge.held.prefix { $0 != "#" }))
              && parts.contains { edge.holder.hasSuffix($0) }
          }.map { "\($0.holder) → \($0.held)" })
        return holders.isEmpty
          ? nil : "held by the scene: \(holders.sorted().joined(separator: ", "))"
      },
      .containerTakesPart,
      .dateSceneHasInteractorAndRouter,
    ],
    "mvvm": [
      .viewControllerHoldsOnlyItsViewModel,
      .viewModelsHoldNoView,
      .viewControllerDrawsItsList,
      .dateScreenHoldsOnlyItsViewModel,
    ],
    "coordinator": [
      .coordinatorKeptByNavigation,
      .searchViewModelReportsToCoordinator,
      .dateViewModelReportsToCoordinator,
      .coordinatorHoldsNoScreen,
    ],
    "mvp": [
      .viewControllerHoldsOnlyItsPresenter,
      .presenterHoldsItsViewWeakly,
      .inMode("date screen", "the date screen has a presenter of its own, which holds it weakly") {
        $0.holds("DatePresenter", by: "DateViewController")
          && $0.holdsWeakly("DateViewController", by: "DatePresenter")
      },
      .datePresenterReportsToSearchPresenter,
      .inEveryListMode(
        "the view controller is the list's data source and delegate, in every mode: it shows the rows it is told"
      ) { $0.dataSourceIsViewController && $0.dataSourceIsDelegate },
    ],
    "viper": [
      .viewControllerHoldsOnlyItsPresenter,
      .presenterHoldsItsViewWeakly,
      .presenterHoldsInteractorAndRouter,
      .inMode("recommendations", "the router holds the view controller weakly, to navigate from") {
        $0.holdsWeakly($0.viewController, by: "LocationSearchRouter")
      },
      .dateModuleIsAssembled,
    ],
    "concurrency": [
      .noBox,
      .eachSubControllerHoldsItsModel,
      .inMode("recommendations", "each model holds its service role itself, to await its answers") {
        observation in
        [
          ("RecommendationModel", "ServerRecommendationProvider"),
          ("CompletionModel", "MapKitPlaceCompleter"), ("DetailModel", "MapKitPlaceSearcher"),
        ].allSatisfy { observation.holds($0.1, by: $0.0) }
      },
    ],
    "unidirectional": [
      .viewControllerHoldsAStore,
      .oneDataSourceInEveryListMode,
      .noStateOutsideTheStore,
      .inMode(
        "recommendations",
        "the store runs the effects: it reaches the services through its environment"
      ) { observation in
        observation.edges.contains {
          $0.holder.hasSuffix("Store") && $0.property.hasPrefix("environment.")
        }
      },
    ],
  ]
}
