import Foundation
import HeadlessUIKit
import Places
import ScreenDriver

/// One stage's location search scene, running in a window against a simulated world.
///
/// Everything the suite and the tool do to a stage goes through here: building it, touching
/// it as a person would, letting time pass, reading the screen, and tearing it down.
@MainActor
public final class Scene {
  /// The stage this scene runs.
  public let stage: any Stage.Type

  /// The world that answers the stage's requests.
  public let world: World

  /// The window the scene is shown in.
  public private(set) var window: UIWindow?

  private let graph = ObjectGraph()

  /// Creates a scene for a stage; call `launch()` to show it.
  public init(stage: any Stage.Type, world: World = World()) {
    self.stage = stage
    self.world = world
    stageModule = String(String(reflecting: stage).prefix { $0 != "." })
  }

  /// Builds the stage's root view controller in a new window and shows it.
  public func launch() {
    let window = UIWindow()
    world.run {
      window.rootViewController = stage.makeRootViewController()
      window.makeKeyAndVisible()
    }
    self.window = window
    census()
  }

  /// Makes a touch in the window, with the world bound so that objects made now join it.
  public func touch(_ gesture: (Touches) throws -> Void) throws {
    guard let window else { throw SceneError.notLaunched }
    try world.run { try gesture(Touches(window: window)) }
  }

  /// Lets the main queue run until it is quiet, delivering the answers that are due.
  ///
  /// Afterwards the scene takes a census of the stage's objects, so that one that leaks after
  /// being on screen only briefly is still caught at `tearDown()`. A caller may skip it between
  /// the keystrokes of one word, or between the checkpoints of a random-input run, since the
  /// census is the costliest thing the harness does; `settle()` and `tearDown()` always take one.
  public func drain(takingCensus: Bool = true) async {
    await world.run { await world.drain() }
    window?.layoutIfNeeded()
    if takingCensus { census() }
  }

  /// Delivers every pending answer, moving virtual time as far as needed.
  public func settle() async {
    await world.run { await world.settle() }
    window?.layoutIfNeeded()
    census()
  }

  /// Moves virtual time forward, delivering what falls due.
  public func advance(by ticks: Int) async {
    await world.run { await world.advance(by: ticks) }
    window?.layoutIfNeeded()
    census()
  }

  /// The type names of every stage object seen in the scene so far.
  public var seenTypes: Set<String> { graph.seenTypes }

  /// What the window shows now.
  public var transcript: String {
    guard let window else { return "screen: not launched\n" }
    return world.run { ScreenTranscript.render(window) }
  }

  /// The objects of the stage reachable from the window now, as a graph.
  public var objectGraph: ObjectGraph.Snapshot {
    ObjectGraph.snapshot(from: window?.rootViewController, stageModule: stageModule)
  }

  /// The name of the stage's module, as it prefixes the stage's type names.
  public let stageModule: String

  /// Takes the scene off screen, lets every pending answer arrive, and returns the objects the
  /// stage made that are still alive (a leak, if any).
  public func tearDown() async -> [String] {
    census()
    window?.rootViewController = nil
    window = nil
    await settle()
    // Pending layout passes and main-queue hops hold objects until they run.
    await world.run { await world.drain() }
    return graph.survivors()
  }

  // Remembers, weakly, every stage object reachable now, so that a leak of one that was only
  // briefly on screen (a popped date screen, a replaced data source) is still caught. It runs
  // whenever the main queue has had its turn (after launch, drain, settle), not after every
  // touch: reflection is the costliest thing the harness does.
  private func census() {
    graph.remember(from: window?.rootViewController, stageModule: stageModule)
  }
}

/// A scene used in the wrong order.
public enum SceneError: Error, CustomStringConvertible {
  case notLaunched

  public var description: String {
    switch self {
    case .notLaunched: "the scene is not launched yet: start the script with `launch`"
    }
  }
}
