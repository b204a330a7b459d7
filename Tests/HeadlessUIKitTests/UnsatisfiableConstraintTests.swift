import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Runs `body` with Auto Layout's messages collected instead of printed, and returns them.
@MainActor
func collectingLayoutLog(_ body: () -> Void) -> [String] {
  var messages: [String] = []
  let previous = NSLayoutConstraint.headlessLogHandler
  NSLayoutConstraint.headlessLogHandler = { messages.append($0) }
  body()
  NSLayoutConstraint.headlessLogHandler = previous
  return messages
}

@Suite("Auto Layout: constraints that cannot all hold")
@MainActor
struct UnsatisfiableConstraintTests {
  @Test("two required widths: the log lists both and the later one is broken, without a crash")
  func breaksTheLaterConstraint() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let narrow = child.widthAnchor.constraint(equalToConstant: 100)
    let wide = child.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "too-wide"
    let log = collectingLayoutLog {
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: container.topAnchor),
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        child.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
      ])
      container.layoutIfNeeded()
    }
    expectEqual(log.count, 1)
    let message = log.first ?? ""
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(message.contains("\"<NSLayoutConstraint UIView.width == 100   (active)>\""))
    #expect(
      message.contains(
        "Will attempt to recover by breaking constraint \n"
          + "<NSLayoutConstraint 'too-wide' UIView.width == 200   (active)>"))
    expectEqual(child.frame.width, 100)
    expectTrue(wide.isActive, "a broken constraint stays active, as in UIKit")
    let again = collectingLayoutLog { container.layoutIfNeeded() }
    #expect(again.isEmpty, "logged once, not on every pass")
  }

  @Test("a frame turned into constraints conflicts with constraints on the same view")
  func autoresizingConflict() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    container.addSubview(child)
    let log = collectingLayoutLog {
      child.widthAnchor.constraint(equalToConstant: 80).isActive = true
      container.layoutIfNeeded()
    }
    expectEqual(log.count, 1)
    expectEqual(
      log.first?.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView.width == 50"), true
    )
    expectEqual(log.first?.contains("translatesAutoresizingMaskIntoConstraints"), true)
    expectEqual(child.frame.width, 50, "the frame stays; the new constraint is broken")
  }

  @Test("a constraint between views with no common ancestor is not activated, and says why")
  func noCommonAncestor() {
    let one = UIView()
    let other = UIView()
    let constraint = one.topAnchor.constraint(equalTo: other.topAnchor)
    let log = collectingLayoutLog { constraint.isActive = true }
    expectFalse(constraint.isActive)
    expectEqual(log.first?.contains("because they have no common ancestor"), true)
  }

  @Test("an active constraint keeps its priority if asked to move between required and not")
  func requiredPriorityIsFixed() {
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let log = collectingLayoutLog { width.priority = .defaultHigh }
    expectEqual(width.priority, .required)
    expectEqual(log.count, 1)
    width.isActive = false
    width.priority = .defaultHigh
    expectEqual(width.priority, .defaultHigh, "an inactive constraint may change")
  }
}
