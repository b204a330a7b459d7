import Foundation

// UIKit's names from before Swift 4.2, when its nested types were top-level: Apple's SDK keeps
// them as unavailable declarations so that old code gets a fix-it to the new name. The kit
// declares the ones work code of that era uses the same way: they never compile.

/// Unavailable: `UIPageViewController.NavigationDirection` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

/// Unavailable: `UIPageViewController.NavigationOrientation` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation =
  UIPageViewController.NavigationOrientation

/// Unavailable: `UIPageViewController.TransitionStyle` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

/// Unavailable: `UIPageViewController.SpineLocation` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIPageViewController.SpineLocation")
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation

/// Unavailable: `UIControl.Event` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// Unavailable: `UIControl.State` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// Unavailable: `UITableViewCell.CellStyle` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// Unavailable: `UITableViewCell.AccessoryType` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// Unavailable: `UITableViewCell.SelectionStyle` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// Unavailable: `UITableView.Style` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// Unavailable: `UIView.ContentMode` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// Unavailable: `UIBarButtonItem.SystemItem` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// Unavailable: `UIBarButtonItem.Style` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// Unavailable: `UIAlertController.Style` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// Unavailable: `UIAlertAction.Style` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// Unavailable: `UIApplication.LaunchOptionsKey` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Unavailable: `UIView.AnimationOptions` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Unavailable: `NSLayoutConstraint.FormatOptions` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

// swift-format-ignore: AlwaysUseLowerCamelCase

/// Unavailable: `UIResponder.keyboardFrameEndUserInfoKey` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey

// swift-format-ignore: AlwaysUseLowerCamelCase

/// Unavailable: `UIResponder.keyboardAnimationDurationUserInfoKey` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey =
  UIResponder.keyboardAnimationDurationUserInfoKey

extension NSNotification.Name {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Unavailable: `UIResponder.keyboardWillShowNotification` replaced it in Swift 4.2.
  @available(*, unavailable, renamed: "UIResponder.keyboardWillShowNotification")
  public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification

  // swift-format-ignore: AlwaysUseLowerCamelCase

  /// Unavailable: `UIResponder.keyboardWillHideNotification` replaced it in Swift 4.2.
  @available(*, unavailable, renamed: "UIResponder.keyboardWillHideNotification")
  public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
}
