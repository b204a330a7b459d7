import Foundation

/// The keyboard settings of a text object: text fields, text views and search bars adopt it.
/// Every requirement is optional in UIKit; here each has a default that answers UIKit's
/// documented default and keeps nothing, as an object that does not implement it would.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
  /// When the keyboard capitalizes; `.sentences` by default.
  var autocapitalizationType: UITextAutocapitalizationType { get set }

  /// Whether the keyboard corrects; `.default` by default.
  var autocorrectionType: UITextAutocorrectionType { get set }

  /// Whether the keyboard checks spelling; `.default` by default.
  var spellCheckingType: UITextSpellCheckingType { get set }

  /// Whether straight quotes become curly ones; `.default` by default.
  var smartQuotesType: UITextSmartQuotesType { get set }

  /// Whether double hyphens become dashes; `.default` by default.
  var smartDashesType: UITextSmartDashesType { get set }

  /// The keyboard asked for; `.default` by default.
  var keyboardType: UIKeyboardType { get set }

  /// The look of the keyboard; `.default` by default.
  var keyboardAppearance: UIKeyboardAppearance { get set }

  /// The title of the return key; `.default` by default.
  var returnKeyType: UIReturnKeyType { get set }

  /// Whether the return key is disabled while the text is empty; `false` by default.
  var enablesReturnKeyAutomatically: Bool { get set }

  /// Whether the text is hidden as it is typed; `false` by default.
  var isSecureTextEntry: Bool { get set }

  /// What the text is for, so the system can offer to fill it; `nil` by default.
  var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}

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

/// Whether the keyboard checks spelling (kept; nothing is checked headless).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether straight quotes become curly ones as a person types (kept; the headless keyboard
/// types exactly what a touch gives it).
public enum UITextSmartQuotesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether two hyphens become a dash as a person types (kept; the headless keyboard types
/// exactly what a touch gives it).
public enum UITextSmartDashesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The look of the keyboard (kept; no keyboard is drawn).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2

  /// The keyboard for an alert panel: the dark one, as in UIKit.
  public static var alert: UIKeyboardAppearance { .dark }
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
