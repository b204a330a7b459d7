/// The `limit` smallest distinct elements seen so far, in ascending order.
///
/// A one-letter query matches thousands of keys, and a nearest-place query weighs every place,
/// but only the first few results are wanted. Sorting every candidate costs O(n log n); this
/// keeps a sorted array of at most `limit` elements, and once it is full most candidates are
/// turned away by a single comparison with the largest kept one.
struct SmallestElements<Element: Comparable> {
  /// The kept elements, ascending, at most `limit` of them, no two equal.
  private(set) var elements: [Element] = []
  /// How many elements to keep.
  let limit: Int

  /// Makes an empty selection keeping at most `limit` elements (`expected` sizes the storage).
  init(limit: Int, expected: Int = .max) {
    self.limit = max(0, limit)
    elements.reserveCapacity(min(self.limit, expected))
  }

  /// Offers a candidate: kept if it is among the `limit` smallest so far and not already kept.
  ///
  /// Equal elements are kept once, which is how a place matched by several of its names
  /// (Seoul by "서울" and "서울특별시") appears only once.
  mutating func insert(_ candidate: Element) {
    if elements.count == limit {
      guard let largest = elements.last, candidate < largest else { return }
    }
    let position = insertionPoint(of: candidate)
    if position < elements.count && elements[position] == candidate {
      return
    }
    if elements.count == limit {
      elements.removeLast()
    }
    elements.insert(candidate, at: position)
  }

  /// The index of the first kept element not less than the candidate (binary search).
  private func insertionPoint(of candidate: Element) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if elements[middle] < candidate {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
