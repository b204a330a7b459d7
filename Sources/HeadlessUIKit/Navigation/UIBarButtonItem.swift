import Foundation

/// An item of a navigation bar or toolbar: the superclass of `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The item's title.
  open var title: String?

  /// The item's image (kept, not drawn).
  open var image: UIImage?

  /// Insets of the image (kept, not drawn).
  open var imageInsets = UIEdgeInsets.zero

  private var titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the title's text attributes for a state (kept, not drawn), as styling code of the
  /// appearance-proxy era sets a font and colour.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleTextAttributes[state.rawValue] = attributes
  }

  /// The title's text attributes for a state, as set.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleTextAttributes[state.rawValue]
  }

  /// Whether the item responds to taps.
  open var isEnabled = true

  /// An integer that identifies the item.
  open var tag = 0

  /// A label that describes the item to assistive technology (and to the headless touches);
  /// a system item has its name, as in UIKit.
  open var accessibilityLabel: String?

  /// A short hint of what tapping the item does, for assistive technology (kept).
  open var accessibilityHint: String?

  /// A name that identifies the item in tests (kept).
  open var accessibilityIdentifier: String?

  /// Creates an item.
  public override init() {
    super.init()
  }
}

/// A button in a navigation bar or toolbar, which runs its primary action when tapped.
///
/// Headless difference: there is no Objective-C runtime, so the initializers with a target and a
/// selector keep them and never send the action; give a `UIAction` as the primary action
/// (UIKit's closure API) for a tap to do something.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How an item with a title looks.
  public enum Style: Int, Sendable {
    /// A plain item.
    case plain = 0
    /// A bordered item (deprecated in UIKit; looks plain).
    case bordered = 1
    /// An item that completes a task, in bold.
    case done = 2
  }

  /// The items the system draws and names.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    case pageCurl = 23
    case close = 24
  }

  /// How the item looks.
  open var style: Style = .plain

  /// The action run when the item is tapped; the item keeps a copy, as UIKit does. Setting it on
  /// an item that is not a system item gives the item the action's title and image, which win
  /// over the ones the item had.
  open var primaryAction: UIAction? {
    get { storedPrimaryAction }
    set {
      storedPrimaryAction = newValue?.copy() as? UIAction
      takeTitleAndImage()
    }
  }

  private var storedPrimaryAction: UIAction?

  /// The menu the item shows when tapped, if it has no primary action, or when held; the item
  /// keeps a copy, as UIKit does. Headless: kept, not shown.
  open var menu: UIMenu? {
    get { storedMenu }
    set { storedMenu = newValue?.copy() as? UIMenu }
  }

  private var storedMenu: UIMenu?

  private var systemItem: SystemItem?

  /// The item's width in points; `0`, the default, lets the bar size it. A fixed space uses
  /// only this (kept; the kit lays out no bar).
  open var width: CGFloat = 0

  /// A view shown in the bar in place of the item's title or image; the view handles its own
  /// touches, as Apple documents. Headless: kept; the transcript shows `(custom view)`.
  open var customView: UIView?

  /// Creates an empty plain item.
  public override init() {
    super.init()
  }

  /// Not supported headless: there are no nib or storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a plain item with a title or an image, which runs an action when tapped; the
  /// action's title and image win over the ones given.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item, which runs an action when tapped; the action's title and image are
  /// not used.
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    accessibilityLabel = Self.name(of: systemItem)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates an item that shows a view of its own; a tap on it runs no action of the item's.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates a system item that runs an action when tapped.
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?
  ) {
    self.init(systemItem: systemItem, primaryAction: primaryAction)
  }

  /// Creates a plain item from an action's title and image.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// Creates a space that takes what is left of the bar, shared with the other flexible ones.
  /// Headless: called on a subclass it stops the program, because Swift makes a `Self` only
  /// through a required initializer, which UIKit does not ask subclasses to write.
  open class func flexibleSpace() -> Self {
    space(UIBarButtonItem(systemItem: .flexibleSpace))
  }

  /// Creates a space of a fixed width. Headless: called on a subclass it stops the program, as
  /// `flexibleSpace()` does.
  open class func fixedSpace(_ width: CGFloat) -> Self {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return space(item)
  }

  // The space items are plain `UIBarButtonItem`s (see `flexibleSpace()`).
  private class func space(_ item: UIBarButtonItem) -> Self {
    guard let space = item as? Self else {
      preconditionFailure("\(Self.self).flexibleSpace() and fixedSpace(_:) make plain items")
    }
    return space
  }

  /// The object that receives the action message. Headless: kept; nothing sends it.
  open weak var target: AnyObject?

  /// The action message sent to the target when the item is tapped. Headless: kept; there is
  /// no Objective-C runtime to send it, so a tap runs only the primary action.
  open var action: Selector?

  /// Creates a system item that sends an action to a target when tapped. Headless: the target
  /// and the action are kept and never sent (no Objective-C runtime); give the item a
  /// `primaryAction` to act on a tap.
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    keep(target: target, action: action)
  }

  /// Creates an item with a title that sends an action to a target when tapped. Headless: as
  /// above, the target and the action are kept and never sent.
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init(title: title)
    self.style = style
    keep(target: target, action: action)
  }

  /// Creates an item with an image that sends an action to a target when tapped. Headless: as
  /// above, the target and the action are kept and never sent.
  public convenience init(
    image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init(image: image)
    self.style = style
    keep(target: target, action: action)
  }

  // Keeps a target and an action, never sent (no Objective-C runtime).
  private func keep(target: Any?, action: Selector?) {
    self.target = target as AnyObject?
    self.action = action
  }

  /// What a tap on the item does: runs its primary action, with the item as the action's
  /// sender, if the item is enabled. Headless only: the touches tap items through it.
  public func simulateTap() {
    guard isEnabled else { return }
    primaryAction?.perform(sentBy: self)
  }

  // An item that is not a system item shows its primary action's title and image.
  private func takeTitleAndImage() {
    guard let primaryAction, systemItem == nil else { return }
    title = primaryAction.title
    image = primaryAction.image
  }

  // The names UIKit's system items read to assistive technology.
  private static func name(of item: SystemItem) -> String {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .add: "Add"
    case .flexibleSpace, .fixedSpace: ""
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Share"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Delete"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast Forward"
    case .undo: "Undo"
    case .redo: "Redo"
    case .pageCurl: "Page Curl"
    case .close: "Close"
    }
  }
}
