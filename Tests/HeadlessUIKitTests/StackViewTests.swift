import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Views of fixed intrinsic sizes, as labels and icons are.
@MainActor
private final class Block: UIView {
  let size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// A stack of blocks 40, 60 and 100 wide (20, 30 and 40 tall) in a 300 × 100 container, pinned
/// to its leading, trailing and top edges.
@MainActor
private func makeStack(
  _ distribution: UIStackView.Distribution = .fill,
  _ alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 10
) -> (container: UIView, stack: UIStackView, blocks: [UIView]) {
  let blocks = [Block(40, 20), Block(60, 30), Block(100, 40)]
  let stack = UIStackView(arrangedSubviews: blocks)
  stack.distribution = distribution
  stack.alignment = alignment
  stack.spacing = spacing
  stack.translatesAutoresizingMaskIntoConstraints = false
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
  container.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    stack.topAnchor.constraint(equalTo: container.topAnchor),
  ])
  return (container, stack, blocks)
}

@MainActor
private func frames(_ views: [UIView]) -> [CGRect] {
  views.map(\.frame)
}

@Suite("UIStackView arranges with constraints")
@MainActor
struct StackViewTests {
  @Test("fill: views keep their intrinsic widths and the first one takes the rest")
  func fill() {
    let (container, stack, blocks) = makeStack()
    container.layoutIfNeeded()
    expectEqual(stack.frame, CGRect(x: 0, y: 0, width: 300, height: 40))
    expectEqual(blocks.map(\.frame.width), [120, 60, 100])
    expectEqual(blocks.map(\.frame.minX), [0, 130, 200])
    #expect(blocks.allSatisfy { $0.frame.height == 40 }, "alignment fill")
    #expect(stack.arrangedSubviews == blocks && stack.subviews == blocks)
    #expect(!blocks[0].translatesAutoresizingMaskIntoConstraints)
  }

  @Test("fill: the view that hugs least takes the rest")
  func fillByHugging() {
    let (container, _, blocks) = makeStack()
    blocks[0].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    blocks[1].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    container.layoutIfNeeded()
    expectEqual(blocks.map(\.frame.width), [40, 60, 180])
  }

  @Test("fillEqually: every view gets the same width")
  func fillEqually() {
    let (container, _, blocks) = makeStack(.fillEqually, spacing: 15)
    container.layoutIfNeeded()
    expectEqual(blocks.map(\.frame.width), [90, 90, 90])
    expectEqual(blocks.map(\.frame.minX), [0, 105, 210])
  }

  @Test("fillProportionally: widths in proportion to the intrinsic widths")
  func fillProportionally() {
    let (container, _, blocks) = makeStack(.fillProportionally, spacing: 0)
    container.layoutIfNeeded()
    expectEqual(blocks.map(\.frame.width), [60, 90, 150])
  }

  @Test("equalSpacing: intrinsic widths, the rest shared equally between them")
  func equalSpacing() {
    let (container, _, blocks) = makeStack(.equalSpacing)
    container.layoutIfNeeded()
    expectEqual(blocks.map(\.frame.width), [40, 60, 100])
    expectEqual(blocks.map(\.frame.minX), [0, 90, 200])
  }

  @Test("equalCentering: centres equally far apart")
  func equalCentering() {
    let (container, _, blocks) = makeStack(.equalCentering)
    container.layoutIfNeeded()
    expectEqual(blocks.map(\.frame.width), [40, 60, 100])
    expectEqual(blocks.map(\.frame.midX), [20, 135, 250])
  }

  @Test("alignments across the axis: top, centre, bottom; the stack is as tall as its tallest")
  func alignments() {
    for (alignment, tops) in [
      (UIStackView.Alignment.top, [0.0, 0, 0]), (.center, [10, 5, 0]), (.bottom, [20, 10, 0]),
    ] {
      let (container, stack, blocks) = makeStack(.fill, alignment)
      container.layoutIfNeeded()
      expectEqual(stack.frame.height, 40)
      expectEqual(blocks.map(\.frame.minY), tops.map { CGFloat($0) }, "\(alignment)")
      expectEqual(blocks.map(\.frame.height), [20, 30, 40])
    }
  }

  @Test("a vertical stack with leading alignment and layout margins")
  func verticalWithMargins() {
    let (container, stack, blocks) = makeStack(.fill, .leading, spacing: 4)
    stack.axis = .vertical
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
    container.layoutIfNeeded()
    expectEqual(blocks.map(\.frame.minY), [10, 34, 68])
    expectEqual(blocks.map(\.frame.minX), [12, 12, 12])
    expectEqual(stack.frame.height, 118)
  }

  @Test("a hidden arranged view takes no space, and comes back when shown")
  func hiddenViews() async {
    let (container, stack, blocks) = makeStack()
    container.layoutIfNeeded()
    blocks[1].isHidden = true
    await drainMainQueue()
    expectEqual(blocks[0].frame.width, 190)
    expectEqual(blocks[2].frame.minX, 200)
    expectEqual(blocks[1].frame.width, 0)
    blocks[1].isHidden = false
    await drainMainQueue()
    expectEqual(blocks.map(\.frame.width), [120, 60, 100])
    expectEqual(stack.arrangedSubviews.count, 3)
  }

  @Test("adding, inserting and removing arranged views rearranges them")
  func editingArrangement() {
    let (container, stack, blocks) = makeStack(.fillEqually, spacing: 0)
    let extra = Block(10, 10)
    stack.insertArrangedSubview(extra, at: 1)
    expectEqual(stack.arrangedSubviews, [blocks[0], extra, blocks[1], blocks[2]])
    container.layoutIfNeeded()
    expectEqual(extra.frame, CGRect(x: 75, y: 0, width: 75, height: 40))
    stack.removeArrangedSubview(extra)
    expectIdentical(extra.superview, stack, "removing from the arrangement keeps the subview")
    blocks[2].removeFromSuperview()
    expectEqual(stack.arrangedSubviews, [blocks[0], blocks[1]])
    container.layoutIfNeeded()
    expectEqual(blocks.prefix(2).map(\.frame.width), [150, 150])
    stack.setCustomSpacing(20, after: blocks[0])
    expectEqual(stack.customSpacing(after: blocks[0]), 20)
  }
}
