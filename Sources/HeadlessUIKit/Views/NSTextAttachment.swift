import Foundation

/// An image (or other content) that sits in attributed text as one character, such as a star
/// in a rating label.
///
/// As in UIKit, the attributed string made with `NSAttributedString(attachment:)` holds the
/// object replacement character (U+FFFC) with the attachment under the `.attachment` key.
/// Headless: nothing is drawn; the screen transcript shows an attachment in a label as
/// `[symbol "star.fill"]` (its image's name, as an image view's line names it), or
/// `[attachment]` without an image. Linux: Foundation stops the program when two attachments
/// are appended side by side; put a character between them.
open class NSTextAttachment: NSObject {
  /// The character an attachment takes in attributed text: the object replacement character.
  static let character = "\u{FFFC}"

  /// The attachment's content as data (kept).
  open var contents: Data?

  /// The uniform type identifier of the content (kept).
  open var fileType: String?

  /// The image the attachment shows.
  open var image: UIImage?

  /// Where the image sits, relative to the baseline; a zero rectangle, the default, uses the
  /// image's own size (kept, not drawn).
  open var bounds = CGRect.zero

  /// Creates an attachment from data of a type.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// Creates an empty attachment.
  public convenience override init() {
    self.init(data: nil, ofType: nil)
  }

  /// Creates an attachment that shows an image.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }
}

extension NSAttributedString {
  /// Creates a one-character string that shows the attachment: the object replacement
  /// character, with the attachment under the `.attachment` key.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: NSTextAttachment.character, attributes: [.attachment: attachment])
  }
}
