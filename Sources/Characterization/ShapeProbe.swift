import HeadlessUIKit

/// What a running stage is made of in one mode, observed from its objects, never its source.
public struct ShapeObservation: Sendable {
  /// The mode the screen was in: `recommendations`, `completions`, `detail list`, `date screen`.
  public let mode: String
  /// The type of the collection view's data source, if any.
  public let dataSource: String?
  /// The type of the collection view's delegate, if any.
  public let delegate: String?
  /// Whether the data source and the delegate are one object.
  public let dataSourceIsDelegate: Bool
  /// The type of the view controller on top.
  public let viewController: String
  /// Whether the data source is the view controller on top.
  public let dataSourceIsViewController: Bool
  /// The types of the stage objects the view controller on top holds in its own properties.
  public let viewControllerHolds: [String]
  /// The types of every stage object reachable from the window.
  public let objects: [String]
  /// Who holds whom, by type name (the first object of each type).
  public let edges: [ObjectGraph.Edge]
  /// The kit services (completer, local search, server, location) the view controller on top
  /// holds itself.
  public let viewControllerHoldsServices: [String]
  /// Each controller (a type named `…Controller`) that holds a kit service itself, as
  /// `Holder → Service`.
  public let servicesHeldByControllers: [String]

  /// Whether an object of one type holds one of another, optionally through a property whose
  /// name contains `property`.
  public func holds(_ held: String, by holder: String, through property: String? = nil) -> Bool {
    edges.contains { edge in
      edge.holder == holder && edge.held == held
        && (property.map { edge.property.lowercased().contains($0) } ?? true)
    }
  }

  /// Whether an object of one type holds one of another weakly (a `weak` property), optionally
  /// through a property whose name contains `property`.
  public func holdsWeakly(_ held: String, by holder: String, through property: String? = nil)
    -> Bool
  {
    edges.contains { edge in
      edge.holder == holder && edge.held == held && edge.isWeak
        && (property.map { edge.property.lowercased().contains($0) } ?? true)
    }
  }

  /// The kit's services: what the scene asks for answers. (Completions and map items are kit
  /// objects too, but they are data.)
  public static let serviceTypes: Set<String> = [
    "MKLocalSearchCompleter", "MKLocalSearch", "RecommendationServer", "LocationService",
  ]

  /// One line per fact, for failure messages and `kata graph`.
  public var summary: String {
    """
    \(mode): data source \(dataSource ?? "none"), delegate \(delegate ?? "none")\
    \(dataSourceIsDelegate ? " (same object)" : ""); \(viewController) holds \
    [\(viewControllerHolds.joined(separator: ", "))]\
    \(viewControllerHoldsServices.isEmpty ? "" : " and services [\(viewControllerHoldsServices.joined(separator: ", "))]")
    """
  }
}

/// Where a shape probe had to stop: the mode it was bringing the stage into, and the step that
/// could not be done.
public struct ShapeProbeStop: Error, Sendable, CustomStringConvertible {
  /// The mode the probe was on its way to.
  public let mode: String
  /// The step as a scenario writes it, e.g. `type "springf"`.
  public let step: String
  /// Why the step could not be done.
  public let reason: String

  public var description: String {
    "could not reach the \(mode): > \(step) failed: \(reason)"
  }
}

/// What a probe saw: one observation per mode it reached, and where it stopped, if it did.
public struct ShapeSurvey: Sendable {
  /// The observations, in the tour's order, up to the mode where the probe stopped.
  public let observations: [ShapeObservation]
  /// Where the probe stopped before the end of the tour, or `nil` if it saw every mode.
  public let stop: ShapeProbeStop?
}

/// Drives a stage through its modes and observes its shape in each.
@MainActor
public enum ShapeProbe {
  /// The steps that bring a stage into each mode, as a scenario writes them.
  public static let tour: [(mode: String, steps: [String])] = [
    ("recommendations", ["launch", "settle"]),
    ("completions", ["type \"springf\"", "settle"]),
    ("detail list", ["tap \"Springfield\"", "settle"]),
    ("date screen", ["tap #0", "settle"]),
  ]

  /// Does one step of the tour, written as in a scenario.
  public static func perform(_ step: String, in scene: Scene) async throws {
    let script = try Scenario(name: "shape probe", text: "> \(step)")
    for parsed in script.steps { try await ScenarioRunner.perform(parsed.action, in: scene) }
  }

  /// Observes the stage in each mode of the tour, or throws where the tour could not go on.
  public static func observe(_ stage: any Stage.Type) async throws -> [ShapeObservation] {
    let survey = await survey(stage)
    if let stop = survey.stop { throw stop }
    return survey.observations
  }

  /// Observes the stage in each mode of the tour it can reach, and says where it stopped.
  public static func survey(_ stage: any Stage.Type) async -> ShapeSurvey {
    let scene = Scene(stage: stage)
    var observations: [ShapeObservation] = []
    var stop: ShapeProbeStop?
    tour: for (mode, steps) in tour {
      for step in steps {
        do {
          try await perform(step, in: scene)
        } catch {
          stop = ShapeProbeStop(mode: mode, step: step, reason: "\(error)")
          break tour
        }
      }
      observations.append(observe(scene, mode: mode))
    }
    _ = await scene.tearDown()
    return ShapeSurvey(observations: observations, stop: stop)
  }

  private static func observe(_ scene: Scene, mode: String) -> ShapeObservation {
    let root = scene.window?.rootViewController as? UINavigationController
    let top = root?.topViewController
    let collectionView = top?.viewIfLoaded.flatMap(firstCollectionView)
    let dataSource = collectionView?.dataSource
    let delegate = collectionView?.delegate
    let snapshot = scene.objectGraph
    let topName = top.map(ObjectGraph.typeName(of:)) ?? "none"
    let kitObjects = Set(snapshot.nodes.filter(\.isKitObject).map(\.name))
    let services = Set(
      snapshot.nodes.filter { $0.isKitObject && ShapeObservation.serviceTypes.contains($0.type) }
        .map(\.name))
    let held = snapshot.edges.filter { $0.holder == topName && !$0.isWeak }
      .map { edge in snapshot.nodes.first { $0.name == edge.held }?.type ?? edge.held }
    let serviceEdges = snapshot.edges.filter { services.contains($0.held) }
    return ShapeObservation(
      mode: mode,
      dataSource: dataSource.map(ObjectGraph.typeName(of:)),
      delegate: delegate.map(ObjectGraph.typeName(of:)),
      dataSourceIsDelegate: dataSource != nil && dataSource === delegate,
      viewController: topName,
      dataSourceIsViewController: dataSource != nil && dataSource === top,
      viewControllerHolds: Array(Set(held)).sorted().filter { !kitObjects.contains($0) },
      objects: Array(Set(snapshot.nodes.filter { !$0.isKitObject }.map(\.type))).sorted(),
      edges: snapshot.edges,
      viewControllerHoldsServices: serviceEdges.filter { $0.holder == topName }.map(\.held),
      servicesHeldByControllers: serviceEdges.filter { $0.holder.hasSuffix("Controller") }
        .map { "\($0.holder) → \($0.held)" })
  }

  private static func firstCollectionView(in view: UIView) -> UICollectionView? {
    if let collectionView = view as? UICollectionView { return collectionView }
    for subview in view.subviews {
      if let found = firstCollectionView(in: subview) { return found }
    }
    return nil
  }
}
