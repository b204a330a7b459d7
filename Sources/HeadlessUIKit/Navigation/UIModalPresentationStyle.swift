import Foundation

/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system's choice: a page sheet on a phone, for most view controllers.
  case automatic = -2
  /// No adaptation; not a style to present with.
  case none = -1
  /// Covers the screen; the presenter's view leaves the window.
  case fullScreen = 0
  /// A sheet over the presenter, which stays visible behind it.
  case pageSheet = 1
  /// A sheet centred over the presenter; on a phone, the same as a page sheet.
  case formSheet = 2
  /// Covers the view controller that defines the presentation context.
  case currentContext = 3
  /// A style a custom presentation controller manages.
  case custom = 4
  /// Covers the screen, with the presenter's view kept behind it.
  case overFullScreen = 5
  /// Covers the presentation context, with its view kept behind it.
  case overCurrentContext = 6
  /// A popover; on a phone, shown as a sheet.
  case popover = 7
  /// Blurs the screen behind the presented content (tvOS).
  case blurOverFullScreen = 8
}

/// The animation of a presentation (kept; the headless kit draws nothing).
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal = 1
  /// Fades.
  case crossDissolve = 2
  /// Curls up a corner.
  case partialCurl = 3
}

extension UIModalPresentationStyle {
  // The style a presentation on the kit's phone-sized screen really has: `.automatic` is a page
  // sheet, as it is for most view controllers before iOS 18 (a form sheet after, which looks the
  // same on a phone).
  var resolved: UIModalPresentationStyle {
    self == .automatic ? .pageSheet : self
  }

  // Whether the presentation is a page or form sheet, which UIKit manages with a sheet
  // presentation controller.
  var isSheet: Bool {
    resolved == .pageSheet || resolved == .formSheet
  }

  // Whether the presentation takes the presenter's view out of the window when it ends, so that
  // the presenter disappears (and appears again on dismissal), as UIKit's full-screen
  // presentations do. Sheets, "over" styles and custom presentations keep it.
  var hidesPresenter: Bool {
    resolved == .fullScreen || resolved == .currentContext
  }
}
