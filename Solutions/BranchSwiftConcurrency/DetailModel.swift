import HeadlessMapKit

/// The places one completion stands for, from a place searcher: the detail list.
@MainActor
final class DetailModel {
  /// The places found by the latest search, best first.
  private(set) var mapItems: [MKMapItem] = []

  private let searcher: any PlaceSearcher

  init(searcher: any PlaceSearcher) {
    self.searcher = searcher
  }

  /// Searches for the places `completion` stands for, and keeps them; returns them, or nil if
  /// the search found nothing, failed, or its task was cancelled while it waited.
  func search(for completion: MKLocalSearchCompletion) async -> [MKMapItem]? {
    guard let mapItems = try? await searcher.search(for: completion),
      !mapItems.isEmpty, !Task.isCancelled
    else { return nil }
    self.mapItems = mapItems
    return mapItems
  }

  /// Forgets the places found.
  func clear() {
    mapItems = []
  }
}
