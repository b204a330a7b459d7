import Foundation

/// Supplies a picker view's components and their numbers of rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// The number of components (wheels) the picker shows.
  func numberOfComponents(in pickerView: UIPickerView) -> Int

  /// The number of rows in a component.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker view's rows their content and sizes, and is told when a person selects one.
/// Every requirement is optional in UIKit; here each has a default.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// The width of a component.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

  /// The height of every row of a component.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

  /// The title of a row.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?

  /// The styled title of a row; used in place of the plain title when it is not `nil`.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?

  /// The view that shows a row, given the view the row used before, if the picker kept it.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView

  /// Called when a person selects a row; not when code calls `selectRow(_:inComponent:animated:)`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    let count = max(pickerView.numberOfComponents, 1)
    return pickerView.bounds.width / CGFloat(count)
  }

  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  {
    UIPickerView.defaultRowHeight
  }

  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? {
    nil
  }

  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    nil
  }

  // What UIKit shows when the delegate gives titles only: a label with the styled title, or
  // the plain one.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    let label = (view as? PickerTitleLabel) ?? PickerTitleLabel()
    label.text =
      self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)?.string
      ?? self.pickerView(pickerView, titleForRow: row, forComponent: component)
    return label
  }

  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

// The label of a row whose delegate gives titles, not views: `view(forRow:forComponent:)`
// returns nil for it, as UIKit's does when the delegate does not implement the view method.
final class PickerTitleLabel: UILabel {}

/// Wheels of rows, one row selected in each, fed by a data source and a delegate.
///
/// Headless: there is no wheel to spin. The picker reads its numbers of rows when first asked
/// and again on a reload; a selection survives a reload while its row still exists and moves to
/// the last row otherwise. A component with rows starts on its first row. The rows within two
/// of the selected one are the visible ones, as a wheel shows five.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  // UIKit's row height since iOS 14, where no delegate gives one.
  static let defaultRowHeight: CGFloat = 32

  // How many rows a wheel shows on each side of the selected one.
  private static let visibleRowsAround = 2

  /// The object that supplies the components and rows, held weakly as in UIKit.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { rowCounts = nil }
  }

  /// The object that gives the rows' content and is told about selections, held weakly.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet {
      rowViews = [:]
      reusableViews = [:]
    }
  }

  /// The number of components, as the data source gave it at the last reload.
  open var numberOfComponents: Int { loadedRowCounts().count }

  private var rowCounts: [Int]?
  private var selections: [Int] = []
  private var rowViews: [IndexPath: UIView] = [:]
  // The views rows had before a reload, offered back to the delegate for reuse.
  private var reusableViews: [IndexPath: UIView] = [:]

  /// The number of rows in a component, as the data source gave it at the last reload; 0 for a
  /// component that does not exist.
  open func numberOfRows(inComponent component: Int) -> Int {
    let counts = loadedRowCounts()
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// The selected row of a component, or -1 when none is, as Apple documents.
  open func selectedRow(inComponent component: Int) -> Int {
    loadedRowCounts()
    return selections.indices.contains(component) ? selections[component] : -1
  }

  /// Selects a row of a component from code; the delegate is not told, as in UIKit. Headless,
  /// an animated selection completes at once, and a row out of range is ignored.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
    selections[component] = row
  }

  /// Asks the data source again for every component's rows, keeping the selections in range.
  open func reloadAllComponents() {
    rowCounts = nil
    loadedRowCounts()
  }

  /// Asks the data source again for one component's rows, keeping its selection in range.
  open func reloadComponent(_ component: Int) {
    var counts = loadedRowCounts()
    guard counts.indices.contains(component), let dataSource else { return }
    counts[component] = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    apply(counts)
  }

  /// The size of a component's rows, from the delegate's width and row height.
  open func rowSize(forComponent component: Int) -> CGSize {
    let width = delegate?.pickerView(self, widthForComponent: component)
    let height = delegate?.pickerView(self, rowHeightForComponent: component)
    let count = max(numberOfComponents, 1)
    return CGSize(
      width: width ?? bounds.width / CGFloat(count), height: height ?? Self.defaultRowHeight)
  }

  /// The view the delegate's `pickerView(_:viewForRow:forComponent:reusing:)` gave a visible
  /// row, or `nil` for a row not visible or a delegate that gives titles only, as in UIKit.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    let selected = selectedRow(inComponent: component)
    guard let delegate, selected >= 0, abs(row - selected) <= Self.visibleRowsAround,
      (0..<numberOfRows(inComponent: component)).contains(row)
    else { return nil }
    let key = IndexPath(item: row, section: component)
    let view =
      rowViews[key]
      ?? delegate.pickerView(
        self, viewForRow: row, forComponent: component,
        reusing: reusableViews.removeValue(forKey: key))
    rowViews[key] = view
    return view is PickerTitleLabel ? nil : view
  }

  @discardableResult
  private func loadedRowCounts() -> [Int] {
    if let rowCounts { return rowCounts }
    var counts: [Int] = []
    if let dataSource {
      let components = max(dataSource.numberOfComponents(in: self), 0)
      counts = (0..<components).map {
        max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0)
      }
    }
    apply(counts)
    return counts
  }

  // Keeps each selection while its row exists, moves it to the last row otherwise, and starts a
  // component that gained rows on its first.
  private func apply(_ counts: [Int]) {
    rowCounts = counts
    selections = counts.enumerated().map { component, rows in
      guard rows > 0 else { return -1 }
      let previous = selections.indices.contains(component) ? selections[component] : -1
      return previous < 0 ? 0 : min(previous, rows - 1)
    }
    reusableViews.merge(rowViews) { _, kept in kept }
    rowViews = [:]
  }
}
