import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// Records what a presentation controller tells its delegate, and answers whether to dismiss.
final class SheetDelegateSpy: NSObject, UIAdaptivePresentationControllerDelegate {
  let log: EventLog
  var allowsDismissal = true

  init(log: EventLog) {
    self.log = log
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.record("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.record("didAttemptToDismiss")
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.record("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.record("didDismiss")
  }
}

@Suite("Bar button items and sheets") @MainActor
struct BarButtonAndSheetTests {
  @Test("a bar button item runs its primary action with itself as the sender when tapped")
  func primaryAction() throws {
    let stage = ModalStage()
    var senders: [String] = []
    let add = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction(title: "ignored") { action in
        senders.append(((action.sender as? UIBarButtonItem)?.accessibilityLabel) ?? "?")
      })
    let edit = UIBarButtonItem(
      primaryAction: UIAction(title: "Edit") { _ in senders.append("edit") })
    stage.root.navigationItem.rightBarButtonItems = [add, edit]
    let touches = Touches(window: stage.window)

    try touches.tapBarButton(.add)
    try touches.tapBarButton(titled: "Edit")

    expectEqual(senders, ["Add", "edit"])
    expectNil(add.title)
    expectIdentical(stage.root.navigationItem.rightBarButtonItem, add)
  }

  @Test("an item takes its primary action's title and image, unless it is a system item")
  func titleFromAction() {
    let image = UIImage(systemName: "plus")
    let action = UIAction(title: "New", image: image) { _ in }
    let item = UIBarButtonItem(title: "Old", primaryAction: action)
    expectEqual(item.title, "New")
    #expect(item.primaryAction !== action)
    expectEqual(item.primaryAction?.identifier, action.identifier)
    expectIdentical(item.image, image)
    expectEqual(item.style, .plain)
    expectTrue(item.isEnabled)
    expectEqual(UIBarButtonItem.SystemItem.close.rawValue, 24)
    expectEqual(UIBarButtonItem.Style.done.rawValue, 2)
  }

  @Test("an item keeps a copy of its menu, whose actions and options stay as made")
  func menu() {
    let sort = UIMenu(
      title: "Sort", options: .singleSelection,
      children: [UIAction(title: "Name") { _ in }, UIAction(title: "Distance") { _ in }])
    let item = UIBarButtonItem(title: "Sort", menu: sort)

    #expect(item.menu !== sort)
    expectEqual(item.menu?.identifier, sort.identifier)
    expectEqual(item.menu?.children.map(\.title), ["Name", "Distance"])
    expectEqual(item.menu?.options, .singleSelection)
    #expect(sort.replacingChildren([]).children.isEmpty)
    #expect(UIMenu().identifier != UIMenu().identifier)
    expectEqual(UIMenu.Options.displayAsPalette.rawValue, 128)
  }

  @Test("a disabled bar button cannot be tapped; its action does not run")
  func disabled() {
    let stage = ModalStage()
    var ran = false
    let save = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in ran = true })
    save.isEnabled = false
    stage.root.navigationItem.rightBarButtonItem = save

    let error = thrownError(TouchError.self) {
      try Touches(window: stage.window).tapBarButton(titled: "Save")
    }
    save.simulateTap()

    expectEqual(error?.description, "the bar button \"Save\" is disabled")
    expectFalse(ran)
  }

  @Test("left items replace the back button unless they supplement it")
  func leftItemsAndBack() throws {
    let stage = ModalStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    b.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
    b.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Save"), UIBarButtonItem(systemItem: .add),
    ]
    b.navigationItem.rightBarButtonItems?.first?.isEnabled = false
    expectEqual(
      ScreenTranscript.render(stage.window),
      """
      screen 2 of 2: B
      bar: left [Cancel]  right [Add] [Save, disabled]

      """)
    #expect(thrownError(TouchError.self) { try Touches(window: stage.window).tapBack() } != nil)

    b.navigationItem.leftItemsSupplementBackButton = true
    stage.root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Places")

    expectEqual(
      ScreenTranscript.render(stage.window),
      """
      screen 2 of 2: B  ‹ Places
      bar: left [Cancel]  right [Add] [Save, disabled]

      """)
  }

  @Test("the navigation item's other settings keep their values")
  func itemSettings() {
    let item = UINavigationItem(title: "Places")
    expectEqual(item.largeTitleDisplayMode, .automatic)
    item.largeTitleDisplayMode = .never
    item.setHidesBackButton(true, animated: true)
    item.setRightBarButton(UIBarButtonItem(title: "Done"), animated: true)
    item.setLeftBarButtonItems(
      [UIBarButtonItem(title: "A"), UIBarButtonItem(title: "B")], animated: false)
    expectEqual(item.largeTitleDisplayMode, .never)
    expectTrue(item.hidesBackButton)
    expectEqual(item.rightBarButtonItems?.map(\.title), ["Done"])
    expectEqual(item.leftBarButtonItem?.title, "A")
    item.setLeftBarButton(nil, animated: false)
    item.setRightBarButtonItems(nil, animated: false)
    expectNil(item.leftBarButtonItems)
    expectNil(item.rightBarButtonItem)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.prefersLargeTitles = true
    expectTrue(navigation.navigationBar.prefersLargeTitles)
  }

  @Test("the transcript says a screen is presented, how, and over which screen")
  func presentedTranscript() {
    let stage = ModalStage()
    let filters = UIViewController()
    filters.title = "Filters"
    let modal = UINavigationController(rootViewController: filters)
    stage.root.present(modal, animated: false)

    expectEqual(
      ScreenTranscript.render(stage.window),
      """
      presented page sheet over "A"
      screen 1 of 1: Filters

      """)

    let photo = UIViewController()
    photo.title = "Photo"
    photo.modalPresentationStyle = .fullScreen
    filters.present(photo, animated: false)

    expectEqual(
      ScreenTranscript.render(stage.window),
      """
      presented full screen over "Filters"
      screen: Photo

      """)
  }

  @Test("swiping a sheet down dismisses it and tells the delegate it will, then did")
  func swipeDown() async throws {
    let stage = ModalStage()
    let spy = SheetDelegateSpy(log: stage.log)
    let b = stage.screen("B")
    b.presentationController?.delegate = spy
    stage.root.present(b, animated: false)
    _ = stage.log.take()

    try Touches(window: stage.window).swipeDownSheet()

    expectEqual(
      stage.log.take(), ["shouldDismiss", "willDismiss", "B viewWillDisappear isBeingDismissed"])
    await drainMainQueue()
    expectEqual(stage.log.take(), ["B viewDidDisappear isBeingDismissed", "didDismiss"])
    expectNil(stage.root.presentedViewController)
  }

  @Test("a sheet that is modal in presentation, or whose delegate refuses, stays")
  func swipeRefused() throws {
    let stage = ModalStage()
    let spy = SheetDelegateSpy(log: stage.log)
    let edit = stage.screen("Edit")
    let modal = UINavigationController(rootViewController: edit)
    modal.presentationController?.delegate = spy
    stage.root.present(modal, animated: false)
    _ = stage.log.take()
    let touches = Touches(window: stage.window)

    edit.isModalInPresentation = true
    try touches.swipeDownSheet()
    expectEqual(stage.log.take(), ["didAttemptToDismiss"])

    edit.isModalInPresentation = false
    spy.allowsDismissal = false
    try touches.swipeDownSheet()
    expectEqual(stage.log.take(), ["shouldDismiss", "didAttemptToDismiss"])
    expectIdentical(stage.root.presentedViewController, modal)
  }

  @Test("a full-screen presentation does not swipe down")
  func fullScreenDoesNotSwipe() {
    let stage = ModalStage()
    stage.root.present(stage.screen("B", style: .fullScreen), animated: false)

    let error = thrownError(TouchError.self) {
      try Touches(window: stage.window).swipeDownSheet()
    }

    expectEqual(
      error?.description, "the presented screen is full screen, not a sheet: it does not swipe down"
    )
  }

  @Test("a hidden navigation bar hides the back button and the bar buttons")
  func hiddenNavigationBar() {
    let stage = ModalStage()
    let b = stage.screen("B")
    b.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
    stage.navigation.pushViewController(b, animated: false)

    stage.navigation.setNavigationBarHidden(true, animated: true)

    expectTrue(stage.navigation.isNavigationBarHidden)
    expectTrue(stage.navigation.navigationBar.isHidden)
    expectEqual(ScreenTranscript.render(stage.window), "screen 2 of 2: B\n")
    #expect(thrownError(TouchError.self) { try Touches(window: stage.window).tapBack() } != nil)
  }

  @Test("a search bar set as the title view shows in the navigation bar and takes keystrokes")
  func titleViewSearchBar() throws {
    let stage = ModalStage()
    let searchBar = UISearchBar()
    searchBar.placeholder = "Places"
    stage.root.navigationItem.titleView = searchBar

    expectEqual(
      ScreenTranscript.render(stage.window),
      "screen 1 of 1: A\nsearch: empty (placeholder \"Places\") (in the navigation bar)\n")
    try Touches(window: stage.window).type("ab")
    expectEqual(searchBar.text, "ab")
  }

  @Test("only a popover has a popover presentation controller, which keeps where it points")
  func popover() {
    let stage = ModalStage()
    let sheet = UIViewController()
    expectNil(sheet.popoverPresentationController)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    let controller = popover.popoverPresentationController
    controller?.sourceView = stage.root.view
    controller?.permittedArrowDirections = [.up, .down]

    stage.root.present(popover, animated: false)

    expectNotNil(controller)
    expectIdentical(popover.presentationController, controller)
    expectIdentical(controller?.sourceView, stage.root.view)
    expectEqual(controller?.sourceRect, .null)
    expectEqual(controller?.permittedArrowDirections, [.up, .down])
    expectEqual(UIPopoverArrowDirection.any.rawValue, 15)
    expectEqual(controller?.presentationStyle, .popover)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    expectNil(alert.popoverPresentationController)
  }
}
