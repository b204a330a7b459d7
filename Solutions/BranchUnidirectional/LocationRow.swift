import HeadlessMapKit

/// One row of the list, as the screen draws it: derived from the state, never stored in it.
struct LocationRow: Equatable {
  var title: String
  var subtitle: String
  /// Whether the row says something went wrong (drawn in red).
  var isError = false
}

extension LocationSearchState {
  /// The rows of the list in the state's mode.
  var rows: [LocationRow] {
    switch mode {
    case .recommendations:
      var rows = places.map { LocationRow(title: $0.name, subtitle: $0.subtitle) }
      if pageFailed {
        rows.append(
          LocationRow(
            title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true))
      }
      return rows
    case .completions:
      if completionFailed {
        return [
          LocationRow(
            title: "Search isn't available right now.",
            subtitle: "Check your connection and type again.", isError: true)
        ]
      }
      if let query = noMatchQuery {
        return [
          LocationRow(
            title: "No places match “\(query)”.",
            subtitle: "Check the spelling or try a nearby city.")
        ]
      }
      return completions.map { LocationRow(title: $0.title, subtitle: $0.subtitle) }
    case .detailList:
      return mapItems.map { item in
        LocationRow(
          title: item.name ?? "",
          subtitle: [item.placemark.administrativeArea, item.placemark.country]
            .compactMap { $0 }.joined(separator: ", "))
      }
    }
  }
}
