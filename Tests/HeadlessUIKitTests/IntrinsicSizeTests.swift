import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Two labels in a row across a container: `first` at the leading edge, `second` 8 points after
/// it and reaching the trailing edge.
@MainActor
private func makeRow(width: CGFloat) -> (container: UIView, first: UILabel, second: UILabel) {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
  let first = UILabel()
  first.text = "Name"
  let second = UILabel()
  second.text = "Springfield"
  for label in [first, second] {
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
  }
  NSLayoutConstraint.activate([
    first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
    second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    first.topAnchor.constraint(equalTo: container.topAnchor),
    second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor),
  ])
  return (container, first, second)
}

@Suite("Auto Layout: intrinsic sizes, hugging and compression resistance")
@MainActor
struct IntrinsicSizeTests {
  @Test("a label's intrinsic size comes from its text and font by the headless text measure")
  func labelSize() {
    let label = UILabel()
    expectEqual(label.intrinsicContentSize, .zero, "no text, no size")
    label.text = "Seoul"
    expectEqual(label.intrinsicContentSize, CGSize(width: 43, height: 21), "5 × 8.5 by 17 × 1.2")
    label.font = .systemFont(ofSize: 10)
    expectEqual(label.intrinsicContentSize, CGSize(width: 25, height: 12))
    label.text = "서울"
    expectEqual(label.intrinsicContentSize, CGSize(width: 20, height: 12), "Hangul is wide")
  }

  @Test("a multi-line label wraps at its preferred width, or at the width the layout gives it")
  func multilineLabel() {
    let label = UILabel()
    label.text = "Springfield Gardens is in New York"
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 100
    expectEqual(label.intrinsicContentSize.height, 62, "three lines of 20.4")
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let wrapping = UILabel()
    wrapping.text = label.text
    wrapping.numberOfLines = 0
    wrapping.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(wrapping)
    NSLayoutConstraint.activate([
      wrapping.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      wrapping.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      wrapping.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    expectEqual(wrapping.frame.size, CGSize(width: 200, height: 41), "two lines at 200 points")
  }

  @Test("a button's intrinsic size comes from its title, 30 points tall")
  func buttonSize() {
    let button = UIButton(type: .system)
    button.setTitle("Search", for: .normal)
    expectEqual(button.intrinsicContentSize, CGSize(width: 45, height: 30))
    expectEqual(UIView().intrinsicContentSize.width, UIView.noIntrinsicMetric)
  }

  @Test(
    "sizeToFit sizes a label to its text and a button to its title, and a plain view not at all")
  func sizeToFit() {
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 300, height: 100))
    label.text = "Seoul"
    label.sizeToFit()
    expectEqual(label.frame, CGRect(x: 10, y: 20, width: 43, height: 21), "the origin stays")
    let note = UILabel()
    note.text = "Springfield Gardens is in New York"
    note.numberOfLines = 0
    expectEqual(note.sizeThatFits(CGSize(width: 100, height: 1000)).height, 62, "wrapped at 100")
    expectEqual(note.frame.size, .zero, "sizeThatFits does not resize")
    let button = UIButton(type: .system)
    button.setTitle("Search", for: .normal)
    button.sizeToFit()
    expectEqual(button.frame.size, CGSize(width: 45, height: 30))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 9))
    plain.sizeToFit()
    expectEqual(plain.frame.size, CGSize(width: 7, height: 9), "a plain view keeps its size")
  }

  @Test("a view with an intrinsic size needs no size constraints")
  func intrinsicSizesViews() {
    let (container, first, second) = makeRow(width: 136)
    container.layoutIfNeeded()
    expectEqual(first.frame, CGRect(x: 0, y: 0, width: 34, height: 21))
    expectEqual(second.frame, CGRect(x: 42, y: 0, width: 94, height: 21))
  }

  @Test("with room to spare, the label that hugs less grows")
  func huggingDecidesWhoGrows() {
    let (container, first, second) = makeRow(width: 200)
    first.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    container.layoutIfNeeded()
    expectEqual(first.frame.width, 34)
    expectEqual(second.frame.width, 158)
    expectEqual(first.contentHuggingPriority(for: .horizontal), UILayoutPriority(251))
  }

  @Test("short of room, the label that resists compression less shrinks")
  func compressionDecidesWhoShrinks() {
    let (container, first, second) = makeRow(width: 100)
    second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    container.layoutIfNeeded()
    expectEqual(first.frame.width, 34)
    expectEqual(second.frame.width, 58)
    container.frame.size.width = 110
    first.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
    container.layoutIfNeeded()
    expectEqual(first.frame.width, 8, "now the first one gives way")
    expectEqual(second.frame.width, 94)
  }

  @Test("changing a label's text changes its size on the next layout pass")
  func textChangeRelayouts() async {
    let (container, first, _) = makeRow(width: 300)
    first.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    container.layoutIfNeeded()
    first.text = "Full name"
    await drainMainQueue()
    expectEqual(first.frame.width, 77)
  }

  @Test("an inequality with a priority bounds a size that another wants to pass")
  func inequalities() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let label = UILabel()
    label.text = String(repeating: "a", count: 60)
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let atLeast = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 600)
    atLeast.priority = .defaultLow
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: container.topAnchor), atLeast,
    ])
    container.layoutIfNeeded()
    expectEqual(label.frame.width, 280, "510 wanted at 750, 600 at 250, at most 280 required")
  }

  @Test("systemLayoutSizeFitting gives the compressed size the constraints allow")
  func fittingSize() {
    let cell = UIView()
    let title = UILabel()
    title.text = "Springfield"
    let subtitle = UILabel()
    subtitle.text = "United States"
    subtitle.font = .systemFont(ofSize: 12)
    for label in [title, subtitle] {
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    expectEqual(
      cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize),
      CGSize(width: 126, height: 56))
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    expectEqual(fitted, CGSize(width: 390, height: 56))
  }
}
