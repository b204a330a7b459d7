import Foundation

extension MKLocalSearch {
  /// What to search for: the places a completion stands for, or a typed query.
  ///
  /// `region` is a hint, as in MapKit: places inside it come first. The kit's places are
  /// cities, which are addresses: `resultTypes` without `.address` finds nothing, and
  /// `pointOfInterestFilter` changes nothing.
  open class Request: NSObject, NSCopying {
    /// The text to search for. A request made from a completion starts with the
    /// completion's title here, but searches for the completion's places whatever it says.
    open var naturalLanguageQuery: String?
    /// Where to look first; the whole Earth until set.
    open var region = MKCoordinateRegion.world
    /// The kinds of result to return; addresses and points of interest until set.
    open var resultTypes: MKLocalSearch.ResultType = [.address, .pointOfInterest]
    /// Which points of interest to return; `nil` (the default) lets every category through.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
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

    /// Creates a request for a typed query.
    public convenience init(naturalLanguageQuery: String) {
      self.init()
      self.naturalLanguageQuery = naturalLanguageQuery
    }

    /// Creates a request for a typed query, looking first in a region.
    public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
      self.init(naturalLanguageQuery: naturalLanguageQuery)
      self.region = region
    }

    /// A copy of the request: changing one leaves the other alone.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = completion.map(Request.init(completion:)) ?? Request()
      copy.naturalLanguageQuery = naturalLanguageQuery
      copy.region = region
      copy.resultTypes = resultTypes
      copy.pointOfInterestFilter = pointOfInterestFilter
      return copy
    }
  }

  /// What a search found.
  ///
  /// Headless difference: the initializer is public so test doubles can make responses.
  open class Response: NSObject {
    /// The places found, best first.
    open private(set) var mapItems: [MKMapItem]

    /// The smallest region that holds every place found (a place alone gets a region of no
    /// size: Apple does not document the margin it adds). Regions across the 180th meridian
    /// are not joined.
    open private(set) var boundingRegion: MKCoordinateRegion

    /// Creates a response holding `mapItems`, bounded by them. Headless only: MapKit makes
    /// responses itself.
    public init(mapItems: [MKMapItem]) {
      self.mapItems = mapItems
      boundingRegion = .bounding(mapItems.map(\.placemark.coordinate))
      super.init()
    }
  }
}
