import Characterization
import Expectations
import Foundation
import StageRegistry
import Testing

@testable import KataTool

/// The shipped mutant catalogues fit today's stages: a stage edit that orphans a mutant turns
/// this red, naming the mutant and its catalogue line, long before anyone runs `kata mutants`.
@Suite("Shipped mutants")
@MainActor
struct ShippedMutantsTests {
  static let root = ScenarioLibrary.packageRoot

  static func catalogue(of stage: String) throws -> MutantCatalogue {
    let name = "\(MutantsCommand.catalogueFolder)/\(stage).mutants"
    let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    return try MutantCatalogue(parsing: text, file: name, stages: StageRegistry.allIdentifiers)
  }

  @Test(
    "each stage and branch has a catalogue of its own with at least 12 mutants",
    arguments: StageRegistry.moduleIdentifiers)
  func catalogueOfEachStage(stage: String) throws {
    let catalogue = try Self.catalogue(of: stage)
    expectEqual(catalogue.stage, stage)
    #expect(
      catalogue.mutants.count >= 12,
      "\(stage).mutants has \(catalogue.mutants.count) mutants; the suite's strength is measured on 12 or more"
    )
  }

  @Test(
    "every shipped mutant's text occurs exactly once in its module's file today",
    arguments: StageRegistry.moduleIdentifiers)
  func everyMutantFits(stage: String) throws {
    let folder = Kata.folder(of: try Kata.stage(stage))
    for mutant in try Self.catalogue(of: stage).mutants {
      let file = Self.root.appendingPathComponent(folder).appendingPathComponent(mutant.file)
      let text = try #require(
        try? String(contentsOf: file, encoding: .utf8),
        "\(mutant.catalogue):\(mutant.line): mutant '\(mutant.id)' edits \(folder)/\(mutant.file), which does not exist"
      )
      #expect(throws: Never.self, "the mutant must fit today's stage") {
        let mutated = try mutant.apply(to: text)
        #expect(mutated != text)
      }
    }
  }

  @Test("the command finds every shipped catalogue, and checks them all before building")
  func commandReadsThemAll() async throws {
    let arguments = try CommandLineArguments([], flags: ["list"], options: ["catalogue"])
    let catalogues = try MutantsCommand.catalogues(arguments, root: Self.root)
    // In file-name order, which is not the registry's.
    expectEqual(catalogues.map(\.stage).sorted(), StageRegistry.moduleIdentifiers.sorted())
    try MutantsCommand.check(catalogues.flatMap(\.mutants), root: Self.root)
  }
}
