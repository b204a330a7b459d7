import Foundation

// The collection view as a host of the list engine: its counts, its layout's frames, its cells
// and its delegate's display calls.
extension UICollectionView: ListEngineHost {
  func itemCountsFromDataSource() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<max(0, dataSource.numberOfSections(in: self))).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  func prepareItemLayout() -> CGSize {
    updateLayoutIfNeeded()
    return collectionViewLayout.collectionViewContentSize
  }

  func itemsDidChange(_ mapping: ListMapping?) {
    supplementaries.follow(mapping)
    if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
      layout.followSelfSizes(mapping)
    }
    collectionViewLayout.invalidateLayout()
  }

  /// The layout update that starts a layout pass: the layout's `prepare()`, if it was
  /// invalidated since the last update.
  func updateLayoutIfNeeded() {
    guard collectionViewLayout.needsUpdate else { return }
    collectionViewLayout.needsUpdate = false
    collectionViewLayout.prepare()
  }

  func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }

  // The layout is asked once a pass: the cells take their elements, and the supplementary views,
  // displayed next, the rest.
  func itemsMeeting(_ rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)]? {
    let elements = collectionViewLayout.layoutAttributesForElements(in: rect)
    supplementaries.candidates = (elements ?? []).filter {
      $0.representedElementCategory == .supplementaryView
    }
    return elements?.filter { $0.representedElementCategory == .cell }
      .map { ($0.indexPath, $0.frame) }
  }

  func cellFromDataSource(at indexPath: IndexPath) -> UICollectionViewCell? {
    dataSource?.collectionView(self, cellForItemAt: indexPath)
  }

  func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    sizeSelfSizingCell(cell, at: indexPath)
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  /// Under a flow layout with an estimated item size, asks a cell coming into view for its
  /// preferred size (`preferredLayoutAttributesFitting(_:)`) and, if the layout has another,
  /// gives the layout the cell's size, which invalidates it.
  private func sizeSelfSizingCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let layout = collectionViewLayout as? UICollectionViewFlowLayout,
      layout.estimatedItemSize != .zero,
      let attributes = layoutAttributesForItem(at: indexPath)
    else { return }
    let preferred = cell.preferredLayoutAttributesFitting(attributes).frame.size
    guard preferred != attributes.frame.size else { return }
    cell.frame.size = preferred
    layout.selfSizes[indexPath] = preferred
    layout.invalidateLayout()
  }

  func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  var prefetchesItems: Bool { isPrefetchingEnabled && prefetchDataSource != nil }

  func prefetchItems(at indexPaths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
  }

  func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
  }

  // Where a position puts an item along one axis: `start` and `center` are the axis's options,
  // and any other option of the axis is its end.
  static func alignment(
    _ position: ScrollPosition, start: ScrollPosition, center: ScrollPosition
  ) -> ListAlignment {
    let end: ScrollPosition = start == .top ? .bottom : .right
    if position.contains(start) { return .start }
    if position.contains(end) { return .end }
    if position.contains(center) { return .center }
    return .nearest
  }
}
