import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error domain of Core Location's errors (Apple's name, so not lower camel case).
public let kCLErrorDomain = "kCLErrorDomain"

/// An error Core Location reports: a code in `kCLErrorDomain`.
///
/// Catch one as Core Location code does: `catch CLError.denied { … }`, or look at
/// `(error as? CLError)?.code`.
public struct CLError: CustomNSError, Hashable, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
  }

  /// What went wrong.
  public let code: Code

  /// Creates an error with a code. Headless: `userInfo` is not kept; the error describes
  /// itself from its code.
  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
  }

  public static var errorDomain: String { kCLErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] {
    [
      NSLocalizedDescriptionKey:
        "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)"
    ]
  }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var network: Code { .network }
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
  public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
  public static var geocodeCanceled: Code { .geocodeCanceled }
}

extension CLError.Code {
  /// Whether `error` is a `CLError` with this code, so `catch CLError.denied` matches.
  public static func ~= (code: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == code
  }
}
