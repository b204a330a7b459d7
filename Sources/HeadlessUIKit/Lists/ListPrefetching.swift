import Foundation

// How far ahead a list prefetches is not documented by UIKit, so the kit fixes it: one
// viewport's length beyond the bounds, on the side the content last scrolled toward (down or
// right at first), along the axis the content scrolls on (across when the content is wider than
// the bounds and no taller, down otherwise). Each item in that window that is not on screen is
// prefetched once, the nearest to the bounds first; an item that leaves the window without
// coming on screen is cancelled; an item that comes on screen is forgotten, not cancelled. A
// reload starts over, as at the first pass, forgetting the outstanding items without cancelling.

/// The items a list handed to its prefetch data source, and the way its content last scrolled.
struct ListPrefetching {
  /// The items prefetched and still expected: neither shown nor cancelled since.
  private(set) var outstanding: Set<IndexPath> = []
  /// Whether the content last scrolled toward its end (down or right).
  private(set) var isForward = true
  private var lastOffset: CGPoint?

  /// The rectangle of the content to prefetch for: one viewport beyond the bounds, ahead of
  /// the scrolling. Notes the offset, to tell the direction at the next pass.
  mutating func window(beyond bounds: CGRect, content: CGSize, offset: CGPoint) -> CGRect {
    let horizontal = content.width > bounds.width && content.height <= bounds.height
    if let lastOffset {
      let delta = horizontal ? offset.x - lastOffset.x : offset.y - lastOffset.y
      if delta != 0 { isForward = delta > 0 }
    }
    lastOffset = offset
    let sign: CGFloat = isForward ? 1 : -1
    return horizontal
      ? bounds.offsetBy(dx: sign * bounds.width, dy: 0)
      : bounds.offsetBy(dx: 0, dy: sign * bounds.height)
  }

  /// Takes in the items now in the window (the nearest to the bounds first) and on screen;
  /// returns the items to prefetch, in the window's order, and those to cancel, in order.
  mutating func update(window: [IndexPath], visible: [IndexPath: CGRect])
    -> (prefetched: [IndexPath], cancelled: [IndexPath])
  {
    // An item that straddles the edge of the bounds meets the window too: it is on screen.
    let ahead = window.filter { visible[$0] == nil }
    let prefetched = ahead.filter { !outstanding.contains($0) }
    let kept = Set(ahead)
    let cancelled = outstanding.filter { !kept.contains($0) && visible[$0] == nil }.sorted()
    outstanding = kept
    return (prefetched, cancelled)
  }

  /// Moves the outstanding items to their index paths after a batch of updates; those deleted
  /// or reloaded are dropped, as their data went with them.
  mutating func follow(_ newIndexPath: (IndexPath) -> IndexPath?) {
    guard !outstanding.isEmpty else { return }
    outstanding = Set(outstanding.compactMap(newIndexPath))
  }

  /// Forgets the outstanding items, without cancelling them.
  mutating func reset() {
    if !outstanding.isEmpty { outstanding = [] }
  }
}
