import Characterization
import HeadlessUIKit

/// `kata graph`: who holds whom in a running scene, drawn from the objects by reflection.
@MainActor
enum GraphCommand {
  static let modes = ["recommendations", "completions", "detail", "date"]

  static let command = Kata.Command(
    name: "graph", summary: "the live object graph of a module's running scene, as text or Mermaid",
    usage:
      "kata graph <stage1…stage5|<branch>|workspace> [--mode recommendations|completions|detail|date] [--mermaid]",
    flags: ["mermaid"], options: ["mode"]
  ) { arguments, context in
    guard arguments.positional.count == 1 else { throw UsageError("graph takes one stage") }
    let stage = try Kata.stage(arguments.positional[0])
    let mode = arguments.options["mode"] ?? "recommendations"
    guard let depth = modes.firstIndex(of: mode) else {
      throw UsageError("unknown mode '\(mode)'; modes: \(modes.joined(separator: ", "))")
    }
    let scene = Scene(stage: stage)
    for steps in ShapeProbe.tour.prefix(depth + 1).map(\.steps) {
      for step in steps { try await ShapeProbe.perform(step, in: scene) }
    }
    let graph = scene.objectGraph
    _ = await scene.tearDown()
    let text = arguments.flags.contains("mermaid") ? mermaid(graph) : plain(graph)
    context.console.print("\(stage.identifier) — \(stage.title), \(mode)\n\n\(text)")
    return 0
  }

  static func plain(_ graph: ObjectGraph.Snapshot) -> String {
    graph.nodes.map { node in
      let held = graph.edges.filter { $0.holder == node.name }.map {
        "  \($0.property) → \($0.held)\($0.isWeak ? " (weak)" : "")"
      }
      return ([node.name + (node.isKitObject ? " (kit)" : "")] + held).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  static func mermaid(_ graph: ObjectGraph.Snapshot) -> String {
    func id(_ name: String) -> String {
      String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
    var lines = ["```mermaid", "graph LR"]
    for node in graph.nodes where node.isKitObject {
      lines.append("  \(id(node.name))([\(node.name)])")
    }
    for edge in graph.edges {
      let arrow = edge.isWeak ? "-.->" : "-->"
      lines.append("  \(id(edge.holder)) \(arrow)|\(edge.property)| \(id(edge.held))")
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }
}
