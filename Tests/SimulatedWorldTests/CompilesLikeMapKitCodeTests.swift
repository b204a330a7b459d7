// Why this file exists: the patterns below are what Swift 6 code at work writes against MapKit
// and UIKit, and what Apple's SDK accepts in the Swift 6 language mode. If the kit gave MapKit a
// main actor it does not have, or made a completer delegate impossible to adopt soundly, this
// file would stop compiling. Its Swift 5 counterpart is the CompilesInSwift5Tests target.

import Expectations
import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 6 codebase writes it

/// A plain function reading map items: MapKit's classes are not main-actor.
func placeNames(in mapItems: [MKMapItem]) -> [String] {
  mapItems.compactMap(\.name)
}

/// A worker with an `async` search: no main actor needed to search.
struct AsyncPlaceSearcher {
  func names(matching text: String) async throws -> [String] {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = text
    let response = try await MKLocalSearch(request: request).start()
    return placeNames(in: response.mapItems)
  }
}

/// A main-actor worker with a completion handler, which MapKit calls on the main actor.
@MainActor
final class HandlerPlaceSearcher {
  private(set) var names: [String] = []
  private(set) var failures = 0

  func search(_ text: String) {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = text
    MKLocalSearch(request: request).start { [weak self] response, error in
      guard let self else { return }
      if let response {
        names = placeNames(in: response.mapItems)
      } else if error != nil {
        failures += 1
      }
    }
  }
}

/// A view controller that is the completer's delegate through a `@preconcurrency` conformance:
/// the methods stay on the main actor, and the runtime checks MapKit calls them there.
final class PreconcurrencyCompletionsViewController: UIViewController,
  @preconcurrency MKLocalSearchCompleterDelegate
{
  let completer = MKLocalSearchCompleter()
  private(set) var titles: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    completer.delegate = self
  }

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    titles = completer.results.map(\.title)
  }
}

/// A delegate whose methods are `nonisolated`: they copy what they need, as `Sendable` values,
/// and hand it to the main actor.
final class NonisolatedCompletionsViewController: UIViewController, MKLocalSearchCompleterDelegate {
  let completer = MKLocalSearchCompleter()
  private(set) var titles: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    completer.delegate = self
  }

  nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    let titles = completer.results.map(\.title)
    Task { @MainActor in self.titles = titles }
  }
}

#if compiler(>=6.2)
  /// A delegate through an isolated conformance (Swift 6.2): it may be used on the main actor
  /// only, which is where MapKit calls it.
  final class IsolatedCompletionsViewController: UIViewController,
    @MainActor MKLocalSearchCompleterDelegate
  {
    let completer = MKLocalSearchCompleter()
    private(set) var titles: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      completer.delegate = self
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
      titles = completer.results.map(\.title)
    }
  }
#endif

// MARK: - The code above, run

@Suite("MapKit code in the Swift 6 mode") @MainActor
struct CompilesLikeMapKitCodeTests {
  let world = World(gazetteer: Fixtures.cities)

  @Test("an awaited search finds places, and no match throws MKError.placemarkNotFound")
  func asyncSearch() async throws {
    let names = try await world.run { try await AsyncPlaceSearcher().names(matching: "busan") }
    expectEqual(names, ["Busan"])
    await #expect(throws: MKError.self) {
      try await world.run { try await AsyncPlaceSearcher().names(matching: "xyzzy") }
    }
  }

  @Test("a completion handler runs on the main actor, with the places or an error")
  func handlerSearch() async {
    let searcher = HandlerPlaceSearcher()
    world.run { searcher.search("seoul") }
    world.run { searcher.search("xyzzy") }
    await world.settle()
    expectEqual(searcher.names, ["Seoul"])
    expectEqual(searcher.failures, 1)
  }

  @Test("each sound way to adopt the completer delegate receives the completions")
  func completerDelegates() async {
    var screens: [(UIViewController, () -> [String])] = []
    let preconcurrency = world.run { PreconcurrencyCompletionsViewController() }
    screens.append((preconcurrency, { preconcurrency.titles }))
    let nonisolated = world.run { NonisolatedCompletionsViewController() }
    screens.append((nonisolated, { nonisolated.titles }))
    #if compiler(>=6.2)
      let isolated = world.run { IsolatedCompletionsViewController() }
      screens.append((isolated, { isolated.titles }))
    #endif
    preconcurrency.loadViewIfNeeded()
    nonisolated.loadViewIfNeeded()
    preconcurrency.completer.queryFragment = "bus"
    nonisolated.completer.queryFragment = "bus"
    #if compiler(>=6.2)
      isolated.loadViewIfNeeded()
      isolated.completer.queryFragment = "bus"
    #endif
    await world.settle()
    for (screen, titles) in screens {
      expectEqual(titles(), ["Busan"], "\(type(of: screen))")
    }
  }
}
