import Characterization
import Expectations
import HeadlessUIKit
import Testing

/// The census finds a stage's objects wherever a stage keeps them: in its structures (read where
/// their properties lie), arrays, sets and dictionaries of them, enum payloads, and structures
/// with weak properties (read through a `Mirror`); and passes over what cannot hold one.
@Suite("Object graph")
@MainActor
struct ObjectGraphTests {
  @Test("objects held in structures, collections and enum payloads are found, with their paths")
  func findsObjectsInValues() async throws {
    let scene = Scene(stage: ValuesStage.self)
    try await ScenarioRunner.perform(.launch, in: scene)
    let edges = Set(scene.objectGraph.edges.map { "\($0.property) → \($0.held)" })
    for expected in [
      "model.held → InStructure", "rows.held → InArray", "byName → InDictionary",
      "tagged → InSet", "payload.holding → InEnum", "weakly.held → WeaklyInStructure",
      "nested.inner.held → InNestedStructure",
    ] {
      #expect(edges.contains(expected), "missing \(expected) in \(edges.sorted())")
    }
    let weak = scene.objectGraph.edges.first { $0.property == "weakly.held" }
    expectEqual(weak?.isWeak, true)
    #expect(await scene.tearDown().isEmpty)
  }

  @Test("an object held only in a structure is still caught when it leaks")
  func leakInAStructureIsCaught() async throws {
    let scene = Scene(stage: ValuesStage.self)
    try await ScenarioRunner.perform(.launch, in: scene)
    weak var leaked: InStructure?
    do {
      let screen = try #require(
        (scene.window?.rootViewController as? UINavigationController)?.topViewController
          as? ValuesViewController)
      screen.model.held.cycle = screen.model.held
      leaked = screen.model.held
    }
    expectEqual(await scene.tearDown(), ["InStructure"])
    leaked?.cycle = nil
  }
}

// A stage whose screen keeps objects of its own in every kind of value the census walks.

enum ValuesStage: Stage {
  static let identifier = "values"
  static let title = "Values"

  static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: ValuesViewController())
  }
}

final class InStructure { var cycle: InStructure? }
final class InArray {}
final class InDictionary {}
final class InSet: Hashable {
  static func == (lhs: InSet, rhs: InSet) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
final class InEnum {}
final class WeaklyInStructure {}
final class InNestedStructure {}

struct Model {
  let title = "a title"
  let held = InStructure()
  let colour: UIColor? = .systemRed
}

struct Row {
  let label: String
  let held: InArray
}

struct Inner { let held = InNestedStructure() }
struct Outer {
  let count = 1
  let inner = Inner()
}

struct WeakHolder {
  weak var held: WeaklyInStructure?
}

enum Payload {
  case empty
  case holding(InEnum)
}

final class ValuesViewController: UIViewController {
  let model = Model()
  let rows = [Row(label: "one", held: InArray())]
  let byName = ["a": InDictionary()]
  let tagged: Set = [InSet()]
  let payload = Payload.holding(InEnum())
  let words = ["strings", "hold", "no", "objects"]
  let keptWeakly = WeaklyInStructure()
  lazy var weakly = WeakHolder(held: keptWeakly)
  let nested = Outer()

  override func viewDidLoad() {
    super.viewDidLoad()
    _ = weakly
  }
}
