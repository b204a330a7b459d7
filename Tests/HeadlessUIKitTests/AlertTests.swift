import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Alerts") @MainActor
struct AlertTests {
  @Test("an alert keeps its title, message, style and actions in order")
  func contents() {
    let alert = UIAlertController(
      title: "Delete place?", message: "It will be gone.", preferredStyle: .alert)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    alert.addAction(delete)
    alert.addAction(cancel)
    alert.preferredAction = delete

    expectEqual(alert.title, "Delete place?")
    expectEqual(alert.message, "It will be gone.")
    expectEqual(alert.preferredStyle, .alert)
    expectEqual(alert.actions, [delete, cancel])
    expectIdentical(alert.preferredAction, delete)
    expectNil(alert.textFields)
    expectEqual(alert.modalPresentationStyle, .custom)
    expectEqual(delete.style, .destructive)
    expectTrue(delete.isEnabled)
    expectEqual(UIAlertController.Style.actionSheet.rawValue, 0)
    expectEqual(UIAlertAction.Style.destructive.rawValue, 2)
  }

  @Test("tapping an action dismisses the alert, then runs its handler when the dismissal ends")
  func handlerAfterDismissal() async throws {
    let stage = ModalStage()
    var events: [String] = []
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { action in
        events.append(
          "handler \(action.title ?? "") presented: \(alert.presentingViewController != nil)")
      })
    stage.root.present(alert, animated: true)
    await drainMainQueue()

    try Touches(window: stage.window).tapAlertAction(titled: "OK")

    #expect(events.isEmpty)
    expectTrue(alert.isBeingDismissed)
    await drainMainQueue()
    expectEqual(events, ["handler OK presented: false"])
    expectNil(stage.root.presentedViewController)
  }

  @Test("an alert keeps its presenter on screen: the presenter hears no disappearance")
  func presenterStays() {
    let stage = ModalStage()
    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Close", style: .cancel))

    stage.root.present(alert, animated: false)

    expectEqual(stage.log.take(), [])
    expectIdentical(stage.root.view.window, stage.window)
  }

  @Test("a disabled action cannot be tapped, and its handler never runs")
  func disabledAction() throws {
    let stage = ModalStage()
    var ran = false
    let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
    ok.isEnabled = false
    alert.addAction(ok)
    stage.root.present(alert, animated: false)

    let error = thrownError(TouchError.self) {
      try Touches(window: stage.window).tapAlertAction(titled: "OK")
    }

    expectEqual(error?.description, "the alert's action \"OK\" is disabled")
    expectFalse(ran)
    expectIdentical(stage.root.presentedViewController, alert)
  }

  @Test("text fields are configured when added, typed into, and read by the handler")
  func textFields() async throws {
    let stage = ModalStage()
    var typed: [String?] = []
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Name" }
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
    }
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { _ in
        typed = alert.textFields?.map(\.text) ?? []
      })
    expectEqual(alert.textFields?.map(\.placeholder), ["Name", "Password"])
    stage.root.present(alert, animated: false)
    let touches = Touches(window: stage.window)

    try touches.typeInAlert("Home")
    try touches.typeInAlert("pw", field: 1)
    try touches.tapAlertAction(titled: "Save")
    await drainMainQueue()

    expectEqual(typed, ["Home", "pw"])
  }

  @Test("typing in an alert's text field sends its editing events, so an action can enable itself")
  func editingEnablesAction() throws {
    let stage = ModalStage()
    let alert = UIAlertController(title: "New list", message: nil, preferredStyle: .alert)
    let create = UIAlertAction(title: "Create", style: .default)
    create.isEnabled = false
    alert.addTextField { field in
      field.placeholder = "Name"
      field.addAction(
        UIAction { _ in create.isEnabled = !(field.text ?? "").isEmpty }, for: .editingChanged)
    }
    alert.addAction(create)
    stage.root.present(alert, animated: false)

    try Touches(window: stage.window).typeInAlert("G")

    expectTrue(create.isEnabled)
    expectEqual(alert.textFields?.first?.isFirstResponder, true)
  }

  @Test("the transcript shows an alert's title, message, text fields and actions")
  func transcript() throws {
    let stage = ModalStage()
    let alert = UIAlertController(
      title: "Rename", message: "Choose a name.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { $0.isSecureTextEntry = true }
    let save = UIAlertAction(title: "Save", style: .default)
    alert.addAction(save)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = save
    save.isEnabled = false
    stage.root.present(alert, animated: false)
    try Touches(window: stage.window).typeInAlert("abc", field: 1)

    expectEqual(
      ScreenTranscript.render(stage.window),
      """
      alert over "A": Rename
        message: Choose a name.
        text field: empty (placeholder "Name")
        text field: "•••"
        button: [Save] (preferred, disabled)
        button: [Delete] (destructive)
        button: [Cancel] (cancel)

      """)
  }

  @Test(
    "an action sheet is named so in the transcript; touching an alert that is not there says so")
  func actionSheetTranscript() {
    let stage = ModalStage()
    let touches = Touches(window: stage.window)
    #expect(
      thrownError(TouchError.self) { try touches.tapAlertAction(titled: "OK") }?.description
        == "there is no alert on this screen")
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    stage.root.present(sheet, animated: false)

    expectEqual(
      ScreenTranscript.render(stage.window),
      """
      action sheet over "A": Share
        button: [Copy]

      """)
    #expect(
      thrownError(TouchError.self) { try touches.tapAlertAction(titled: "Paste") }?.description
        == "the alert has no action \"Paste\"; actions: [Copy]")
  }
}
