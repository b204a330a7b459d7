import Foundation

// UIKit's text attribute keys, which UIKit (not Foundation) declares. Where AppKit's are
// visible too (macOS), AppKit's are chosen.
extension NSAttributedString.Key {
  /// The text's colour: a `UIColor`.
  @_disfavoredOverload
  public static let foregroundColor = NSAttributedString.Key("NSColor")

  /// The text's font: a `UIFont`.
  @_disfavoredOverload
  public static let font = NSAttributedString.Key("NSFont")

  /// The colour behind the text: a `UIColor`.
  @_disfavoredOverload
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

  /// Extra space between characters, in points: a number.
  @_disfavoredOverload
  public static let kern = NSAttributedString.Key("NSKern")

  /// The attachment a character shows: an `NSTextAttachment`.
  @_disfavoredOverload
  public static let attachment = NSAttributedString.Key("NSAttachment")
}
