import Foundation

// The keyboard's notifications, which Apple's SDK imports from global constants: they are not
// isolated, as the constants are not.
extension UIResponder {
  /// Posted before the keyboard shows. Headless: there is no keyboard, so nothing posts it.
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard shows. Headless: nothing posts it.
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides. Headless: nothing posts it.
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hides. Headless: nothing posts it.
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes. Headless: nothing posts it.
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changes. Headless: nothing posts it.
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The user info key of the keyboard's frame before the change, in screen coordinates.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user info key of the keyboard's frame after the change, in screen coordinates.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user info key of the animation's duration, in seconds.
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The user info key of the animation's curve.
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
}
