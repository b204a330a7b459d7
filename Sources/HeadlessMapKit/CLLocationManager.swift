import Foundation
import Places

/// An accuracy in meters, as Core Location declares it; negative constants ask for the best.
public typealias CLLocationAccuracy = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The best accuracy, for navigation (Apple's name, as are the constants below).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Within ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Within a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Within a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Within three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// What the user has allowed the app to do with their location.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4

  init(_ access: World.LocationAccess) {
    switch access {
    case .notAsked: self = .notDetermined
    case .restricted: self = .restricted
    case .denied: self = .denied
    case .allowedAlways: self = .authorizedAlways
    case .allowedWhileUsingApp: self = .authorizedWhenInUse
    }
  }
}

/// Hears a location manager's locations, errors and authorization changes. Every method is
/// optional, as in Core Location; here, as Objective-C `optional` does not exist on Linux,
/// each does nothing by default. As in Core Location, the protocol carries no actor isolation;
/// the manager calls it on the main queue.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  /// New locations, the latest last.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])

  /// The manager could not get a location: `CLError.denied` when the app may not have one.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)

  /// The app's authorization is `manager.authorizationStatus`: told when the manager is made
  /// and when the authorization changes.
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)

  /// The same, with the status (deprecated since iOS 14).
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
}

/// Tells an app where the user is, once they allow it.
///
/// The user is where the simulated world says (`World.userLocation`), and what they allow is
/// the world's `locationAccess`: `.notAsked` until an app asks. Asking makes the headless user
/// answer on a later main-queue turn as `World.allowsLocationAccessWhenAsked` says (allow, by
/// default). Every delegate call comes on the main queue on a later turn, never inside the call
/// that caused it, as Core Location's do.
open class CLLocationManager: NSObject {
  /// The object told of locations, errors and authorization changes.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// The accuracy asked for (kept: the headless fix is exact).
  open var desiredAccuracy = kCLLocationAccuracyBest
  /// How far the user moves before a new location is reported (kept).
  open var distanceFilter = kCLDistanceFilterNone
  /// The last location delivered; nil until one is.
  open private(set) var location: CLLocation?

  private var capturedWorld = CapturedWorld()
  @MainActor private var world: World { capturedWorld.resolve() }
  private var wantsOneLocation = false
  private var isUpdatingLocation = false
  private var isLocationDeliveryQueued = false
  private var isAwaitingAnswer = false

  /// Creates a manager answering from the world bound now (`World.current`), or else the one in
  /// effect when it is first used; its delegate is told the authorization on a later turn.
  public override init() {
    super.init()
    MainQueue.run {
      MainQueue.later(in: self.world) { [weak self] in self?.tellAuthorization() }
    }
  }

  /// What the user has allowed the app.
  open var authorizationStatus: CLAuthorizationStatus {
    var status = CLAuthorizationStatus.notDetermined
    MainQueue.run { status = CLAuthorizationStatus(self.world.locationAccess) }
    return status
  }

  /// What the user has allowed the app, in the world in effect (deprecated since iOS 14).
  open class func authorizationStatus() -> CLAuthorizationStatus {
    var status = CLAuthorizationStatus.notDetermined
    MainQueue.run { status = CLAuthorizationStatus(World.active.locationAccess) }
    return status
  }

  /// Whether the device's location services are on: always, headless.
  open class func locationServicesEnabled() -> Bool { true }

  /// Asks the user to allow the app their location while it is in use, if not asked before.
  open func requestWhenInUseAuthorization() {
    MainQueue.run { self.ask(for: .allowedWhileUsingApp) }
  }

  /// Asks the user to allow the app their location at all times, if not asked before or
  /// allowed only while in use.
  open func requestAlwaysAuthorization() {
    MainQueue.run { self.ask(for: .allowedAlways) }
  }

  /// Delivers one location to the delegate on a later turn, or `CLError.denied` if the app may
  /// not have it; while the user has not answered, it waits for the answer.
  open func requestLocation() {
    MainQueue.run {
      self.wantsOneLocation = true
      self.queueLocationDelivery()
    }
  }

  /// Starts reporting locations: the current one on a later turn. Headless: the user does not
  /// move by themselves, so no more follow until it is started or requested again.
  open func startUpdatingLocation() {
    MainQueue.run {
      self.isUpdatingLocation = true
      self.queueLocationDelivery()
    }
  }

  /// Stops reporting locations.
  open func stopUpdatingLocation() {
    MainQueue.run { self.isUpdatingLocation = false }
  }

  @MainActor private func ask(for access: World.LocationAccess) {
    let world = self.world
    let current = world.locationAccess
    let mayAsk =
      current == .notAsked || (access == .allowedAlways && current == .allowedWhileUsingApp)
    guard mayAsk, !isAwaitingAnswer else { return }
    isAwaitingAnswer = true
    MainQueue.later(in: world) { [weak self] in
      if world.allowsLocationAccessWhenAsked {
        world.locationAccess = access
      } else if world.locationAccess == .notAsked {
        world.locationAccess = .denied
      }
      guard let self else { return }
      self.isAwaitingAnswer = false
      self.tellAuthorization()
      self.queueLocationDelivery()
    }
  }

  @MainActor private func tellAuthorization() {
    let status = CLAuthorizationStatus(world.locationAccess)
    delegate?.locationManagerDidChangeAuthorization(self)
    delegate?.locationManager(self, didChangeAuthorization: status)
  }

  @MainActor private func queueLocationDelivery() {
    guard wantsOneLocation || isUpdatingLocation, !isLocationDeliveryQueued else { return }
    isLocationDeliveryQueued = true
    MainQueue.later(in: world) { [weak self] in self?.deliverLocation() }
  }

  @MainActor private func deliverLocation() {
    isLocationDeliveryQueued = false
    guard wantsOneLocation || isUpdatingLocation else { return }
    switch world.locationAccess {
    case .notAsked:
      return  // delivered once the user answers
    case .denied, .restricted:
      wantsOneLocation = false
      isUpdatingLocation = false
      delegate?.locationManager(self, didFailWithError: CLError(.denied))
    case .allowedAlways, .allowedWhileUsingApp:
      wantsOneLocation = false
      let fix = CLLocation.reported(in: world)
      location = fix
      delegate?.locationManager(self, didUpdateLocations: [fix])
    }
  }
}
