import Foundation

// The keys and values of the options Maps opens with (Apple's names, so not lower camel case).
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The mode of transport to give directions for: one of the `MKLaunchOptionsDirectionsMode…`
/// values.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The kind of map to show: an `MKMapType` raw value.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The coordinate to center the map on.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// How much of the map to show.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether to show traffic.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Directions in the user's preferred mode of transport.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Public transport directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"

extension MKMapItem {
  /// What the app last asked Maps to open: the map items and the launch options. Headless only:
  /// nothing opens, so a test reads what would have; nil until something is opened.
  @MainActor public static var lastOpenedInMaps:
    (mapItems: [MKMapItem], launchOptions: [String: Any])?
}
