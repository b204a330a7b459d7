import Foundation
import HeadlessUIKit

/// What the spies saw, in order, shared by the spies of one test so that their calls interleave.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func record(_ event: String) {
    events.append(event)
  }

  /// The events recorded since the last call, so that a test can assert one step at a time.
  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

/// A list row with a title and a detail label, counting how often it was prepared for reuse.
final class RowCell: UICollectionViewCell {
  static let reuseIdentifier = "RowCell"

  let titleLabel = UILabel()
  let detailLabel = UILabel()
  private(set) var reuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
    contentView.addSubview(detailLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    titleLabel.text = nil
    detailLabel.text = nil
  }
}

/// A data source with one section of rows, which remembers every cell it handed out.
final class RowDataSource: NSObject, UICollectionViewDataSource {
  var rows: [String]
  var details: [String] = []

  /// Every distinct cell handed out, in the order each was first seen.
  private(set) var cellsHandedOut: [RowCell] = []

  /// The items cells were asked for, in order.
  private(set) var itemsAskedFor: [Int] = []

  init(rows: [String]) {
    self.rows = rows
  }

  convenience init(count: Int) {
    self.init(rows: (0..<count).map { "Row \($0)" })
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: RowCell.reuseIdentifier, for: indexPath) as! RowCell
    if !cellsHandedOut.contains(where: { $0 === cell }) { cellsHandedOut.append(cell) }
    itemsAskedFor.append(indexPath.item)
    cell.titleLabel.text = rows[indexPath.item]
    cell.detailLabel.text = details.indices.contains(indexPath.item) ? details[indexPath.item] : nil
    return cell
  }
}

/// A collection view delegate that records selection, display and scrolling, and can refuse
/// highlighting or selection and size items.
final class CollectionViewSpy: NSObject, UICollectionViewDelegateFlowLayout {
  let log: EventLog
  var refusesHighlight: Set<Int> = []
  var refusesSelection: Set<Int> = []
  var sizeForItem: ((IndexPath) -> CGSize)?

  init(log: EventLog) {
    self.log = log
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    log.record("shouldHighlight \(indexPath.item)")
    return !refusesHighlight.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.record("shouldSelect \(indexPath.item)")
    return !refusesSelection.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.record("didDeselect \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.record("willDisplay \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeForItem?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    log.record("willBeginDragging")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.record("didScroll \(Int(scrollView.contentOffset.y))")
  }

  /// Where a flick comes to rest instead of where it would (paging code snaps it so).
  var snapTarget: ((CGPoint) -> CGPoint)?

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.record("willEndDragging target \(Int(targetContentOffset.pointee.y))")
    if let snapTarget { targetContentOffset.pointee = snapTarget(targetContentOffset.pointee) }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.record("didEndDragging willDecelerate: \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.record("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.record("didEndDecelerating")
  }
}

/// A search bar delegate that records every call, and can refuse to begin editing or an edit.
final class SearchBarSpy: NSObject, UISearchBarDelegate {
  let log: EventLog
  var refusesToBeginEditing = false
  var refusedReplacements: Set<String> = []

  init(log: EventLog) {
    self.log = log
  }

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    log.record("shouldBeginEditing")
    return !refusesToBeginEditing
  }

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    log.record("didBeginEditing")
  }

  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
    log.record("didEndEditing")
  }

  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.record("shouldChangeTextIn {\(range.location), \(range.length)} \"\(text)\"")
    return !refusedReplacements.contains(text)
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log.record("textDidChange \"\(searchText)\"")
  }
}

/// A navigation controller delegate that records which screen it is told about.
final class NavigationSpy: NSObject, UINavigationControllerDelegate {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.record("willShow \(viewController.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.record("didShow \(viewController.title ?? "?")")
  }
}

/// A screen that records its lifecycle and containment calls, and whether it is moving.
final class LifecycleViewController: UIViewController {
  let log: EventLog

  init(_ title: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear" + (isMovingToParent ? " isMovingToParent" : ""))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear" + (isMovingToParent ? " isMovingToParent" : ""))
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear" + (isMovingFromParent ? " isMovingFromParent" : ""))
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear" + (isMovingFromParent ? " isMovingFromParent" : ""))
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record("willMove(toParent: \(name(of: parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record("didMove(toParent: \(name(of: parent)))")
  }

  private func record(_ event: String) {
    log.record("\(title ?? "?") \(event)")
  }

  private func name(of parent: UIViewController?) -> String {
    guard let parent else { return "nil" }
    return parent is UINavigationController ? "navigation" : parent.title ?? "?"
  }
}
