// swift-tools-version:6.0
import PackageDescription

let kit: [Target.Dependency] = [
  "HeadlessUIKit", "HeadlessMapKit", "Places",
]

let stages: [Target.Dependency] = [
  "Stage1MassiveViewController", "Stage2SplitDataSources", "Stage3SubControllers",
  "Stage4DependencyContainer", "Stage5CleanSwift",
]

// Other architectures of the same feature, each branching off a stage: one module each, importing
// only the kit, held to the same suite.
let branches: [Target.Dependency] = [
  "BranchMVVM", "BranchCoordinator", "BranchMVP", "BranchVIPER", "BranchUnidirectional",
  "BranchSwiftConcurrency",
]

let package = Package(
  name: "Dismantle",
  // Linux needs no entry. On macOS, SwiftPM's default (10.13) predates Swift concurrency, and the
  // tool times keystrokes with `ContinuousClock`, which macOS has from 13.
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "kata", targets: ["kata"])
  ],
  targets: [
    // MARK: Kit — the ground every stage stands on. It knows nothing of the stages.

    .target(name: "HeadlessUIKit"),
    .target(name: "Places", resources: [.copy("Resources/places.tsv")]),
    // MapKit comes into Swift from Objective-C, so it predates concurrency: built in Swift 5 mode,
    // its classes are implicitly non-Sendable as Apple's are, and `@preconcurrency import` means
    // what it means for MapKit.
    .target(
      name: "HeadlessMapKit", dependencies: ["Places", "HeadlessUIKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "ScreenDriver", dependencies: ["HeadlessUIKit"]),

    // MARK: Stages — one module each, importing only the kit.

    .target(
      name: "Stage1MassiveViewController", dependencies: kit,
      path: "Solutions/Stage1MassiveViewController"),
    .target(
      name: "Stage2SplitDataSources", dependencies: kit, path: "Solutions/Stage2SplitDataSources"),
    .target(
      name: "Stage3SubControllers", dependencies: kit, path: "Solutions/Stage3SubControllers"),
    .target(
      name: "Stage4DependencyContainer", dependencies: kit,
      path: "Solutions/Stage4DependencyContainer"),
    .target(name: "Stage5CleanSwift", dependencies: kit, path: "Solutions/Stage5CleanSwift"),

    // MARK: Branches — other architectures, one module each, importing only the kit.

    .target(name: "BranchMVVM", dependencies: kit, path: "Solutions/BranchMVVM"),
    .target(name: "BranchMVP", dependencies: kit, path: "Solutions/BranchMVP"),
    .target(
      name: "BranchUnidirectional", dependencies: kit, path: "Solutions/BranchUnidirectional"),
    .target(name: "BranchVIPER", dependencies: kit, path: "Solutions/BranchVIPER"),
    .target(name: "BranchCoordinator", dependencies: kit, path: "Solutions/BranchCoordinator"),
    .target(
      name: "BranchSwiftConcurrency", dependencies: kit, path: "Solutions/BranchSwiftConcurrency"),

    // MARK: Workspace — the learner's own copy, checked by the suite like a stage.

    .target(name: "Workspace", dependencies: kit, path: "Katas/Workspace"),
    // The learner's own unit tests of their workspace; `kata check --exercise N` runs them.
    .testTarget(
      name: "WorkspaceTests", dependencies: kit + ["Workspace"], path: "Katas/WorkspaceTests"),

    // MARK: Characterization — drives any stage through touches, reads it through transcripts.

    .target(
      name: "Characterization",
      dependencies: ["HeadlessUIKit", "ScreenDriver", "Places"]),
    .target(
      name: "StageRegistry", dependencies: ["HeadlessUIKit", "Workspace"] + stages + branches),

    // MARK: Tool

    .target(
      name: "KataTool",
      dependencies: [
        "Characterization", "StageRegistry", "ScreenDriver", "Places", "HeadlessUIKit",
      ]),
    .executableTarget(name: "kata", dependencies: ["KataTool", "Characterization"]),

    // MARK: Tests

    // `expectEqual`, `expectNil`, `expectTrue`…: `#expect` for the commonest facts, at a fraction
    // of its compile time (the file says why). Every test target below uses it.
    .target(name: "Expectations", path: "Tests/Expectations"),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "ScreenDriver"]),
    .testTarget(name: "PlacesTests", dependencies: ["Places"]),
    .testTarget(
      name: "SimulatedWorldTests", dependencies: ["HeadlessMapKit", "HeadlessUIKit", "Places"]),
    .testTarget(
      name: "CharacterizationTests",
      dependencies: ["Characterization", "StageRegistry", "HeadlessUIKit", "Places"]),
    .testTarget(
      name: "Stage2SplitDataSourcesTests", dependencies: kit + ["Stage2SplitDataSources"]),
    .testTarget(name: "Stage3SubControllersTests", dependencies: kit + ["Stage3SubControllers"]),
    .testTarget(
      name: "Stage4DependencyContainerTests", dependencies: kit + ["Stage4DependencyContainer"]),
    .testTarget(name: "Stage5CleanSwiftTests", dependencies: kit + ["Stage5CleanSwift"]),
    .testTarget(name: "BranchMVVMTests", dependencies: kit + ["BranchMVVM"]),
    .testTarget(name: "BranchMVPTests", dependencies: kit + ["BranchMVP"]),
    .testTarget(name: "BranchVIPERTests", dependencies: kit + ["BranchVIPER"]),
    .testTarget(
      name: "BranchUnidirectionalTests", dependencies: kit + ["BranchUnidirectional"]),
    .testTarget(name: "BranchCoordinatorTests", dependencies: kit + ["BranchCoordinator"]),
    .testTarget(
      name: "BranchSwiftConcurrencyTests", dependencies: kit + ["BranchSwiftConcurrency"]),
    .testTarget(
      name: "KataToolTests", dependencies: ["KataTool", "Characterization", "HeadlessUIKit"]),
    .testTarget(name: "DocsTests", dependencies: ["Characterization"]),
    // Work code as a Swift 5 codebase writes it: the kit must accept what Apple's SDK accepts.
    .testTarget(
      name: "CompilesInSwift5Tests", dependencies: kit + ["ScreenDriver"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)

// Debug builds index the code as they compile it, for editors. By default every compile job
// also indexes the system modules it imports (the standard library, Foundation, Dispatch,
// Testing) into the store; on a clean build the first jobs all do it at once, before any has
// finished. Measured on a 2-core machine: a clean `swift build` took 51–60 s of CPU with this
// flag and 63–66 s without. Only the package's own code is indexed; editors read the system
// modules' interfaces themselves.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-index-ignore-system-modules"])
    ]
}

// The package's own test targets state their facts through `Expectations`. The learner's
// `WorkspaceTests` and the Swift 5 work code keep plain `#expect`, as Apple's documentation writes it.
for target in package.targets
where target.type == .test && !["WorkspaceTests", "CompilesInSwift5Tests"].contains(target.name) {
  target.dependencies.append("Expectations")
}
