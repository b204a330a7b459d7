import Foundation

extension String {
  /// The string with a range of UTF-16 code units replaced: what
  /// `NSString.replacingCharacters(in:with:)` gives for the ranges UIKit's text delegates see.
  ///
  /// Keystrokes are edited in place rather than through `NSString`: on Linux every bridge to
  /// `NSString` copies the whole text, and a random-input run types thousands of keystrokes
  /// into texts thousands of characters long. The ranges touches make start and end between
  /// characters, where both ways agree.
  func replacingCharacters(inUTF16 range: NSRange, with replacement: String) -> String {
    let start = utf16.index(utf16.startIndex, offsetBy: range.location)
    let end = utf16.index(start, offsetBy: range.length)
    var updated = self
    updated.replaceSubrange(start..<end, with: replacement)
    return updated
  }
}
