import Characterization

/// One exercise of the kata: a sheet in `Katas/`, a starting point, and goals the tool checks.
struct Exercise: Sendable {
  /// The exercise's number, from 1.
  let number: Int
  /// The sheet's file name without `.md`, e.g. `01-split-the-data-source`.
  let slug: String
  /// The exercise's title.
  let title: String
  /// The reference stage the exercise's group of steps starts from: the sheet cites its code.
  let startingStage: String
  /// The reference stage the exercise's group of steps leads to.
  let referenceStage: String
  /// Where the exercise ends: a whole reference stage, or a state of its own stored in
  /// `Katas/Ends/<slug>/Workspace`. The next exercise starts exactly there.
  let end: End
  /// The structural goals, checked from the running workspace.
  let goals: [ShapeRule]
  /// The unit tests the learner must have written, if the exercise asks for some.
  var testGoal: WorkspaceTestGoal? = nil
  /// Where `kata start` puts the learner when not at the previous exercise's end: a reference
  /// module's identifier. A branch's exercise starts at the module it branches from.
  var startsAt: String? = nil

  /// Where an exercise ends.
  enum End: Equatable, Sendable {
    /// At a reference stage, e.g. `stage2`.
    case stage(String)
    /// At a state of its own, stored in `Katas/Ends/<slug>/Workspace`.
    case stored
  }

  /// The sheet's path in the package.
  var sheetPath: String { "Katas/\(slug).md" }

  /// The folder of the exercise's stored end, relative to the package's root: `Workspace/`
  /// holds the module's files when the end is not a stage, and `WorkspaceTests/`, when present,
  /// the reference tests of the learner's test target at that end.
  var endFolder: String { "Katas/Ends/\(slug)" }

  /// The name the tool gives the exercise's end, as `kata diff` and `kata start` accept it.
  var endName: String { "exercise\(number)" }
}

extension Exercise {
  /// Exercise 0's title: the learner pins stage 1 in scenarios of their own, before any
  /// refactoring, and `kata mutants --exercise 0` measures them (it has no workspace goals).
  static let pinTheBehaviourTitle = "Pin the behaviour with scenarios of your own"
  /// Exercise 0's sheet.
  static let pinTheBehaviourSheet = "Katas/00-pin-the-behaviour.md"

  private static let listModes = ["recommendations", "completions", "detail list"]

  /// Every exercise, in order.
  static let all: [Exercise] = [
    Exercise(
      number: 1, slug: "01-split-the-data-source", title: "Split the data source by mode",
      startingStage: "stage1", referenceStage: "stage2",
      end: .stored,
      goals: [
        .inEveryListMode("the view controller is no longer the collection view's data source") {
          !$0.dataSourceIsViewController && $0.dataSource != nil
        },
        eachListModeHasItsOwn("data source", mayHoldViewController: false) { $0.dataSource },
      ]),
    Exercise(
      number: 2, slug: "02-split-the-delegates", title: "Split the delegates by mode",
      startingStage: "stage1", referenceStage: "stage2",
      end: .stored,
      goals: [
        .inEveryListMode("the delegate is neither the view controller nor the data source") {
          $0.delegate != nil && $0.delegate != $0.viewController && !$0.dataSourceIsDelegate
        },
        eachListModeHasItsOwn("delegate", mayHoldViewController: true) { $0.delegate },
      ]),
    Exercise(
      number: 3, slug: "03-move-loading-into-models", title: "Move data loading into models",
      startingStage: "stage1", referenceStage: "stage2",
      end: .stage("stage2"),
      goals: [
        .viewControllerHoldsNoService,
        .resultsKeptInABox,
      ], testGoal: .modelsAreTested),
    Exercise(
      number: 4, slug: "04-merge-into-sub-controllers",
      title: "Merge each mode's data source and delegate into a sub-controller",
      startingStage: "stage2", referenceStage: "stage3",
      end: .stored,
      goals: [
        .oneObjectIsDataSourceAndDelegate
      ]),
    Exercise(
      number: 5, slug: "05-report-upward", title: "Report upward through a delegate protocol",
      startingStage: "stage2", referenceStage: "stage3",
      end: .stored,
      goals: [
        .subControllerReportsToViewController,
        .inEveryListMode("no object of the list reaches the view controller except as a delegate") {
          observation in
          // Containers of view controllers (the navigation stack) hold it by design.
          !observation.edges.contains {
            $0.held == observation.viewController && !$0.holder.hasSuffix("ViewController")
              && !$0.holder.hasPrefix("UINavigationController") && $0.holder != $0.held
              && !$0.property.lowercased().contains("delegate")
          }
        },
      ]),
    Exercise(
      number: 6, slug: "06-hand-dates-back-through-a-delegate",
      title: "Hand the dates back through a delegate",
      startingStage: "stage2", referenceStage: "stage3",
      end: .stage("stage3"),
      goals: [
        .dateScreenReportsToDelegate
      ]),
    Exercise(
      number: 7, slug: "07-put-dependencies-behind-protocols",
      title: "Put every dependency behind a protocol",
      startingStage: "stage3", referenceStage: "stage4",
      end: .stored,
      goals: [
        .noControllerHoldsServices
      ], testGoal: .fakesAreUsed),
    Exercise(
      number: 8, slug: "08-wire-with-a-container", title: "Wire the scene with a container",
      startingStage: "stage3", referenceStage: "stage4",
      end: .stage("stage4"),
      goals: [
        .containerTakesPart
      ]),
    Exercise(
      number: 9, slug: "09-split-into-vip",
      title: "Split the date screen into a Clean Swift scene", startingStage: "stage4",
      referenceStage: "stage5", end: .stored,
      goals: [
        .dateSceneHasInteractorAndRouter,
        .inMode("date screen", "the date screen holds no reference to the search screen") {
          !$0.holds("LocationSearchViewController", by: $0.viewController)
        },
      ], testGoal: .spiesAreUsed),
    Exercise(
      number: 10, slug: "10-recommendations-round-the-vip-loop",
      title: "Send the recommendations round a VIP loop",
      startingStage: "stage4", referenceStage: "stage5", end: .stored,
      goals: [
        listShownByTheViewController("recommendations"),
        .inMode(
          "recommendations",
          "the view controller's interactor holds a presenter, which holds the view controller"
        ) { observation in
          observation.edges.contains { edge in
            edge.holder.hasSuffix("Interactor") && edge.held.hasSuffix("Presenter")
              && observation.holds(edge.holder, by: observation.viewController)
              && observation.holds(observation.viewController, by: edge.held)
          }
        },
      ]),
    Exercise(
      number: 11, slug: "11-every-list-round-the-vip-loop",
      title: "Bring the completions and the detail list into the loop",
      startingStage: "stage4", referenceStage: "stage5", end: .stored,
      goals: [
        listShownByTheViewController("completions"),
        listShownByTheViewController("detail list"),
        ShapeRule("the interactor reaches every service through a worker") { observations in
          let workers = Set(
            observations.flatMap(\.edges).filter {
              $0.holder.hasSuffix("Interactor") && $0.held.hasSuffix("Worker")
            }.map(\.held))
          return workers.count >= 3
            ? nil : "the interactor holds \(workers.count) worker(s): \(workers.sorted())"
        },
      ]),
    Exercise(
      number: 12, slug: "12-route-to-the-date-scene",
      title: "Route to the date scene with a router and the interactor's data store",
      startingStage: "stage4", referenceStage: "stage5",
      end: .stage("stage5"),
      goals: [
        ShapeRule("an interactor, a presenter and a router take part in the search scene") {
          observations in
          let objects = Set(observations.filter { $0.mode != "date screen" }.flatMap(\.objects))
          let missing = ["Interactor", "Presenter", "Router"].filter { role in
            !objects.contains { $0.hasSuffix(role) }
          }
          return missing.isEmpty ? nil : "missing: \(missing.joined(separator: ", "))"
        },
        .viewControllerHoldsInteractorAndRouter,
        .inMode(
          "recommendations",
          "the view controller holds nothing of the scene but its interactor and router"
        ) {
          observation in
          observation.viewControllerHolds.allSatisfy {
            $0.hasSuffix("Interactor") || $0.hasSuffix("Router")
          }
            && observation.viewControllerHoldsServices.isEmpty
        },
      ], testGoal: .spiesAreUsed),
    Exercise(
      number: 13, slug: "13-bind-to-view-models", title: "Bind the screens to view models",
      startingStage: "stage3", referenceStage: "mvvm",
      end: .stage("mvvm"),
      goals: [
        .viewControllerHoldsOnlyItsViewModel,
        .viewModelsHoldNoView,
        .viewControllerDrawsItsList,
        .dateScreenHoldsOnlyItsViewModel,
      ], startsAt: "stage3"),
    Exercise(
      number: 14, slug: "14-hand-navigation-to-a-coordinator",
      title: "Hand navigation to a coordinator",
      startingStage: "mvvm", referenceStage: "coordinator",
      end: .stage("coordinator"),
      goals: [
        .coordinatorKeptByNavigation,
        .searchViewModelReportsToCoordinator,
        .dateViewModelReportsToCoordinator,
        .coordinatorHoldsNoScreen,
      ], startsAt: "mvvm"),
    Exercise(
      number: 15, slug: "15-make-the-view-passive", title: "Make the view passive (MVP)",
      startingStage: "stage3", referenceStage: "mvp",
      end: .stage("mvp"),
      goals: [
        .viewControllerHoldsOnlyItsPresenter,
        .presenterHoldsItsViewWeakly,
        .datePresenterReportsToSearchPresenter,
      ], startsAt: "stage3"),
    Exercise(
      number: 16, slug: "16-assemble-viper-modules", title: "Assemble VIPER modules",
      startingStage: "stage4", referenceStage: "viper",
      end: .stage("viper"),
      goals: [
        .presenterHoldsItsViewWeakly,
        .presenterHoldsInteractorAndRouter,
        .dateModuleIsAssembled,
      ], startsAt: "stage4"),
    Exercise(
      number: 17, slug: "17-one-state-one-reducer", title: "One state, one reducer",
      startingStage: "stage4", referenceStage: "unidirectional",
      end: .stage("unidirectional"),
      goals: [
        .viewControllerHoldsAStore,
        .oneDataSourceInEveryListMode,
        .noStateOutsideTheStore,
      ], startsAt: "stage4"),
    Exercise(
      number: 18, slug: "18-await-the-answers", title: "Await the answers",
      startingStage: "stage4", referenceStage: "concurrency",
      end: .stage("concurrency"),
      goals: [
        .noBox,
        .eachSubControllerHoldsItsModel,
      ], startsAt: "stage4"),
  ]

  /// A goal: in one list mode, the view controller is the collection view's data source and
  /// delegate, showing the rows its presenter gave it.
  private static func listShownByTheViewController(_ mode: String) -> ShapeRule {
    .inMode(mode, "the view controller shows the \(mode) itself, as data source and delegate") {
      $0.dataSourceIsViewController && $0.dataSourceIsDelegate
    }
  }

  /// A goal: each of the three list modes has, in one role, an object of a type of its own that
  /// is not the view controller.
  ///
  /// A data source that keeps a reference to the view controller may hand its work back to it,
  /// so the view controller would still serve that mode: `mayHoldViewController` is false for
  /// data sources. (Stage 2's delegates do hold it, to navigate.)
  private static func eachListModeHasItsOwn(
    _ role: String, mayHoldViewController: Bool,
    _ type: @escaping @Sendable (ShapeObservation) -> String?
  ) -> ShapeRule {
    ShapeRule("each list mode has a \(role) of its own type") { observations in
      let modes = observations.filter { listModes.contains($0.mode) }
      var problems: [String] = []
      for mode in listModes where !modes.contains(where: { $0.mode == mode }) {
        problems.append("\(mode): not observed")
      }
      var owners: [String: String] = [:]
      for observation in modes {
        guard let name = type(observation) else {
          problems.append("\(observation.mode): no \(role)")
          continue
        }
        if name == observation.viewController {
          problems.append("\(observation.mode): the view controller is still the \(role)")
        } else if !mayHoldViewController && observation.holds(observation.viewController, by: name)
        {
          problems.append(
            "\(observation.mode): \(name) holds the view controller, so the view controller may "
              + "still serve this mode")
        } else if let other = owners[name] {
          problems.append("\(observation.mode): \(name) is also the \(role) of the \(other)")
        } else {
          owners[name] = observation.mode
        }
      }
      return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }
  }

  /// The exercises' numbers as a person reads them, runs of consecutive numbers joined:
  /// "1 to 10, 13". `from` adds a number in front, as 0 is for the exercises' ends; `naming`
  /// and `through` word them otherwise, as in "exercise0…exercise18".
  static func numbers(
    from first: Int = 1, naming name: (Int) -> String = { "\($0)" }, through: String = " to "
  ) -> String {
    var runs: [ClosedRange<Int>] = []
    for number in Set(all.map(\.number) + [first]).sorted() where number >= first {
      if let last = runs.last, last.upperBound + 1 == number {
        runs[runs.count - 1] = last.lowerBound...number
      } else {
        runs.append(number...number)
      }
    }
    return runs.map {
      $0.count == 1 ? name($0.lowerBound) : name($0.lowerBound) + through + name($0.upperBound)
    }
    .joined(separator: ", ")
  }

  /// The exercise with a number, or whose slug or title matches.

  static func find(_ text: String) -> Exercise? {
    if let number = Int(text) { return all.first { $0.number == number } }
    return all.first { $0.slug == text || $0.slug.dropFirst(3) == text }
  }
}
