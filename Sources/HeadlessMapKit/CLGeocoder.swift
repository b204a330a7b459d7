import Foundation
import Places

/// What a geocoder calls with its answer: placemarks, or an error.
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into place names and back, from the simulated world's gazetteer.
///
/// Reverse geocoding answers the city nearest the location; forward geocoding the most
/// populous city whose name matches the string, as a local search matches it. A string that
/// matches nothing fails with `CLError.geocodeFoundNoResult`. The handler runs on the main
/// queue on a later turn, as Core Location documents. A geocoder runs one request at a time:
/// a new request cancels the one pending (its handler gets `CLError.geocodeCanceled`).
open class CLGeocoder: NSObject {
  private var capturedWorld = CapturedWorld()
  @MainActor private var world: World { capturedWorld.resolve() }
  private var pending: (id: Int, handler: CLGeocodeCompletionHandler)?
  private var lastID = 0

  /// Creates a geocoder answering from the world bound now (`World.current`), or else the one
  /// in effect when it is first used.
  public override init() {
    super.init()
  }

  /// Whether a request is pending.
  open var isGeocoding: Bool {
    var isGeocoding = false
    MainQueue.run { isGeocoding = self.pending != nil }
    return isGeocoding
  }

  /// Finds the place at a location: the nearest city.
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    let coordinate = Coordinate(location.coordinate)
    geocode(completionHandler) { $0.nearest(to: coordinate, limit: 1) }
  }

  /// Finds the place at a location, or throws the error the handler would have been given.
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    try await withCheckedThrowingContinuation { continuation in
      reverseGeocodeLocation(location) { continuation.resume(with: Self.result($0, $1)) }
    }
  }

  /// Finds the place an address names: the most populous city matching it.
  open func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    geocode(completionHandler) { $0.search(addressString, limit: 1) }
  }

  /// Finds the place an address names, or throws the error the handler would have been given.
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    try await withCheckedThrowingContinuation { continuation in
      geocodeAddressString(addressString) { continuation.resume(with: Self.result($0, $1)) }
    }
  }

  /// Cancels the pending request: its handler gets `CLError.geocodeCanceled` on a later turn.
  /// Does nothing when no request is pending.
  open func cancelGeocode() {
    MainQueue.run { self.cancelPending() }
  }

  private func geocode(
    _ handler: @escaping CLGeocodeCompletionHandler, places: @escaping (Gazetteer) -> [Place]
  ) {
    MainQueue.run {
      self.cancelPending()
      self.lastID += 1
      let id = self.lastID
      self.pending = (id, handler)
      let world = self.world
      MainQueue.later(in: world) {
        guard self.pending?.id == id else { return }
        self.pending = nil
        let placemarks = places(world.gazetteer).map {
          CLPlacemark(placemark: MKPlacemark(place: $0))
        }
        if placemarks.isEmpty {
          handler(nil, CLError(.geocodeFoundNoResult))
        } else {
          handler(placemarks, nil)
        }
      }
    }
  }

  @MainActor private func cancelPending() {
    guard let (_, handler) = pending else { return }
    pending = nil
    MainQueue.later(in: world) { handler(nil, CLError(.geocodeCanceled)) }
  }

  private static func result(_ placemarks: [CLPlacemark]?, _ error: (any Error)?) -> Result<
    [CLPlacemark], any Error
  > {
    if let placemarks { return .success(placemarks) }
    return .failure(error ?? CLError(.geocodeFoundNoResult))
  }
}
