import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error domain of MapKit's errors (Apple's name, so not lower camel case).
public let MKErrorDomain = "MKErrorDomain"

/// An error MapKit reports: a code in `MKErrorDomain`.
///
/// Catch one as MapKit code does: `catch MKError.placemarkNotFound { … }`, or look at
/// `(error as? MKError)?.code`.
public struct MKError: CustomNSError, Hashable, Sendable {
  /// What went wrong.
  public enum Code: UInt, Sendable {
    case unknown = 1
    case serverFailure = 2
    case loadingThrottled = 3
    case placemarkNotFound = 4
    case directionsNotFound = 5
    case decodingFailed = 6
  }

  /// What went wrong.
  public let code: Code

  /// Creates an error with a code. Headless: `userInfo` is not kept; the error describes
  /// itself from its code.
  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
  }

  public static var errorDomain: String { MKErrorDomain }
  public var errorCode: Int { Int(code.rawValue) }
  public var errorUserInfo: [String: Any] {
    [
      NSLocalizedDescriptionKey:
        "The operation couldn’t be completed. (MKErrorDomain error \(code.rawValue).)"
    ]
  }

  public static var unknown: Code { .unknown }
  public static var serverFailure: Code { .serverFailure }
  public static var loadingThrottled: Code { .loadingThrottled }
  public static var placemarkNotFound: Code { .placemarkNotFound }
  public static var directionsNotFound: Code { .directionsNotFound }
  public static var decodingFailed: Code { .decodingFailed }
}

extension MKError.Code {
  /// Whether `error` is an `MKError` with this code, so `catch MKError.placemarkNotFound`
  /// matches.
  public static func ~= (code: MKError.Code, error: any Error) -> Bool {
    (error as? MKError)?.code == code
  }
}
