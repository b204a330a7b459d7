import HeadlessMapKit

/// Finds the places a completion stands for, through a place searcher.
///
/// Not final: a test subclasses it to spy on the interactor's searches.
@MainActor
class LocalSearchWorker {
  private let searcher: any PlaceSearcher

  init(searcher: any PlaceSearcher) {
    self.searcher = searcher
  }

  /// Searches for every place `completion` stands for; the answer comes later, on the main
  /// queue.
  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {
    searcher.search(for: completion, then: didFinish)
  }

  /// Cancels the search in flight, if any: its answer never comes.
  func cancel() {
    searcher.cancel()
  }
}
