import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A sheet delegate that records detent changes and dismissals.
final class DetentDelegateSpy: NSObject, UISheetPresentationControllerDelegate {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.record(
      "didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.record("willDismiss")
  }
}

@Suite("Sheet presentation controllers") @MainActor
struct SheetPresentationTests {
  nonisolated static let sheetStyles: [UIModalPresentationStyle] = [
    .automatic, .pageSheet, .formSheet,
  ]
  nonisolated static let otherStyles: [UIModalPresentationStyle] = [
    .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover, .custom,
  ]

  @Test("a page or form sheet has a sheet presentation controller", arguments: sheetStyles)
  func sheetStylesHaveOne(style: UIModalPresentationStyle) {
    let stage = ModalStage()
    let sheet = stage.screen("Filters", style: style)
    let controller = sheet.sheetPresentationController
    expectNotNil(controller)
    stage.root.present(sheet, animated: false)
    expectIdentical(sheet.presentationController, controller)
  }

  @Test("any other style has none, as Apple documents", arguments: otherStyles)
  func otherStylesHaveNone(style: UIModalPresentationStyle) {
    let screen = UIViewController()
    screen.modalPresentationStyle = style
    expectNil(screen.sheetPresentationController)
  }

  @Test("a new sheet rests at the large detent, with Apple's defaults")
  func defaults() throws {
    let sheet = try #require(UIViewController().sheetPresentationController)
    expectEqual(sheet.detents.map(\.identifier), [.large])
    expectNil(sheet.selectedDetentIdentifier)
    expectNil(sheet.largestUndimmedDetentIdentifier)
    expectFalse(sheet.prefersGrabberVisible)
    expectTrue(sheet.prefersScrollingExpandsWhenScrolledToEdge)
    expectNil(sheet.preferredCornerRadius)
    expectEqual(
      UISheetPresentationController.Detent.Identifier.medium.rawValue, "com.apple.UIKit.medium")
  }

  @Test(
    "the sheet shows at its smallest detent until one is selected, and the transcript says which")
  func detentsAreKeptAndShown() throws {
    let stage = ModalStage()
    let filters = stage.screen("Filters")
    let sheet = try #require(filters.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    sheet.prefersGrabberVisible = true
    stage.root.present(filters, animated: false)

    expectEqual(sheet.detents.map(\.identifier), [.medium, .large])
    #expect(
      ScreenTranscript.render(stage.window).hasPrefix("presented page sheet (medium) over \"A\""))

    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    #expect(ScreenTranscript.render(stage.window).hasPrefix("presented page sheet over \"A\""))
  }

  @Test("a swipe down rests at the next smaller detent, then dismisses, telling the delegate")
  func swipeDownThroughDetents() async throws {
    let stage = ModalStage()
    let spy = DetentDelegateSpy(log: stage.log)
    let map = stage.screen("Map")
    let sheet = try #require(map.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    sheet.selectedDetentIdentifier = .large
    sheet.delegate = spy
    stage.root.present(map, animated: false)
    _ = stage.log.take()
    let touches = Touches(window: stage.window)

    try touches.swipeDownSheet()
    expectEqual(stage.log.take(), ["didChangeDetent com.apple.UIKit.medium"])
    expectEqual(sheet.selectedDetentIdentifier, .medium)
    expectIdentical(stage.root.presentedViewController, map)

    try touches.swipeDownSheet()
    await drainMainQueue()
    #expect(stage.log.take().contains("willDismiss"))
    expectNil(stage.root.presentedViewController)
  }

  @Test("a sheet that is modal in presentation still moves between detents, but stays")
  func modalSheetKeepsItsDetents() throws {
    let stage = ModalStage()
    let form = stage.screen("Form")
    form.isModalInPresentation = true
    let sheet = try #require(form.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    sheet.selectedDetentIdentifier = .large
    stage.root.present(form, animated: false)
    let touches = Touches(window: stage.window)

    try touches.swipeDownSheet()
    expectEqual(sheet.selectedDetentIdentifier, .medium)
    try touches.swipeDownSheet()
    expectIdentical(stage.root.presentedViewController, form)
  }

  @Test("a custom detent resolves from the context, and has a random identifier unless given one")
  func customDetents() throws {
    let stage = ModalStage()
    let picker = stage.screen("Picker")
    let sheet = try #require(picker.sheetPresentationController)
    let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) {
      context in context.maximumDetentValue * 0.25
    }
    let first = UISheetPresentationController.Detent.custom { _ in 200 }
    let second = UISheetPresentationController.Detent.custom { _ in nil }
    #expect(first.identifier != second.identifier)
    sheet.detents = [small, .large()]
    stage.root.present(picker, animated: false)

    #expect(
      ScreenTranscript.render(stage.window).hasPrefix("presented page sheet (small) over \"A\""))
  }
}
