import Foundation

// A table's reusable section header and footer views go back in the pool that the delegate's
// `viewForHeaderInSection` and `viewForFooterInSection` dequeue from as they leave the view, and
// all at a reload or an update, as cells go back to theirs.
extension UITableView {
  /// Puts section views that have a reuse identifier back in the pool, each once.
  func recycleHeaderFooterViews(_ views: [UIView]) {
    var seen: Set<ObjectIdentifier> = []
    for case let view as UITableViewHeaderFooterView in views
    where view.reuseIdentifier != nil && seen.insert(ObjectIdentifier(view)).inserted {
      headerFooterPool.enqueue(view, key: view.reuseIdentifier ?? "")
    }
  }
}

extension UITableViewHeaderFooterView: ReusableListView {}
