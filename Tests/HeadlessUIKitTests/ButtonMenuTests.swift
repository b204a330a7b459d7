import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Buttons that show a menu, and buttons that track a selection") @MainActor
struct ButtonMenuTests {
  @Test("a pull-down button runs the action chosen from its menu, not its own actions")
  func pullDown() throws {
    var chosen: [String] = []
    var tapped = 0
    let button = UIButton(type: .system)
    button.setTitle("Sort", for: .normal)
    button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
    button.menu = UIMenu(
      title: "Sort by",
      children: [
        UIAction(title: "Name") { chosen.append($0.title) },
        UIMenu(title: "More", children: [UIAction(title: "Date") { chosen.append($0.title) }]),
      ])
    button.showsMenuAsPrimaryAction = true
    let touches = Touches(window: makeWindow(showing: [button]))

    #expect(throws: TouchError.self) { try touches.tapButton(titled: "Sort") }
    try touches.tapButton(titled: "Sort", choosing: "Date")
    expectEqual(chosen, ["Date"])
    expectEqual(tapped, 0)
    expectEqual(button.currentTitle, "Sort", "a pull-down button keeps its title")
    #expect(throws: TouchError.self) { try touches.tapButton(titled: "Sort", choosing: "Size") }
  }

  @Test("a pop-up button selects the first action, then the one chosen, and shows its title")
  func popUp() throws {
    var chosen: [String] = []
    let small = UIAction(title: "Small") { chosen.append($0.title) }
    let large = UIAction(title: "Large") { chosen.append($0.title) }
    let button = UIButton(type: .system)
    button.menu = UIMenu(children: [small, large])
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    expectEqual(button.currentTitle, "Small")
    let menuActions = button.menu?.children.compactMap { $0 as? UIAction } ?? []
    expectEqual(menuActions.map(\.state), [.on, .off], "the button's copy of the menu")

    let touches = Touches(window: makeWindow(showing: [button]))
    try touches.tapButton(titled: "Small", choosing: "Large")
    expectEqual(chosen, ["Large"])
    expectEqual(button.currentTitle, "Large")
    expectEqual(menuActions.map(\.state), [.off, .on])
  }

  @Test("without a menu, a button that changes selection toggles it when tapped")
  func toggle() throws {
    let button = UIButton(type: .system)
    button.setTitle("Bold", for: .normal)
    button.changesSelectionAsPrimaryAction = true
    let touches = Touches(window: makeWindow(showing: [button]))
    try touches.tapButton(titled: "Bold")
    expectTrue(button.isSelected)
    try touches.tapButton(titled: "Bold")
    expectFalse(button.isSelected)
  }
}
