import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu: the superclass of `UIAction`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element looks and behaves in a menu.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  /// The element's title. Read-only here, as in UIKit; `UIAction` makes it settable.
  open var title: String { storedTitle }

  /// The element's image (kept, not drawn). Read-only here, as in UIKit; `UIAction` makes it
  /// settable.
  open var image: UIImage? { storedImage }

  var storedTitle: String
  var storedImage: UIImage?

  init(title: String, image: UIImage?) {
    storedTitle = title
    storedImage = image
    super.init()
  }

  /// A copy of the element, as `NSCopying` makes it.
  open func copy(with zone: NSZone? = nil) -> Any {
    UIMenuElement(title: storedTitle, image: storedImage)
  }
}

extension UIMenuElement: @preconcurrency NSCopying {}

/// An action with a handler, as added to controls with `addAction(_:for:)`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A name for an action, unique among a control's actions.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The action's image (kept, not drawn).
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }

  /// The action's identifier; a new, unique one unless you give one.
  open private(set) var identifier: UIAction.Identifier

  /// A title that describes the action to assistive technologies.
  open var discoverabilityTitle: String?

  /// How the action looks and behaves in a menu.
  open var attributes: UIMenuElement.Attributes

  /// Whether the action shows a checkmark.
  open var state: UIMenuElement.State

  /// The object that sent the action (a control), while its handler runs; `nil` otherwise.
  open private(set) var sender: Any?

  let handler: UIActionHandler

  private static var nextIdentifier = 0

  /// Creates an action that runs a handler.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      handler: handler, title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(
    handler: @escaping UIActionHandler, title: String, image: UIImage?,
    identifier: UIAction.Identifier?, discoverabilityTitle: String?,
    attributes: UIMenuElement.Attributes, state: UIMenuElement.State
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      Self.nextIdentifier += 1
      self.identifier = Identifier("com.apple.UIKit.UIAction.\(Self.nextIdentifier)")
    }
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// A copy of the action, with the same identifier and handler.
  open override func copy(with zone: NSZone? = nil) -> Any {
    UIAction(
      handler: handler, title: storedTitle, image: storedImage, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  /// Runs the handler with `sender` set for its duration (`nil` for a menu's action).
  func perform(sentBy sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// A view that sends actions for events, such as a date picker or a button.
///
/// Headless difference: there is no Objective-C runtime, so a selector cannot be sent: targets
/// and actions added with `addTarget(_:action:for:)` are kept and never sent, as a gesture
/// recognizer's and a bar button item's are. Add a `UIAction` with `addAction(_:for:)` (UIKit's
/// own closure API) to act on events.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The kinds of events a control sends.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Whether a tap shows the control's menu (a button's `menu`) instead of sending its
  /// actions; `false` by default.
  open var showsMenuAsPrimaryAction = false

  /// Whether the control is selected (kept; a button that changes selection as its primary
  /// action toggles it when tapped); `false` by default.
  open var isSelected = false

  /// Whether the control is highlighted (kept; the touches do not hold it down); `false` by
  /// default.
  open var isHighlighted = false

  /// Whether the control responds to touches.
  open var isEnabled = true

  /// Whether the control is tracking a touch: from a `beginTracking(_:with:)` that answered
  /// `true` until the touch ends or is cancelled.
  open private(set) var isTracking = false

  /// Whether the tracked touch is inside the control's bounds.
  open private(set) var isTouchInside = false

  /// A touch went down in the control; `true` goes on tracking it. By default, `true`.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved; `true` goes on tracking it. By default, `true`.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// A control tracks its touches, as in UIKit, and does not pass them up the responder chain:
  /// `beginTracking(_:with:)`. Headless: touches send no actions; the kit's touches tap a
  /// control through its own touch (a button's `tapButton(titled:)`), and a touch delivered by
  /// `UIWindow.simulateTap(at:)` reaches the tracking methods.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    isTouchInside = bounds.contains(touch.location(in: self))
    isTracking = beginTracking(touch, with: event)
  }

  /// The tracked touch moved: `continueTracking(_:with:)`.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    isTouchInside = bounds.contains(touch.location(in: self))
    isTracking = continueTracking(touch, with: event)
  }

  /// The tracked touch lifted: `endTracking(_:with:)`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    endTracking(touches.first, with: event)
  }

  /// The tracked touch was cancelled: `cancelTracking(with:)`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    cancelTracking(with: event)
  }

  private var actions: [(action: UIAction, events: Event)] = []
  // The targets and actions given, in order; the targets are held weakly. Never sent.
  private var targetActions:
    [(target: WeakReference<AnyObject>?, action: Selector, events: Event)] =
      []

  /// Adds a target and an action for events; a `nil` target means the responder chain.
  /// Headless: kept, never sent (no Objective-C runtime to send a selector).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    let reference = target.map { WeakReference($0 as AnyObject) }
    targetActions.append((reference, action, controlEvents))
  }

  /// Removes a target and an action from events; a `nil` target or action matches all.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    targetActions.removeAll { entry in
      (target == nil || Self.isTarget(target, of: entry.target))
        && (action == nil || entry.action == action)
        && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// The names of the actions added for a target and an event, or `nil` if there are none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
    -> [String]?
  {
    let names = targetActions.filter { entry in
      Self.isTarget(target, of: entry.target) && !entry.events.isDisjoint(with: controlEvent)
    }.map(\.action.description)
    return names.isEmpty ? nil : names
  }

  // Whether a target given is the one kept: `nil` is the responder chain, kept as `nil`.
  private static func isTarget(_ target: Any?, of kept: WeakReference<AnyObject>?) -> Bool {
    guard let target else { return kept == nil }
    return kept?.object === target as AnyObject
  }

  /// Adds an action for events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes an action from events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  // Whether any action was added for one of the events: UIKit ends editing on the return key
  // only when something listens to `.editingDidEndOnExit`.
  func hasActions(for controlEvents: Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions added for the events.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sentBy: self)
    }
  }
}

/// A button with a title.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button (kept; every kind looks the same headless).
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case plain = 6
    case close = 7
  }

  private var titles: [UInt: String] = [:]

  /// Creates a button of a type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  /// A system button showing an image, with a target and action for `.touchUpInside`, as Apple
  /// made them before configurations. Returns `UIButton` where Apple's returns `Self`: Swift
  /// makes `Self` only through a required initializer, which UIButton's subclasses would then
  /// all have to write.
  open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }

  /// Creates a button that runs an action when tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a button with a configuration and an action for `.primaryActionTriggered`. The
  /// action's title and image, if it has them, go into the configuration, as Apple documents.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    var configuration = configuration
    if let primaryAction {
      if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if let image = primaryAction.image { configuration.image = image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
    // Observers may not run for a property set in the type's own initializer.
    setNeedsUpdateConfiguration()
  }

  /// The button's configuration (iOS 15); `nil` for a button styled with `setTitle(_:for:)` and
  /// the rest. A button with one shows its title, and updates it (`updateConfiguration()`, then
  /// `configurationUpdateHandler`) in the next layout pass.
  open var configuration: UIButton.Configuration? {
    didSet {
      invalidateIntrinsicContentSize()
      // A configuration set by the update itself is its result, not a request for another.
      if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
    }
  }

  /// Runs in the update after `updateConfiguration()`, to change the configuration for the
  /// button's state; setting it asks for an update.
  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the button updates its configuration when its state changes; `true` by default
  /// (the kit's configurations have no state-dependent defaults to apply).
  open var automaticallyUpdatesConfiguration = true

  private var needsConfigurationUpdate = false
  private var isUpdatingConfiguration = false

  /// Asks for `updateConfiguration()` in the next layout pass; asking again before it runs
  /// makes one update, as Apple documents. Changing `isEnabled` of a button with a
  /// configuration or an update handler asks too.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configuration for the button's state: override it, or set
  /// `configurationUpdateHandler`, which runs after it. Called by the layout pass after
  /// `setNeedsUpdateConfiguration()`; don't call it yourself.
  open func updateConfiguration() {}

  open override var isEnabled: Bool {
    didSet {
      let usesConfiguration = configuration != nil || configurationUpdateHandler != nil
      if isEnabled != oldValue, usesConfiguration { setNeedsUpdateConfiguration() }
    }
  }

  /// Runs an update asked for with `setNeedsUpdateConfiguration()` before laying out.
  open override func layoutSubviews() {
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      isUpdatingConfiguration = true
      updateConfiguration()
      configurationUpdateHandler?(self)
      isUpdatingConfiguration = false
    }
    super.layoutSubviews()
  }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// The title for a state.
  @discardableResult
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title the button shows: its configuration's, if it has one with a title, else the
  /// title for the current state.
  open var currentTitle: String? { configuration?.title ?? title(for: .normal) }

  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]

  /// Sets the title's colour for a state (kept, not drawn).
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// The title's colour for a state, or the normal state's.
  @discardableResult
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  /// Sets the image for a state (kept, not drawn).
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// The image for a state, or the normal state's.
  @discardableResult
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The image in the current state.
  open var currentImage: UIImage? { image(for: .normal) }

  private var backgroundImages: [UInt: UIImage] = [:]

  /// Sets the background image for a state (kept, not drawn), as buttons styled before
  /// configurations set a stretchable one.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }

  /// The background image for a state, or the normal state's.
  @discardableResult
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// The background image in the current state.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: .normal) }

  private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

  /// Sets the symbol configuration the button's symbol image takes in a state (kept).
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    symbolConfigurations[state.rawValue] = configuration
  }

  /// The symbol configuration for a state, or the normal state's.
  open func preferredSymbolConfigurationForImage(in state: UIControl.State)
    -> UIImage.SymbolConfiguration?
  {
    symbolConfigurations[state.rawValue] ?? symbolConfigurations[UIControl.State.normal.rawValue]
  }

  /// The symbol configuration in the current state.
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: .normal)
  }

  /// The label that shows the title, for styling its font. Headless: it is not a subview (the
  /// transcript reads the button's title), and its text is not kept in step with the title.
  open var titleLabel: UILabel? { storedTitleLabel }

  private lazy var storedTitleLabel = UILabel()

  /// The menu the button shows: when tapped if `showsMenuAsPrimaryAction`, else when held. The
  /// button keeps a copy, as UIKit does. With `changesSelectionAsPrimaryAction`, the menu's
  /// first action is selected when none is, and the button's title is the selected action's.
  open var menu: UIMenu? {
    get { storedMenu }
    set {
      storedMenu = newValue?.copy() as? UIMenu
      showSelectedAction()
    }
  }

  private var storedMenu: UIMenu?

  /// Whether the button tracks a selection: with a menu shown on a tap, as a pop-up button (the
  /// action chosen is selected, its state `.on` and the others' `.off`, and its title becomes
  /// the button's); without a menu, a tap toggles `isSelected`. `false` by default.
  open var changesSelectionAsPrimaryAction = false {
    didSet { showSelectedAction() }
  }

  /// Headless only: a person taps the button and chooses the action with the title in the
  /// menu it shows (`Touches.tapButton(titled:choosing:)` calls it); selects it if the button
  /// changes selection, then performs it. `false` when the button shows no menu on a tap, or
  /// the menu has no such action.
  open func simulateMenuChoice(titled title: String) -> Bool {
    guard showsMenuAsPrimaryAction,
      let action = menu?.allActions.first(where: { $0.title == title })
    else { return false }
    if changesSelectionAsPrimaryAction { select(action) }
    action.perform(sentBy: self)
    return true
  }

  private func showSelectedAction() {
    guard changesSelectionAsPrimaryAction, let actions = menu?.allActions, let first = actions.first
    else { return }
    select(actions.first { $0.state == .on } ?? first)
  }

  private func select(_ chosen: UIAction) {
    for action in menu?.allActions ?? [] { action.state = action === chosen ? .on : .off }
    setTitle(chosen.title, for: .normal)
  }

  /// The image view that shows the image, for styling it. Headless: not a subview, and its
  /// image is not kept in step with the button's (the transcript reads the button).
  open var imageView: UIImageView? { storedImageView }

  private lazy var storedImageView = UIImageView()

  /// The space around the title and image, added to the button's intrinsic size (deprecated
  /// by Apple in iOS 15 for `configuration`, still common); `.zero` by default.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The space around the title (kept, not drawn; deprecated by Apple in iOS 15).
  open var titleEdgeInsets = UIEdgeInsets.zero

  /// The space around the image (kept, not drawn; deprecated by Apple in iOS 15).
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// The title's size in the 15-point system font (by the kit's headless text measure), 30
  /// points tall, as UIKit sizes a system button, with `contentEdgeInsets` around it.
  open override var intrinsicContentSize: CGSize {
    let size = HeadlessTextMeasure.size(
      of: currentTitle ?? "", font: .systemFont(ofSize: 15), numberOfLines: 1, maximumWidth: 0)
    let insets = contentEdgeInsets
    return CGSize(
      width: max(size.width, 30) + insets.left + insets.right,
      height: max(size.height + 12, 30) + insets.top + insets.bottom)
  }

  /// The title's size, as `intrinsicContentSize` gives it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }
}

extension UIControl {
  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}
