import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A picker of sizes and colours, logging the selections its delegate is told about.
private final class SizeAndColourPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  var sizes = ["S", "M", "L"]
  let colours = ["Red", "Blue"]
  let log = EventLog()

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? sizes.count : colours.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    component == 0 ? sizes[row] : colours[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    log.record("didSelectRow \(row) inComponent \(component)")
  }
}

/// A one-component picker whose rows are views of its own, each a label in a container.
private final class EmojiPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  var made = 0

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }

  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    let container = view ?? UIView()
    if view == nil {
      made += 1
      container.addSubview(UILabel())
    }
    (container.subviews.first as? UILabel)?.text = "Mood \(row)"
    return container
  }

  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    50
  }
}

@Suite("Picker views") @MainActor
struct PickerViewTests {
  /// A picker fed and told about by one object, as a view controller usually does it.
  func makePicker(_ source: some UIPickerViewDataSource & UIPickerViewDelegate) -> UIPickerView {
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    return picker
  }

  @Test("a picker reads its components and rows, and starts on each component's first row")
  func componentsAndRows() {
    let source = SizeAndColourPicker()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    expectEqual(picker.numberOfComponents, 0)
    expectEqual(picker.selectedRow(inComponent: 0), -1)
    picker.dataSource = source
    picker.delegate = source

    expectEqual(picker.numberOfComponents, 2)
    expectEqual(picker.numberOfRows(inComponent: 0), 3)
    expectEqual(picker.numberOfRows(inComponent: 1), 2)
    expectEqual(picker.numberOfRows(inComponent: 2), 0)
    expectEqual(picker.selectedRow(inComponent: 0), 0)
    expectEqual(picker.selectedRow(inComponent: 1), 0)
    expectEqual(picker.rowSize(forComponent: 0), CGSize(width: 150, height: 32))
  }

  @Test("selecting from code does not tell the delegate, and ignores a row out of range")
  func selectFromCode() {
    let source = SizeAndColourPicker()
    let picker = makePicker(source)

    picker.selectRow(2, inComponent: 0, animated: true)
    picker.selectRow(5, inComponent: 1, animated: false)

    expectEqual(picker.selectedRow(inComponent: 0), 2)
    expectEqual(picker.selectedRow(inComponent: 1), 0)
    expectEqual(source.log.take(), [])
  }

  @Test("a selection survives a reload while its row exists, and moves to the last row if not")
  func selectionAcrossReloads() {
    let source = SizeAndColourPicker()
    let picker = makePicker(source)
    picker.selectRow(1, inComponent: 0, animated: false)
    picker.selectRow(1, inComponent: 1, animated: false)

    source.sizes = ["S", "M", "L", "XL"]
    picker.reloadAllComponents()
    expectEqual(picker.selectedRow(inComponent: 0), 1)
    expectEqual(picker.selectedRow(inComponent: 1), 1)

    picker.selectRow(3, inComponent: 0, animated: false)
    source.sizes = ["One size"]
    expectEqual(picker.numberOfRows(inComponent: 0), 4)
    picker.reloadComponent(0)
    expectEqual(picker.numberOfRows(inComponent: 0), 1)
    expectEqual(picker.selectedRow(inComponent: 0), 0)

    source.sizes = []
    picker.reloadComponent(0)
    expectEqual(picker.selectedRow(inComponent: 0), -1)
  }

  @Test("view(forRow:forComponent:) gives the delegate's views of visible rows, reused on reload")
  func rowViews() {
    let source = EmojiPicker()
    let picker = makePicker(source)
    picker.selectRow(4, inComponent: 0, animated: false)

    let view = picker.view(forRow: 5, forComponent: 0)
    expectEqual(view.map(labelTexts), ["Mood 5"])
    expectIdentical(picker.view(forRow: 5, forComponent: 0), view)
    expectNil(picker.view(forRow: 9, forComponent: 0))
    expectEqual(picker.rowSize(forComponent: 0).height, 50)
    picker.reloadAllComponents()
    expectIdentical(picker.view(forRow: 5, forComponent: 0), view)
    expectEqual(source.made, 1)
  }

  @Test("a delegate that gives titles only has no row views to return")
  func titlesHaveNoViews() {
    let source = SizeAndColourPicker()
    let picker = makePicker(source)

    expectNil(picker.view(forRow: 0, forComponent: 0))
  }

  @Test("a person picks a row by title or position: the delegate is told; the transcript shows it")
  func touchesAndTranscript() throws {
    let source = SizeAndColourPicker()
    let picker = UIPickerView()
    picker.accessibilityLabel = "Variant"
    picker.dataSource = source
    picker.delegate = source
    let window = makeWindow(title: "Shirt", showing: [picker])
    let touches = Touches(window: window)

    try touches.pickRow(titled: "L")
    try touches.pickRow(1, inComponent: 1, in: "Variant")
    try touches.pickRow(titled: "L")

    expectEqual(
      source.log.take(), ["didSelectRow 2 inComponent 0", "didSelectRow 1 inComponent 1"])
    expectEqual(
      ScreenTranscript.render(window), "screen 1 of 1: Shirt\npicker \"Variant\": L | Blue\n")
    let error = thrownError(TouchError.self) { try touches.pickRow(titled: "XXL") }
    expectEqual(
      error?.description,
      "no row \"XXL\" in component 0 of the picker; rows: \"S\", \"M\", \"L\"")
  }

  @Test("the transcript reads the labels of a delegate's own row views")
  func transcriptOfRowViews() throws {
    let source = EmojiPicker()
    let picker = makePicker(source)
    let window = makeWindow(title: "Mood", showing: [picker])

    try Touches(window: window).pickRow(titled: "Mood 3")

    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Mood\npicker: Mood 3\n")
  }
}
