import Foundation

/// A kind of point of interest, such as a cafe or an airport.
///
/// Headless: the kit's places are cities, which are addresses, not points of interest, so no
/// map item of the kit has a category; the categories exist for code that filters by them.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let airport = category("Airport")
  public static let amusementPark = category("AmusementPark")
  public static let aquarium = category("Aquarium")
  public static let atm = category("ATM")
  public static let bakery = category("Bakery")
  public static let bank = category("Bank")
  public static let beach = category("Beach")
  public static let brewery = category("Brewery")
  public static let cafe = category("Cafe")
  public static let campground = category("Campground")
  public static let carRental = category("CarRental")
  public static let evCharger = category("EVCharger")
  public static let fireStation = category("FireStation")
  public static let fitnessCenter = category("FitnessCenter")
  public static let foodMarket = category("FoodMarket")
  public static let gasStation = category("GasStation")
  public static let hospital = category("Hospital")
  public static let hotel = category("Hotel")
  public static let laundry = category("Laundry")
  public static let library = category("Library")
  public static let marina = category("Marina")
  public static let movieTheater = category("MovieTheater")
  public static let museum = category("Museum")
  public static let nationalPark = category("NationalPark")
  public static let nightlife = category("Nightlife")
  public static let park = category("Park")
  public static let parking = category("Parking")
  public static let pharmacy = category("Pharmacy")
  public static let police = category("Police")
  public static let postOffice = category("PostOffice")
  public static let publicTransport = category("PublicTransport")
  public static let restaurant = category("Restaurant")
  public static let restroom = category("Restroom")
  public static let school = category("School")
  public static let stadium = category("Stadium")
  public static let store = category("Store")
  public static let theater = category("Theater")
  public static let university = category("University")
  public static let winery = category("Winery")
  public static let zoo = category("Zoo")

  // Apple's raw values are the Objective-C constant names.
  private static func category(_ name: String) -> MKPointOfInterestCategory {
    MKPointOfInterestCategory(rawValue: "MKPOICategory" + name)
  }
}

/// Which point-of-interest categories a search or a completer includes.
open class MKPointOfInterestFilter: NSObject, NSCopying {
  private enum Rule {
    case including(Set<MKPointOfInterestCategory>)
    case excluding(Set<MKPointOfInterestCategory>)
  }

  private let rule: Rule

  /// A filter that lets only these categories through.
  public init(including categories: [MKPointOfInterestCategory]) {
    rule = .including(Set(categories))
    super.init()
  }

  /// A filter that lets every category through but these.
  public init(excluding categories: [MKPointOfInterestCategory]) {
    rule = .excluding(Set(categories))
    super.init()
  }

  /// A filter that lets every category through.
  open class var includingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(excluding: []) }

  /// A filter that lets no category through.
  open class var excludingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(including: []) }

  /// Whether the filter lets a category through.
  @discardableResult
  open func includes(_ category: MKPointOfInterestCategory) -> Bool {
    switch rule {
    case .including(let categories): categories.contains(category)
    case .excluding(let categories): !categories.contains(category)
    }
  }

  /// Whether the filter keeps a category out.
  @discardableResult
  open func excludes(_ category: MKPointOfInterestCategory) -> Bool {
    !includes(category)
  }

  /// The filter itself: a filter never changes.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
