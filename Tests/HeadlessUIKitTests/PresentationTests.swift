import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A screen that logs its lifecycle, marking calls made while it is being presented or
/// dismissed.
class ModalScreen: UIViewController {
  let log: EventLog

  init(_ title: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func record(_ event: String) {
    var marks = ""
    if isBeingPresented { marks += " isBeingPresented" }
    if isBeingDismissed { marks += " isBeingDismissed" }
    log.record("\(title ?? "?") \(event)\(marks)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }
}

/// A screen that presents another one from its viewDidAppear.
final class PresentingOnAppear: ModalScreen {
  var following: UIViewController?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let following, presentedViewController == nil else { return }
    present(following, animated: true)
  }
}

/// A window whose root navigation controller shows screen A, on screen, with an empty log.
@MainActor
final class ModalStage {
  let log = EventLog()
  let window = UIWindow()
  let root: ModalScreen
  let navigation: UINavigationController

  init() {
    root = ModalScreen("A", log: log)
    navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    _ = log.take()
  }

  func screen(_ title: String, style: UIModalPresentationStyle = .automatic) -> ModalScreen {
    let screen = ModalScreen(title, log: log)
    screen.modalPresentationStyle = style
    return screen
  }
}

@Suite("Modal presentation") @MainActor
struct PresentationTests {
  @Test(
    "an animated full-screen presentation: the will calls now, B's did-appear then A's did-disappear and the completion on the next turn"
  )
  func animatedFullScreen() async {
    let stage = ModalStage()
    let b = stage.screen("B", style: .fullScreen)

    stage.root.present(b, animated: true) { stage.log.record("completion") }

    expectEqual(
      stage.log.take(),
      [
        "B viewDidLoad", "A viewWillDisappear",
        "B viewWillAppear isBeingPresented",
      ])
    expectTrue(b.isBeingPresented)
    expectIdentical(stage.navigation.presentedViewController, b)
    expectIdentical(stage.root.presentedViewController, b)
    expectIdentical(b.presentingViewController, stage.navigation)
    expectIdentical(stage.root.view.window, stage.window)

    await drainMainQueue()

    expectEqual(
      stage.log.take(),
      [
        "B viewDidAppear isBeingPresented", "A viewDidDisappear", "completion",
      ])
    expectFalse(b.isBeingPresented)
    expectNil(stage.root.viewIfLoaded?.window)
    expectIdentical(b.view.window, stage.window)
  }

  @Test("a presentation that is not animated ends at once")
  func notAnimated() {
    let stage = ModalStage()
    let b = stage.screen("B", style: .fullScreen)

    stage.root.present(b, animated: false) { stage.log.record("completion") }

    expectEqual(
      stage.log.take(),
      [
        "B viewDidLoad", "A viewWillDisappear",
        "B viewWillAppear isBeingPresented", "B viewDidAppear isBeingPresented",
        "A viewDidDisappear", "completion",
      ])
  }

  @Test("a sheet, the automatic style, leaves the presenter on screen: it hears nothing")
  func sheetKeepsPresenter() async {
    let stage = ModalStage()
    let b = stage.screen("B")

    stage.root.present(b, animated: true)
    await drainMainQueue()

    expectEqual(
      stage.log.take(),
      [
        "B viewDidLoad", "B viewWillAppear isBeingPresented",
        "B viewDidAppear isBeingPresented",
      ])
    expectEqual(b.presentationController?.presentationStyle, .pageSheet)
    expectEqual(b.modalPresentationStyle, .automatic)
    expectIdentical(stage.root.view.window, stage.window)

    b.dismiss(animated: true) { stage.log.record("completion") }
    expectEqual(stage.log.take(), ["B viewWillDisappear isBeingDismissed"])
    await drainMainQueue()
    expectEqual(stage.log.take(), ["B viewDidDisappear isBeingDismissed", "completion"])
  }

  @Test("dismissing a full-screen presentation: B disappears and A appears again, in UIKit's order")
  func dismissFullScreen() async {
    let stage = ModalStage()
    let b = stage.screen("B", style: .fullScreen)
    stage.root.present(b, animated: false)
    _ = stage.log.take()

    stage.navigation.dismiss(animated: true) { stage.log.record("completion") }

    expectEqual(stage.log.take(), ["B viewWillDisappear isBeingDismissed", "A viewWillAppear"])
    expectTrue(b.isBeingDismissed)
    expectIdentical(stage.navigation.presentedViewController, b)
    expectIdentical(stage.root.view.window, stage.window)

    await drainMainQueue()

    expectEqual(
      stage.log.take(), ["B viewDidDisappear isBeingDismissed", "A viewDidAppear", "completion"])
    expectNil(stage.navigation.presentedViewController)
    expectNil(b.presentingViewController)
    expectNil(b.viewIfLoaded?.window)
    expectEqual(stage.window.subviews.map { $0 === stage.navigation.view }, [true])
  }

  @Test("dismiss called on the presented view controller asks its presenter to dismiss it")
  func dismissFromPresented() {
    let stage = ModalStage()
    let b = stage.screen("B")
    stage.root.present(b, animated: false)

    b.dismiss(animated: false)

    expectNil(stage.root.presentedViewController)
    expectNil(b.presentingViewController)
  }

  @Test("dismissing the presenter of a stack dismisses every presented view controller")
  func dismissStack() {
    let stage = ModalStage()
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.root.present(b, animated: false)
    b.present(c, animated: false)
    expectIdentical(b.presentedViewController, c)
    expectIdentical(c.presentingViewController, b)
    _ = stage.log.take()

    stage.root.dismiss(animated: false)

    expectEqual(
      stage.log.take(),
      [
        "C viewWillDisappear isBeingDismissed", "B viewWillDisappear isBeingDismissed",
        "C viewDidDisappear isBeingDismissed", "B viewDidDisappear isBeingDismissed",
      ])
    expectNil(stage.root.presentedViewController)
    expectNil(b.presentedViewController)
  }

  @Test("presenting while a presentation runs is ignored, and its completion never runs")
  func presentWhilePresenting() async {
    let stage = ModalStage()
    let b = stage.screen("B")
    let c = stage.screen("C")
    var completions = 0
    stage.root.present(b, animated: true)

    stage.root.present(c, animated: true) { completions += 1 }
    await drainMainQueue()

    expectIdentical(stage.root.presentedViewController, b)
    expectNil(c.presentingViewController)
    expectFalse(c.isViewLoaded)
    expectEqual(completions, 0)
  }

  @Test(
    "a screen being presented cannot present until its presentation ends; from its viewDidAppear it can"
  )
  func presentFromDidAppear() async {
    let stage = ModalStage()
    let b = PresentingOnAppear("B", log: stage.log)
    let c = stage.screen("C")

    stage.root.present(b, animated: true)
    b.present(c, animated: false)
    expectNil(b.presentedViewController)

    b.following = c
    await drainMainQueue()
    await drainMainQueue()

    expectIdentical(b.presentedViewController, c)
    expectIdentical(c.presentingViewController, b)
  }

  @Test("a screen presented and dismissed, once dropped, is gone, as is one never presented")
  func noLeaks() async {
    let stage = ModalStage()
    weak var weakPresented: UIViewController?
    weak var weakController: UIPresentationController?
    weak var weakLoose: UIViewController?
    do {
      let b = stage.screen("B")
      b.presentationController?.delegate = nil
      weakPresented = b
      weakController = b.presentationController
      stage.root.present(b, animated: true)
      await drainMainQueue()
      b.dismiss(animated: true)
      await drainMainQueue()
      let loose = UIViewController()
      _ = loose.presentationController
      weakLoose = loose
    }
    await drainMainQueue()

    expectNil(weakPresented)
    expectNil(weakController)
    expectNil(weakLoose)
  }

  @Test("a view controller whose view is not in a window presents nothing")
  func presentOffScreen() {
    let log = EventLog()
    let loose = ModalScreen("A", log: log)
    let b = ModalScreen("B", log: log)

    loose.present(b, animated: false)

    expectNil(loose.presentedViewController)
    expectNil(b.presentingViewController)
  }

  @Test("a presented navigation controller's screens see it as presented, and push inside it")
  func presentedNavigation() async {
    let stage = ModalStage()
    let edit = stage.screen("Edit")
    let modal = UINavigationController(rootViewController: edit)
    modal.modalPresentationStyle = .fullScreen
    stage.root.present(modal, animated: false)

    expectIdentical(edit.presentingViewController, stage.navigation)
    expectIdentical(edit.navigationController, modal)
    expectIdentical(stage.navigation.visibleViewController, modal)
    expectIdentical(edit.presentationController, modal.presentationController)

    let detail = stage.screen("Detail")
    modal.pushViewController(detail, animated: true)
    await drainMainQueue()
    expectEqual(modal.viewControllers, [edit, detail])

    detail.dismiss(animated: false)
    expectNil(stage.navigation.presentedViewController)
  }

  @Test("a show from a screen in a navigation controller pushes, and from a loose screen presents")
  func show() {
    let stage = ModalStage()
    let b = stage.screen("B")
    stage.root.show(b, sender: nil)
    expectIdentical(stage.navigation.topViewController, b)

    let c = stage.screen("C")
    let alone = ModalStage()
    let looseRoot = UIViewController()
    alone.window.rootViewController = looseRoot
    looseRoot.show(c, sender: nil)
    expectIdentical(looseRoot.presentedViewController, c)
  }

  @Test("the presentation settings keep their values, with UIKit's defaults")
  func settings() {
    let screen = UIViewController()
    expectEqual(screen.modalPresentationStyle, .automatic)
    expectEqual(screen.modalTransitionStyle, .coverVertical)
    expectFalse(screen.isModalInPresentation)
    expectFalse(screen.definesPresentationContext)
    expectFalse(screen.providesPresentationContextTransitionStyle)
    expectEqual(UIModalPresentationStyle.automatic.rawValue, -2)
    expectEqual(UIModalPresentationStyle.overCurrentContext.rawValue, 6)
    expectEqual(UIModalTransitionStyle.partialCurl.rawValue, 3)
    screen.modalTransitionStyle = .crossDissolve
    screen.isModalInPresentation = true
    expectEqual(screen.modalTransitionStyle, .crossDissolve)
    expectTrue(screen.isModalInPresentation)
  }

  @Test(
    "a current-context presentation is presented by the view controller that defines the context")
  func currentContext() {
    let stage = ModalStage()
    stage.root.definesPresentationContext = true
    let b = stage.screen("B", style: .overCurrentContext)

    stage.root.present(b, animated: false)

    expectIdentical(b.presentingViewController, stage.root)
    expectNil(stage.navigation.presentedViewController)
  }
}
