import Foundation

/// The share sheet: offers the system's services (copy, message, mail…) and the app's own
/// activities for some items. The app presents it and, when a person picks a service or
/// cancels, UIKit dismisses it and calls `completionWithItemsHandler`.
///
/// Headless: there is no system service to offer. A test picks one with
/// `simulateChoosing(_:)` (Headless only): the sheet is dismissed, `.copyToPasteboard` copies
/// the strings, URLs and images among the items to the general pasteboard, as UIKit's does, and
/// the handler hears the choice when the dismissal ends. No other service does anything.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// Told which service a person chose, whether it completed, what it returned and its error.
  public typealias CompletionWithItemsHandler =
    (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// The services not to offer.
  open var excludedActivityTypes: [UIActivity.ActivityType]?

  /// Runs once the sheet is dismissed, after a service or a cancel.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  private let activityItems: [Any]
  private let applicationActivities: [UIActivity]

  /// Creates a share sheet for items (strings, URLs, images…) with the app's own activities.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = []
    super.init(coder: coder)
  }

  /// Picks a service, or cancels with `nil`, as a person does on the sheet; returns `false`,
  /// doing nothing, for an excluded service. The sheet is dismissed (animated), a copy to the
  /// pasteboard copies the items, an app activity of the type is prepared and performed, and the
  /// handler hears the choice when the dismissal ends. Headless only: UIKit's sheet is the
  /// system's.
  @discardableResult
  public func simulateChoosing(_ activityType: UIActivity.ActivityType?) -> Bool {
    if let activityType, excludedActivityTypes?.contains(activityType) ?? false { return false }
    if activityType == .copyToPasteboard { UIPasteboard.general.copy(activityItems) }
    let activity = applicationActivities.first { $0.activityType == activityType }
    activity?.prepare(withActivityItems: activityItems)
    activity?.perform()
    let handler = completionWithItemsHandler
    let dismissing = presentingViewController ?? self
    dismissing.dismiss(animated: true) {
      handler?(activityType, activityType != nil, nil, nil)
    }
    return true
  }
}

/// A service of the app's own that a share sheet offers, subclassed by the app.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// The identifier of a service.
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let postToFacebook = ActivityType(
      rawValue: "com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType(
      rawValue: "com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType(
      rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType(
      rawValue: "com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType(
      rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType(
      rawValue: "com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// The service's identifier; `nil` by default, so a subclass overrides it.
  open var activityType: UIActivity.ActivityType? { nil }

  /// The service's title on the sheet.
  open var activityTitle: String? { nil }

  /// The service's image on the sheet.
  open var activityImage: UIImage? { nil }

  /// Whether the service can act on the items; `false` by default.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

  /// Called with the items before the service performs.
  open func prepare(withActivityItems activityItems: [Any]) {}

  /// Performs the service; a subclass calls `activityDidFinish(_:)` when done.
  open func perform() {
    activityDidFinish(false)
  }

  /// Tells the share sheet the service finished.
  open func activityDidFinish(_ completed: Bool) {}
}
