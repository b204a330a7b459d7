import Foundation

/// An item of a tab bar: a title, an image, and a badge. A view controller's `tabBarItem`
/// represents it in a tab bar controller.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The image shown while the item is selected (kept, not drawn); `nil` shows `image`.
  open var selectedImage: UIImage?

  /// The text of the badge on the item, such as an unread count; `nil` shows no badge.
  open var badgeValue: String?

  /// The badge's background colour (kept, not drawn); `nil` uses the default.
  open var badgeColor: UIColor?

  /// How far the title is moved from where the tab bar puts it (kept, not drawn).
  open var titlePositionAdjustment = UIOffset.zero

  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and another image for the selected state.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
}
