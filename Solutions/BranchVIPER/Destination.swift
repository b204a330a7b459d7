import HeadlessMapKit
import Places

/// A place to stay, as both modules know it: its name, and where it is.
///
/// The entity the two modules share. A recommendation arrives as a `Place` and a search result
/// as an `MKPlacemark`; the date module needs neither, only this, so the search presenter turns
/// the chosen one into a `Destination` and the router hands it on. It holds data, not text: each
/// presenter words it for its own screen.
struct Destination: Equatable {
  /// The place's name, e.g. "Springfield".
  let name: String
  /// The state, for places in the United States; nil elsewhere.
  let region: String?
  /// The country's name, e.g. "United States".
  let country: String?
}

extension Destination {
  /// The destination a recommended place stands for.
  init(place: Place) {
    self.init(name: place.name, region: place.region, country: place.countryName)
  }

  /// The destination a search result stands for.
  init(placemark: MKPlacemark) {
    self.init(
      name: placemark.name ?? "", region: placemark.administrativeArea, country: placemark.country)
  }

  /// "Illinois, United States": the state, if any, and the country.
  var whereItIs: String {
    [region, country].compactMap { $0 }.joined(separator: ", ")
  }
}
