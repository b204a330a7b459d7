import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Interactions") @MainActor
struct InteractionTests {
  // An interaction of the kind apps write: it keeps its view and records what it is told.
  final class Recording: NSObject, UIInteraction {
    weak var view: UIView?
    var told: [String] = []

    func willMove(to view: UIView?) {
      told.append("will \(view?.accessibilityLabel ?? "nil")")
    }

    func didMove(to view: UIView?) {
      self.view = view
      told.append("did \(view?.accessibilityLabel ?? "nil")")
    }
  }

  final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var told: [String] = []
    var offersMenu = true
    var locations: [CGPoint] = []
    let preview = UIViewController()

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      locations.append(location)
      guard offersMenu else { return nil }
      let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
        self?.told.append("Delete")
      }
      let favourite = UIAction(title: "Favourite") { [weak self] _ in
        self?.told.append("Favourite")
      }
      let more = UIMenu(title: "More", children: [delete])
      return UIContextMenuConfiguration(
        identifier: "photo" as NSString, previewProvider: { [preview] in preview },
        actionProvider: { _ in UIMenu(children: [favourite, more]) })
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      told.append("display \((configuration.identifier as? NSString).map { String($0) } ?? "")")
      animator?.addAnimations { self.told.append("display animations") }
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      told.append("end")
      animator?.addCompletion { self.told.append("end completion") }
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      told.append("preview \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
      animator.addCompletion { [weak self] in
        self?.told.append("show preview \(animator.previewViewController === self?.preview)")
      }
    }
  }

  @Test("adding and removing an interaction tells it, and a view keeps each interaction once")
  func addAndRemove() {
    let (first, second) = (labeled("first"), labeled("second"))
    let interaction = Recording()

    first.addInteraction(interaction)
    first.addInteraction(interaction)
    second.addInteraction(interaction)
    second.removeInteraction(interaction)
    second.removeInteraction(interaction)

    expectEqual(
      interaction.told,
      [
        "will first", "did first", "will nil", "did nil", "will second", "did second", "will nil",
        "did nil",
      ])
    #expect(first.interactions.isEmpty && second.interactions.isEmpty)
    expectNil(interaction.view)
  }

  @Test("setting interactions removes the old ones and adds the new ones in order")
  func settingInteractions() {
    let view = labeled("screen")
    let kept = Recording()
    let dropped = Recording()
    let added = Recording()
    view.addInteraction(kept)
    view.addInteraction(dropped)

    view.interactions = [kept, added]

    #expect(
      view.interactions.map(ObjectIdentifier.init) == [kept, added].map(ObjectIdentifier.init))
    expectNil(dropped.view)
    expectIdentical(added.view, view)
    expectEqual(kept.told, ["will screen", "did screen"])
    expectEqual(dropped.told, ["will screen", "did screen", "will nil", "did nil"])
  }

  @Test("a context menu interaction keeps its delegate weakly and knows its view")
  func contextMenuInteractionBasics() {
    var delegate: MenuDelegate? = MenuDelegate()
    let interaction = UIContextMenuInteraction(delegate: delegate!)
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 80))

    view.addInteraction(interaction)

    expectIdentical(interaction.view, view)
    expectEqual(interaction.menuAppearance, .unknown)
    delegate = nil
    expectNil(interaction.delegate)
    expectNil(interaction.simulateLongPress(at: .zero))
  }

  @Test("a long press on a view asks for the menu at its centre; a tap ends it, then acts")
  func longPressTapsAction() async throws {
    let delegate = MenuDelegate()
    let thumbnail = UIImageView(frame: CGRect(x: 20, y: 100, width: 80, height: 60))
    thumbnail.accessibilityLabel = "Beach"
    let interaction = UIContextMenuInteraction(delegate: delegate)
    thumbnail.addInteraction(interaction)
    let window = makeWindow(showing: [thumbnail])
    let touches = Touches(window: window)
    let untouchable = thrownError(TouchError.self) {
      try touches.longPress("Beach", tapping: "Delete")
    }
    expectEqual(
      untouchable?.description, "\"Beach\" takes no touches: isUserInteractionEnabled is false")
    thumbnail.isUserInteractionEnabled = true

    try touches.longPress("Beach", tapping: "Delete")
    await drainMainQueue()

    expectEqual(delegate.locations, [CGPoint(x: 40, y: 30)])
    expectEqual(
      delegate.told, ["display photo", "display animations", "end", "Delete", "end completion"])
    expectEqual(interaction.location(in: thumbnail), CGPoint(x: 40, y: 30))
    expectEqual(interaction.location(in: thumbnail.superview), CGPoint(x: 60, y: 130))
    expectEqual(interaction.menuAppearance, .unknown)
  }

  @Test("a missing action, view or menu throws, and leaves no menu open")
  func touchErrors() throws {
    let delegate = MenuDelegate()
    let thumbnail = UIView(frame: CGRect(x: 0, y: 100, width: 80, height: 60))
    thumbnail.accessibilityLabel = "Beach"
    let interaction = UIContextMenuInteraction(delegate: delegate)
    thumbnail.addInteraction(interaction)
    let touches = Touches(window: makeWindow(showing: [thumbnail]))

    let noAction = thrownError(TouchError.self) { try touches.longPress("Beach", tapping: "Edit") }
    let noView = thrownError(TouchError.self) { try touches.longPress("Dunes", tapping: "Delete") }
    delegate.offersMenu = false
    let noMenu = thrownError(TouchError.self) {
      try touches.longPress("Beach", tapping: "Delete")
    }

    expectEqual(
      noAction?.description,
      "\"Beach\"'s context menu has no action \"Edit\"; it has \"Favourite\", \"Delete\"")
    expectEqual(
      noView?.description,
      "no view \"Dunes\" with a context menu on this screen; views with one: \"Beach\"")
    expectEqual(noMenu?.description, "\"Beach\" shows no context menu here")
    expectEqual(delegate.told, ["display photo", "display animations", "end"])
    expectEqual(interaction.menuAppearance, .unknown)
  }

  @Test("a tap on the preview tells the delegate with the previewed controller, then ends")
  func previewTap() async throws {
    let delegate = MenuDelegate()
    let thumbnail = UIView(frame: CGRect(x: 0, y: 100, width: 80, height: 60))
    thumbnail.accessibilityLabel = "Beach"
    thumbnail.addInteraction(UIContextMenuInteraction(delegate: delegate))
    let touches = Touches(window: makeWindow(showing: [thumbnail]))

    try touches.longPressAndTapPreview("Beach")
    await drainMainQueue()

    expectEqual(
      delegate.told,
      [
        "display photo", "display animations", "preview pop", "end", "end completion",
        "show preview true",
      ])
  }

  @Test("the open menu can be changed and dismissed; dismissing tells the delegate once")
  func updateAndDismiss() {
    let delegate = MenuDelegate()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    UIView().addInteraction(interaction)

    interaction.simulateLongPress(at: CGPoint(x: 5, y: 5))
    expectNil(interaction.simulateLongPress(at: .zero))
    expectEqual(interaction.menuAppearance, .rich)
    interaction.updateVisibleMenu { menu in
      menu.replacingChildren([UIAction(title: "Unfavourite") { _ in delegate.told.append("Un") }])
    }
    expectEqual(interaction.headlessVisibleActionTitles, ["Unfavourite"])
    expectFalse(interaction.simulateTap(onActionTitled: "Favourite"))
    #expect(interaction.simulateTap(onActionTitled: "Unfavourite"))
    interaction.dismissMenu()

    expectEqual(delegate.told, ["display photo", "display animations", "end", "Un"])
  }

  private func labeled(_ label: String) -> UIView {
    let view = UIView()
    view.accessibilityLabel = label
    return view
  }
}
