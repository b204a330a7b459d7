import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A 320 × 480 container, off screen, with a subview placed by constraints.
@MainActor
private func makeContainer() -> (container: UIView, child: UIView) {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let child = UIView()
  child.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(child)
  return (container, child)
}

/// A container with a child at (10, 10), 20 × 20, and a box placed by its frame at (100, 100),
/// 200 × 200, holding an inner view whose top-left corner is the child's bottom-right one.
@MainActor
private func makeBoxedCorner() -> (container: UIView, child: UIView, box: UIView, inner: UIView) {
  let (container, child) = makeContainer()
  let box = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  container.addSubview(box)
  let inner = UIView()
  inner.translatesAutoresizingMaskIntoConstraints = false
  box.addSubview(inner)
  NSLayoutConstraint.activate([
    child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
    child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    child.widthAnchor.constraint(equalToConstant: 20),
    child.heightAnchor.constraint(equalToConstant: 20),
    inner.leadingAnchor.constraint(equalTo: child.trailingAnchor),
    inner.topAnchor.constraint(equalTo: child.bottomAnchor),
  ])
  return (container, child, box, inner)
}

@Suite("Auto Layout: constraints place views")
@MainActor
struct AutoLayoutTests {
  @Test("a view pinned to its superview's edges with insets fills it, inset")
  func pinsToSuperview() {
    let (container, child) = makeContainer()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 16, y: 20, width: 288, height: 440))
  }

  @Test("a fixed-size view centred in its superview sits in the middle")
  func centres() {
    let (container, child) = makeContainer()
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 40),
      child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 110, y: 220, width: 100, height: 40))
  }

  @Test("a multiplier keeps an aspect ratio: height is half the width")
  func aspectRatio() {
    let (container, child) = makeContainer()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 0, y: 0, width: 320, height: 160))
  }

  @Test("a vertical chain with spacing stacks views below each other")
  func verticalChain() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let views = (0..<3).map { _ in UIView() }
    var constraints: [NSLayoutConstraint] = []
    var above = container.topAnchor
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      constraints += [
        view.topAnchor.constraint(equalTo: above, constant: 8),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 30),
      ]
      above = view.bottomAnchor
    }
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    expectEqual(views.map(\.frame.minY), [8, 46, 84])
  }

  @Test("views in different branches relate through their common ancestor's coordinates")
  func crossHierarchy() {
    let (container, child, _, inner) = makeBoxedCorner()
    NSLayoutConstraint.activate([
      inner.widthAnchor.constraint(equalToConstant: 5),
      inner.heightAnchor.constraint(equalToConstant: 5),
    ])
    container.layoutIfNeeded()
    expectEqual(inner.frame, CGRect(x: -70, y: -70, width: 5, height: 5))
    expectEqual(child.constraints.count, 2, "a constraint on one view is installed on it")
  }

  @Test("an optional constraint gives way to a required one, a lower priority to a higher")
  func priorities() {
    let (container, child) = makeContainer()
    let wide = child.widthAnchor.constraint(equalToConstant: 400)
    wide.priority = .defaultHigh
    let narrow = child.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultLow
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
      wide, narrow,
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame.width, 320, "as wide as it may be: 400 wanted, at most 320")
    wide.priority = UILayoutPriority(200)
    container.layoutIfNeeded()
    expectEqual(child.frame.width, 100, "now the 250 constraint wins")
  }

  @Test("activating, deactivating and changing a constant take effect on the next layout pass")
  func changesResolve() async {
    let (container, child) = makeContainer()
    let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    let height = child.heightAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      top, height, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
    ])
    #expect(top.isActive && container.constraints.contains(top))
    await drainMainQueue()
    expectEqual(child.frame.minY, 10, "the pass ran on the next main-queue turn")
    top.constant = 30
    expectEqual(child.frame.minY, 10, "not before the pass")
    await drainMainQueue()
    expectEqual(child.frame.minY, 30)
    height.isActive = false
    let tall = child.heightAnchor.constraint(equalToConstant: 80)
    tall.isActive = true
    #expect(!height.isActive && !container.constraints.contains(height))
    await drainMainQueue()
    expectEqual(child.frame.height, 80)
  }

  @Test("a frame set by code becomes constraints others can lean on")
  func autoresizingFrames() {
    let (container, child) = makeContainer()
    let anchor = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 30))
    container.addSubview(anchor)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 4),
      child.leadingAnchor.constraint(equalTo: anchor.leadingAnchor),
      child.widthAnchor.constraint(equalTo: anchor.widthAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 40, y: 94, width: 100, height: 10))
    expectEqual(
      anchor.frame, CGRect(x: 40, y: 60, width: 100, height: 30), "the frame is the input")
    anchor.frame.origin.y = 100
    container.layoutIfNeeded()
    expectEqual(child.frame.minY, 134)
  }

  @Test("a later pass finds the views between an item and its container again, moved")
  func viewsBetweenMoved() {
    // Frames only: the box has no Auto Layout state when the first pass meets it.
    let (container, child, box, inner) = makeBoxedCorner()
    NSLayoutConstraint.activate([
      inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
      inner.heightAnchor.constraint(equalTo: child.heightAnchor),
    ])
    container.layoutIfNeeded()
    expectEqual(inner.frame, CGRect(x: -70, y: -70, width: 100, height: 20))
    box.frame = CGRect(x: 50, y: 20, width: 100, height: 100)
    container.layoutIfNeeded()
    expectEqual(inner.frame, CGRect(x: -20, y: 10, width: 50, height: 20))
  }

  @Test("views with only frames keep them and never get Auto Layout state")
  func framesOnly() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    container.addSubview(child)
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    expectTrue(child.translatesAutoresizingMaskIntoConstraints)
    #expect(container.constraints.isEmpty)
  }

  @Test("removing a view from its superview removes the constraints that reach it")
  func removalDeactivates() {
    let (container, child) = makeContainer()
    let pin = child.topAnchor.constraint(equalTo: container.topAnchor)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([pin, width])
    child.removeFromSuperview()
    expectFalse(pin.isActive)
    expectTrue(width.isActive, "the view's own constraint stays with it")
  }

  @Test("removal finds constraints reaching a deep subview or a guide moved in; frames alone, none")
  func removalReachesDeepViewsAndMovedGuides() {
    let (container, child) = makeContainer()
    let frameOnly = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    frameOnly.addSubview(UIView())
    let grandchild = UIView()
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    let holder = UIView()
    [frameOnly, holder].forEach(container.addSubview)
    child.addSubview(grandchild)
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    let toGrandchild = grandchild.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    let toGuide = guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
    NSLayoutConstraint.activate([toGrandchild, toGuide])

    frameOnly.removeFromSuperview()
    expectTrue(toGrandchild.isActive)
    expectTrue(toGuide.isActive)

    holder.addLayoutGuide(guide)
    holder.removeFromSuperview()
    expectFalse(toGuide.isActive, "the guide left with the view that owns it now")
    expectTrue(toGrandchild.isActive)

    child.removeFromSuperview()
    expectFalse(toGrandchild.isActive)
  }

  @Test("a view another engine met (fitting its size, another hierarchy) is placed by its own")
  func metByOtherEngines() {
    let (container, child) = makeContainer()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ])
    // The child's size comes from its subview's, with a margin of 5.
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
      inner.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: -5),
      inner.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
      inner.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: -5),
      inner.widthAnchor.constraint(equalToConstant: 90),
      inner.heightAnchor.constraint(equalToConstant: 30),
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
    // An engine of its own fits the child's subtree, meeting the same views in between.
    let fitted = child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    expectEqual(fitted, CGSize(width: 100, height: 40))
    NSLayoutConstraint.activate([inner.widthAnchor.constraint(equalToConstant: 190)])
    NSLayoutConstraint.deactivate(inner.constraints.filter { $0.constant == 90 })
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 10, y: 20, width: 200, height: 40))
    expectEqual(inner.frame, CGRect(x: 5, y: 5, width: 190, height: 30))
    // Fitted again just before it moves: the last engine to meet it, in that engine's first
    // sync, is not the one the other hierarchy makes for its first sync.
    let refitted = child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    expectEqual(refitted, CGSize(width: 200, height: 40))
    // Moved to another hierarchy, with another engine: placed there, by the constraints it took.
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    other.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 30),
      child.topAnchor.constraint(equalTo: other.topAnchor, constant: 40),
    ])
    other.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 30, y: 40, width: 200, height: 40))
    expectEqual(inner.frame, CGRect(x: 5, y: 5, width: 190, height: 30))
  }

  @Test("a layout guide takes part like a view and reports its frame")
  func layoutGuides() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    #expect(guide.owningView === container && container.layoutGuides == [guide])
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      guide.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      guide.topAnchor.constraint(equalTo: container.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 20),
    ])
    expectEqual(guide.layoutFrame, CGRect(x: 10, y: 0, width: 150, height: 20))
  }

  @Test("the layout margins guide insets by the margins, 8 points by default")
  func layoutMargins() {
    let (container, child) = makeContainer()
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 20, y: 10, width: 280, height: 10))
    expectEqual(container.directionalLayoutMargins.leading, 20)
    expectEqual(UIView().layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("the old attribute API and margin attributes build the same constraints")
  func attributeAPI() {
    let (container, child) = makeContainer()
    let constraints = [
      NSLayoutConstraint(
        item: child, attribute: .leadingMargin, relatedBy: .equal, toItem: container,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
        multiplier: 1, constant: 5),
      NSLayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 40),
      NSLayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width,
        multiplier: 0.25, constant: 0),
    ]
    container.addConstraints(constraints)
    container.layoutIfNeeded()
    expectEqual(child.frame, CGRect(x: 0, y: 5, width: 40, height: 10))
    #expect(constraints[0].firstItem === child && constraints[0].secondItem === container)
    #expect(constraints[2].secondAttribute == .notAnAttribute && constraints[2].secondAnchor == nil)
    #expect(constraints[3].multiplier == 0.25 && constraints[3].relation == .equal)
    container.removeConstraints(constraints)
    #expect(container.constraints.isEmpty && !constraints[0].isActive)
  }

  @Test("updateConstraints runs before the pass after setNeedsUpdateConstraints")
  func updateConstraintsPass() {
    final class Panel: UIView {
      var updates = 0
      let content = UIView()
      var height: NSLayoutConstraint?
      override func updateConstraints() {
        updates += 1
        if height == nil {
          content.translatesAutoresizingMaskIntoConstraints = false
          addSubview(content)
          let height = content.heightAnchor.constraint(equalToConstant: 12)
          NSLayoutConstraint.activate([
            height, content.topAnchor.constraint(equalTo: topAnchor),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 12),
          ])
          self.height = height
        }
        super.updateConstraints()
      }
    }
    let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    panel.setNeedsUpdateConstraints()
    #expect(panel.needsUpdateConstraints())
    panel.layoutIfNeeded()
    #expect(panel.updates == 1 && !panel.needsUpdateConstraints())
    expectEqual(panel.content.frame, CGRect(x: 0, y: 0, width: 12, height: 12))
    panel.updateConstraintsIfNeeded()
    expectEqual(panel.updates, 1, "nothing asked for another update")
  }
}
