import Foundation

/// The kinds of keyboard a text field asks for (kept; the headless keyboard types anything).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11

  /// The keyboard for alphabetic input: the ASCII-capable one, as in UIKit.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The titles of the keyboard's return key (kept, not drawn).
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// When the keyboard capitalizes what a person types (kept; the headless keyboard types
/// exactly what a touch gives it).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether the keyboard corrects what a person types (kept; nothing is corrected headless).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// How text lines up within its view (kept, not drawn).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// What a text field is for, so the system can offer to fill it (kept; nothing is filled in
/// headless).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType(rawValue: "url")
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let location = UITextContentType(rawValue: "location")
}
