import Foundation

/// A row of segments, one of them selected; a person's tap on another selects it and sends
/// `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index of no segment: what `selectedSegmentIndex` is while none is selected.
  open class var noSegment: Int { -1 }

  /// The selected segment's index, or `UISegmentedControl.noSegment`. Setting it from code sends
  /// no event, as in UIKit; an index out of range selects none.
  open var selectedSegmentIndex: Int {
    get { storedSelection }
    set { storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment }
  }

  /// Whether a segment springs back unselected after a tap.
  open var isMomentary = false

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The colour of the selected segment (kept, not drawn).
  open var selectedSegmentTintColor: UIColor?

  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
  }

  private var segments: [Segment] = []
  private var storedSelection = UISegmentedControl.noSegment

  /// Creates a control with a segment per item: a `String` makes a titled segment, a `UIImage`
  /// an image segment, as in UIKit.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      segments.append(Segment(title: item as? String, image: item as? UIImage))
    }
  }

  /// Creates a control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a control with a segment per action, titled after it; selecting one runs it.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions {
      segments.append(Segment(title: action.title, image: action.image))
      let index = segments.count - 1
      addAction(
        UIAction { [weak self] _ in
          if self?.selectedSegmentIndex == index { action.perform(sentBy: self as Any) }
        }, for: .valueChanged)
    }
  }

  /// The title of a segment, if it has one.
  @discardableResult
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the title of a segment.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// The image of a segment, if it has one.
  @discardableResult
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets the image of a segment.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// Inserts a titled segment; an index past the end appends. The selection stays on the same
  /// segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts an image segment; an index past the end appends.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Removes a segment; removing the selected one selects none.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelection == segment {
      storedSelection = Self.noSegment
    } else if storedSelection > segment {
      storedSelection -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelection = Self.noSegment
  }

  /// Enables or disables a segment; a person cannot select a disabled one.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled.
  @discardableResult
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }

  private func insert(_ new: Segment, at index: Int) {
    let index = min(max(index, 0), segments.count)
    segments.insert(new, at: index)
    if storedSelection >= index { storedSelection += 1 }
  }
}
