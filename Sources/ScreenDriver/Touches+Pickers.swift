import Foundation
import HeadlessUIKit

extension Touches {
  // MARK: Picker views

  /// Spins a picker view's component (the first unless told) to the row with the title, in the
  /// picker with the accessibility label, or the first on screen: the row is selected and the
  /// delegate's `pickerView(_:didSelectRow:inComponent:)` is told. Spinning to the row already
  /// selected does nothing.
  public func pickRow(titled title: String, inComponent component: Int = 0, in label: String? = nil)
    throws
  {
    let picker = try pickerView(label)
    let rows = 0..<picker.numberOfRows(inComponent: component)
    guard
      let row = rows.first(where: {
        ScreenTranscript.title(ofRow: $0, inComponent: component, of: picker) == title
      })
    else {
      let titles = rows.map {
        "\"\(ScreenTranscript.title(ofRow: $0, inComponent: component, of: picker))\""
      }
      throw TouchError(
        "no row \"\(title)\" in component \(component) of the picker; rows: "
          + (titles.isEmpty ? "none" : titles.joined(separator: ", ")))
    }
    select(row, inComponent: component, of: picker)
  }

  /// Spins a picker view's component (the first unless told) to a row, in the picker with the
  /// accessibility label, or the first on screen, as `pickRow(titled:inComponent:in:)` does.
  public func pickRow(_ row: Int, inComponent component: Int = 0, in label: String? = nil) throws {
    let picker = try pickerView(label)
    let rows = picker.numberOfRows(inComponent: component)
    guard (0..<rows).contains(row) else {
      throw TouchError(
        "component \(component) of the picker has \(rows) rows; there is no row \(row)")
    }
    select(row, inComponent: component, of: picker)
  }

  private func select(_ row: Int, inComponent component: Int, of picker: UIPickerView) {
    guard picker.selectedRow(inComponent: component) != row else { return }
    picker.selectRow(row, inComponent: component, animated: true)
    picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
  }

  private func pickerView(_ label: String?) throws -> UIPickerView {
    let pickers = Screen(window: window).visibleViews.compactMap { $0 as? UIPickerView }
    guard let picker = pickers.first(where: { label == nil || $0.accessibilityLabel == label })
    else {
      throw TouchError("no picker view\(label.map { " \"\($0)\"" } ?? "") on this screen")
    }
    guard picker.isUserInteractionEnabled else { throw TouchError("the picker view is disabled") }
    return picker
  }

  // MARK: The image picker

  /// Picks an image in the image picker on screen, as a person does in the photo library: the
  /// picker's delegate is given it (and, when the picker allows editing, an edited copy).
  public func pickImage(_ image: UIImage) throws {
    try shownImagePicker().simulatePicking(image)
  }

  /// Taps the Cancel button of the image picker on screen: its delegate's
  /// `imagePickerControllerDidCancel(_:)` is told.
  public func cancelImagePicker() throws {
    _ = try shownImagePicker()
    try tapBarButton(titled: "Cancel")
  }

  private func shownImagePicker() throws -> UIImagePickerController {
    guard
      let picker = Screen(window: window).presentedViewController as? UIImagePickerController
    else { throw TouchError("there is no image picker on this screen") }
    return picker
  }
}
