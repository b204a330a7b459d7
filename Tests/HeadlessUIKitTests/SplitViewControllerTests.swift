import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Split view controllers") @MainActor
struct SplitViewControllerTests {
  let log = EventLog()
  let window = UIWindow()

  final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    let log: EventLog
    var discardsSecondary = false
    var handlesShowing = false
    var topColumn: UISplitViewController.Column?

    init(log: EventLog) { self.log = log }

    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
      log.record("willChangeTo \(displayMode.rawValue), was \(svc.displayMode.rawValue)")
    }

    func splitViewController(
      _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
      log.record("show \(vc.title ?? "")")
      return handlesShowing
    }

    func splitViewController(
      _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
      sender: Any?
    ) -> Bool {
      log.record("showDetail \(vc.title ?? "")")
      return handlesShowing
    }

    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool {
      log.record("collapse \(secondaryViewController.title ?? "") onto primary")
      return discardsSecondary
    }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      log.record("top column? proposed \(proposedTopColumn.rawValue)")
      return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      log.record("didCollapse")
    }
  }

  // A classic split view controller: a navigation controller of mailboxes, and a message.
  func makeClassic() -> (UISplitViewController, UINavigationController, UIViewController) {
    let split = UISplitViewController()
    let mailboxes = UINavigationController(
      rootViewController: LifecycleViewController("Mailboxes", log: log))
    let message = LifecycleViewController("Message", log: log)
    split.viewControllers = [mailboxes, message]
    return (split, mailboxes, message)
  }

  func putOnScreen(_ controller: UIViewController) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  // The classic split view controller on screen, collapsed to its mailboxes: its delegate
  // discarded the message.
  func collapsedMailboxes() -> (UISplitViewController, UINavigationController, SplitDelegate) {
    let (split, mailboxes, _) = makeClassic()
    let delegate = SplitDelegate(log: log)
    delegate.discardsSecondary = true
    split.delegate = delegate
    putOnScreen(split)
    _ = log.take()
    return (split, mailboxes, delegate)
  }

  @Test(
    "a classic one is expanded until it appears, then collapses: the primary pushes the secondary")
  func classicCollapse() {
    let (split, mailboxes, message) = makeClassic()
    let delegate = SplitDelegate(log: log)
    split.delegate = delegate
    #expect(!split.isCollapsed && split.style == .unspecified)
    #expect(
      split.viewControllers == [mailboxes, message] && split.children == [mailboxes, message])
    #expect(message.splitViewController === split && message.navigationController == nil)

    putOnScreen(split)

    #expect(split.isCollapsed && split.viewControllers == [mailboxes])
    #expect(split.children == [mailboxes])
    #expect(mailboxes.viewControllers.map(\.title) == ["Mailboxes", "Message"])
    #expect(message.navigationController === mailboxes && message.splitViewController === split)
    expectEqual(
      log.take().filter { !$0.hasPrefix("Mailboxes viewDidLoad") },
      [
        "Mailboxes willMove(toParent: navigation)", "Mailboxes didMove(toParent: navigation)",
        "Message willMove(toParent: ?)", "Message didMove(toParent: ?)",
        "Message willMove(toParent: nil)", "Message didMove(toParent: nil)",
        "collapse Message onto primary", "Message willMove(toParent: navigation)",
        "Message viewDidLoad", "Message didMove(toParent: navigation)", "Message viewWillAppear",
        "Message viewDidAppear",
      ])
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Message  ‹ Mailboxes\n")
  }

  @Test("a delegate that returns true from collapseSecondary discards the secondary")
  func discardingCollapse() {
    let (split, mailboxes, message) = makeClassic()
    let delegate = SplitDelegate(log: log)
    delegate.discardsSecondary = true
    split.delegate = delegate

    putOnScreen(split)

    #expect(mailboxes.viewControllers.map(\.title) == ["Mailboxes"])
    #expect(message.parent == nil && message.splitViewController == nil)
    #expect(!message.isViewLoaded && split.viewControllers == [mailboxes])
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Mailboxes\n")
  }

  @Test("collapsed, showDetailViewController asks the delegate, then pushes on the primary stack")
  func showDetailWhileCollapsed() async throws {
    let (split, mailboxes, delegate) = collapsedMailboxes()
    let inbox = LifecycleViewController("Inbox", log: log)

    mailboxes.topViewController?.showDetailViewController(inbox, sender: nil)

    #expect(mailboxes.viewControllers.map(\.title) == ["Mailboxes", "Inbox"])
    await drainMainQueue()
    expectEqual(
      log.take(),
      [
        "showDetail Inbox", "Inbox willMove(toParent: navigation)", "Inbox viewDidLoad",
        "Mailboxes viewWillDisappear", "Inbox viewWillAppear isMovingToParent",
        "Mailboxes viewDidDisappear", "Inbox viewDidAppear isMovingToParent",
        "Inbox didMove(toParent: navigation)",
      ])
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Inbox  ‹ Mailboxes\n")

    try Touches(window: window).tapBack()
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Mailboxes\n")

    delegate.handlesShowing = true
    split.showDetailViewController(UIViewController(), sender: nil)
    #expect(mailboxes.viewControllers.count == 1)
  }

  @Test("show(_:sender:) from the primary stack pushes; the split view's own asks its delegate")
  func showWhileCollapsed() async {
    let (split, mailboxes, delegate) = collapsedMailboxes()
    let flagged = UIViewController()
    flagged.title = "Flagged"

    split.show(flagged, sender: nil)
    await drainMainQueue()
    #expect(
      log.take() == ["show Flagged", "Mailboxes viewWillDisappear", "Mailboxes viewDidDisappear"])
    #expect(mailboxes.topViewController === flagged)

    let vip = UIViewController()
    flagged.show(vip, sender: nil)
    await drainMainQueue()
    #expect(mailboxes.topViewController === vip && log.take().isEmpty)

    delegate.handlesShowing = true
    split.show(UIViewController(), sender: nil)
    #expect(mailboxes.topViewController === vip)
  }

  @Test("expanded, showDetailViewController replaces the secondary; show replaces the primary")
  func showWhileExpanded() {
    let (split, mailboxes, message) = makeClassic()
    let other = UIViewController()

    split.showDetailViewController(other, sender: nil)
    #expect(split.viewControllers == [mailboxes, other] && message.parent == nil)

    let list = UIViewController()
    split.show(list, sender: nil)
    #expect(split.viewControllers == [list, other] && mailboxes.splitViewController == nil)
  }

  @Test("without a split view controller, showDetailViewController presents")
  func showDetailWithoutSplit() {
    let home = UIViewController()
    putOnScreen(UINavigationController(rootViewController: home))
    let detail = UIViewController()

    home.showDetailViewController(detail, sender: nil)

    #expect(detail.presentingViewController != nil && home.splitViewController == nil)
  }

  @Test("the display mode follows the preferred one, never automatic, and tells the delegate")
  func displayMode() {
    let (split, _, _) = makeClassic()
    _ = log.take()
    let delegate = SplitDelegate(log: log)
    split.delegate = delegate
    #expect(split.preferredDisplayMode == .automatic && split.displayMode == .secondaryOnly)

    split.preferredDisplayMode = .allVisible
    #expect(split.displayMode == .oneBesideSecondary)
    split.preferredDisplayMode = .oneBesideSecondary
    split.preferredDisplayMode = .automatic
    #expect(log.take() == ["willChangeTo 2, was 1", "willChangeTo 1, was 2"])
    #expect(split.displayMode == .secondaryOnly)
  }

  @Test("the display mode button toggles the primary column; collapsed, it is hidden")
  func displayModeButton() {
    let (split, _, message) = makeClassic()
    let button = split.displayModeButtonItem
    #expect(button === split.displayModeButtonItem)
    button.simulateTap()
    #expect(split.displayMode == .oneBesideSecondary)
    message.navigationItem.leftBarButtonItem = button
    message.navigationItem.leftItemsSupplementBackButton = true
    message.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .reply)

    putOnScreen(split)
    button.simulateTap()

    #expect(split.displayMode == .oneBesideSecondary)
    expectEqual(
      ScreenTranscript.render(window), "screen 2 of 2: Message  ‹ Mailboxes\nbar: right [Reply]\n")
  }

  @Test("the kept settings have UIKit's defaults")
  func settings() {
    let split = UISplitViewController()
    #expect(split.presentsWithGesture && split.primaryEdge == .leading)
    #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    #expect(split.preferredSplitBehavior == .automatic && split.splitBehavior == .tile)
    split.presentsWithGesture = false
    split.primaryEdge = .trailing
    split.preferredPrimaryColumnWidthFraction = 0.4
    split.preferredSplitBehavior = .overlay
    #expect(!split.presentsWithGesture && split.primaryEdge == .trailing)
    #expect(split.preferredPrimaryColumnWidthFraction == 0.4 && split.splitBehavior == .overlay)
    #expect(split.viewController(for: .primary) == nil)
    split.setViewController(UIViewController(), for: .primary)
    #expect(split.viewControllers.isEmpty)
  }

  // A column-style split view controller with a list and a detail.
  func makeColumns() -> (UISplitViewController, UIViewController, UIViewController) {
    let split = UISplitViewController(style: .doubleColumn)
    let list = LifecycleViewController("List", log: log)
    let detail = LifecycleViewController("Detail", log: log)
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    return (split, list, detail)
  }

  @Test("columns are wrapped in navigation controllers and collapse with the secondary on top")
  func columnCollapse() {
    let (split, list, detail) = makeColumns()
    let delegate = SplitDelegate(log: log)
    split.delegate = delegate
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary) === list)
    #expect(split.viewController(for: .secondary) === detail)
    let listStack = list.navigationController
    #expect(listStack != nil && detail.navigationController != nil)
    #expect(split.viewControllers == [listStack, detail.navigationController].compactMap(\.self))

    putOnScreen(split)

    #expect(split.isCollapsed && split.viewControllers == [listStack].compactMap(\.self))
    #expect(listStack?.viewControllers == [list, detail])
    #expect(
      log.take().filter { !$0.contains("viewDidLoad") && !$0.contains("Move(toParent") }.prefix(2)
        == [
          "top column? proposed 2", "didCollapse",
        ])
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Detail  ‹ List\n")
  }

  @Test("collapsed with the primary on top, show(.secondary) pushes the detail; back pops it")
  func columnShow() async throws {
    let (split, list, detail) = makeColumns()
    let delegate = SplitDelegate(log: log)
    delegate.topColumn = .primary
    split.delegate = delegate
    putOnScreen(split)
    #expect(list.navigationController?.viewControllers == [list])
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: List\n")

    split.show(.secondary)
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Detail  ‹ List\n")
    #expect(split.viewController(for: .secondary) === detail)

    try Touches(window: window).tapBack()
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: List\n")

    split.show(.secondary)
    await drainMainQueue()
    split.show(.primary)
    await drainMainQueue()
    #expect(list.navigationController?.topViewController === list)
    split.hide(.primary)
    #expect(split.isCollapsed && list.navigationController?.topViewController === list)
  }

  @Test("collapsed, showDetailViewController sets and shows the secondary column")
  func columnShowDetail() async {
    let (split, list, _) = makeColumns()
    let delegate = SplitDelegate(log: log)
    delegate.topColumn = .primary
    split.delegate = delegate
    putOnScreen(split)
    let other = UIViewController()
    other.title = "Other"

    list.showDetailViewController(other, sender: nil)
    await drainMainQueue()

    #expect(split.viewController(for: .secondary) === other)
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Other  ‹ List\n")
  }

  @Test("a compact column's view controller is what a collapsed one shows")
  func compactColumn() {
    let (split, list, _) = makeColumns()
    let compact = UINavigationController(
      rootViewController: LifecycleViewController("Phone", log: log))
    split.setViewController(compact, for: .compact)
    #expect(split.viewController(for: .compact) === compact)

    putOnScreen(split)

    #expect(split.viewControllers == [compact] && list.viewIfLoaded?.window == nil)
    #expect(log.take().contains("Phone viewDidAppear"))
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Phone\n")
  }

  @Test("the split behavior and the column hiding of an expanded one change the display mode")
  func expandedColumns() {
    let (split, _, _) = makeColumns()
    split.show(.primary)
    #expect(split.displayMode == .oneBesideSecondary)
    split.hide(.primary)
    #expect(split.displayMode == .secondaryOnly)
    split.preferredSplitBehavior = .displace
    #expect(split.splitBehavior == .displace)
  }
}

extension SplitViewControllerTests {
  @Test("a secondary navigation controller is pushed whole; its screens read as one stack")
  func nestedNavigation() async throws {
    let split = UISplitViewController()
    let mailboxes = UINavigationController(
      rootViewController: LifecycleViewController("Mailboxes", log: log))
    let message = LifecycleViewController("Message", log: log)
    let messageStack = UINavigationController(rootViewController: message)
    split.viewControllers = [mailboxes, messageStack]
    putOnScreen(split)
    #expect(mailboxes.viewControllers.count == 2 && mailboxes.topViewController === messageStack)
    #expect(messageStack.navigationController === mailboxes)
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Message  ‹ Mailboxes\n")

    let attachment = UIViewController()
    attachment.title = "Attachment"
    message.show(attachment, sender: nil)
    await drainMainQueue()
    #expect(attachment.navigationController === messageStack)
    expectEqual(ScreenTranscript.render(window), "screen 3 of 3: Attachment  ‹ Message\n")

    let touches = Touches(window: window)
    try touches.tapBack()
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Message  ‹ Mailboxes\n")
    try touches.tapBack()
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Mailboxes\n")
    #expect(messageStack.parent == nil && split.viewControllers == [mailboxes])
  }

  @Test("three columns collapse onto the primary stack up to the top column the delegate picks")
  func tripleColumns() async {
    let split = UISplitViewController(style: .tripleColumn)
    let (folders, notes, note) = (UIViewController(), UIViewController(), UIViewController())
    (folders.title, notes.title, note.title) = ("Folders", "Notes", "Note")
    split.setViewController(folders, for: .primary)
    split.setViewController(notes, for: .supplementary)
    split.setViewController(note, for: .secondary)
    #expect(split.viewControllers.count == 3)
    let delegate = SplitDelegate(log: log)
    delegate.topColumn = .supplementary
    split.delegate = delegate

    putOnScreen(split)
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Notes  ‹ Folders\n")
    split.show(.secondary)
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 3 of 3: Note  ‹ Notes\n")
    split.show(.primary)
    await drainMainQueue()
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Folders\n")
  }
}

extension SplitViewControllerTests {
  final class FoldingViewController: UIViewController {
    var folded: UIViewController?

    override func collapseSecondaryViewController(
      _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
      folded = secondaryViewController
    }
  }

  @Test("without a delegate's answer the primary folds the secondary in; a plain one drops it")
  func primaryFoldsSecondary() {
    let split = UISplitViewController()
    let primary = FoldingViewController()
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    var delegate: SplitDelegate? = SplitDelegate(log: log)
    split.delegate = delegate
    delegate = nil
    #expect(split.delegate == nil)

    putOnScreen(split)

    #expect(primary.folded === secondary && secondary.parent == nil)
    #expect(split.viewControllers == [primary] && split.children == [primary])
    #expect(primary.view.superview === split.view)
    expectEqual(ScreenTranscript.render(window), "screen: (untitled)\n")
  }
}
