import Foundation

extension MKLocalSearch {
  /// What to search for: the places a completion stands for, or a typed query.
  ///
  /// Headless difference: there is no `region`, `resultTypes` or point-of-interest filter;
  /// the kit searches the whole gazetteer for cities.
  open class Request: NSObject {
    /// The text to search for. A request made from a completion starts with the
    /// completion's title here, but searches for the completion's places whatever it says.
    open var naturalLanguageQuery: String?
    /// The completion the request was made from, if any.
    let completion: MKLocalSearchCompletion?

    /// Creates an empty request; set `naturalLanguageQuery` before searching.
    public override init() {
      completion = nil
      super.init()
    }

    /// Creates a request for the places `completion` stands for: every place with that name
    /// in that country, most populous first.
    public init(completion: MKLocalSearchCompletion) {
      self.completion = completion
      naturalLanguageQuery = completion.title
      super.init()
    }
  }

  /// What a search found.
  ///
  /// Headless difference: there is no `boundingRegion`, and the initializer is public so test
  /// doubles can make responses.
  open class Response: NSObject {
    /// The places found, best first.
    open private(set) var mapItems: [MKMapItem]

    /// Creates a response holding `mapItems`. Headless only: MapKit makes responses itself.
    public init(mapItems: [MKMapItem]) {
      self.mapItems = mapItems
      super.init()
    }
  }
}
