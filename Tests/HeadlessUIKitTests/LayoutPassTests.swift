import Expectations
import HeadlessUIKit
import Testing

/// A layout pass lays out the views marked by `setNeedsLayout()` (and what their layout marks
/// in turn), wherever they are below the view it starts from, and leaves the others alone.
@Suite("Layout passes")
@MainActor
struct LayoutPassTests {
  /// A view that counts its layouts, and places its one subview at its width's half.
  final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
        subview.frame.size = CGSize(width: bounds.width / 2, height: 10)
      }
    }
  }

  /// window → branch → (leaf, other); the pass after building lays out each once.
  func tree() -> (root: CountingView, branch: CountingView, leaf: CountingView, other: CountingView)
  {
    let root = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let branch = CountingView()
    let leaf = CountingView()
    let other = CountingView()
    root.addSubview(branch)
    branch.addSubview(leaf)
    root.addSubview(other)
    root.layoutIfNeeded()
    return (root, branch, leaf, other)
  }

  @Test("a pass from the top lays out the marked view deep below, and only it")
  func onlyMarkedViews() {
    let (root, branch, leaf, other) = tree()
    let before = [root, branch, leaf, other].map(\.layouts)
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    expectEqual(
      zip([root, branch, leaf, other], before).map { $0.layouts - $1 }, [0, 0, 1, 0])
    root.layoutIfNeeded()
    expectEqual(leaf.layouts - before[2], 1, "a second pass finds nothing marked")
  }

  @Test("a frame set during a layout lays out that subview in the same pass")
  func layoutThatResizesAChild() {
    let (root, branch, leaf, _) = tree()
    let before = leaf.layouts
    root.frame.size.width = 300  // the root lays out; it resizes its subviews, which lay out
    root.layoutIfNeeded()
    expectEqual(branch.frame.width, 150)
    expectEqual(leaf.frame.width, 75)
    expectEqual(leaf.layouts, before + 1)
  }

  @Test("a view marked and then moved is laid out by a pass over its new hierarchy")
  func markedThenMoved() {
    let (_, _, leaf, _) = tree()
    let (otherRoot, otherBranch, _, _) = tree()
    let before = leaf.layouts
    leaf.setNeedsLayout()
    otherBranch.addSubview(leaf)
    otherRoot.layoutIfNeeded()
    expectEqual(leaf.layouts, before + 1)
  }

  @Test("a changed constant is solved by layoutIfNeeded on any view of the hierarchy, at once")
  func constantChangedThenLaidOutBelow() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    card.addSubview(container)
    container.addSubview(box)
    let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    expectEqual(box.frame.minY, 10)
    top.constant = 120
    // As code inside an animation block does, on a view that takes no part in the constraints.
    card.layoutIfNeeded()
    expectEqual(box.frame.minY, 120)
  }
}
