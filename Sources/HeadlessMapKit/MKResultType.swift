import Foundation

extension MKLocalSearchCompleter {
  /// The kinds of completion a completer offers.
  ///
  /// Headless: the kit's completions are cities, which are addresses; a completer whose
  /// `resultTypes` leave out `.address` completes nothing.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Addresses, down to cities and countries.
    public static var address: ResultType { ResultType(rawValue: 1 << 0) }
    /// Points of interest, such as cafes.
    public static var pointOfInterest: ResultType { ResultType(rawValue: 1 << 1) }
    /// Search queries, such as "coffee".
    public static var query: ResultType { ResultType(rawValue: 1 << 2) }
    /// Physical features, such as mountains.
    public static var physicalFeature: ResultType { ResultType(rawValue: 1 << 3) }
  }
}

extension MKLocalSearch {
  /// The kinds of result a search returns.
  ///
  /// Headless: the kit's results are cities, which are addresses; a request whose
  /// `resultTypes` leave out `.address` finds nothing.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Addresses, down to cities and countries.
    public static var address: ResultType { ResultType(rawValue: 1 << 0) }
    /// Points of interest, such as cafes.
    public static var pointOfInterest: ResultType { ResultType(rawValue: 1 << 1) }
    /// Physical features, such as mountains.
    public static var physicalFeature: ResultType { ResultType(rawValue: 1 << 2) }
  }
}
