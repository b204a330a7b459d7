import Foundation
import HeadlessUIKit
import Testing

/// A list of rows 100 points wide and `rowHeight` tall, with no spacing, in a collection view
/// 100 × `height`, fed by a `RowDataSource` and watched by a `CollectionViewSpy`.
///
/// The default geometry (rows of 40 in a height of 100) shows items 0, 1 and 2 at first, and no
/// row edge ever lands exactly on an edge of the bounds when scrolling by 75 points.
@MainActor
final class ListFixture {
  let log = EventLog()
  let layout = UICollectionViewFlowLayout()
  let collectionView: UICollectionView
  let dataSource: RowDataSource
  let delegate: CollectionViewSpy

  init(rows: Int, height: CGFloat = 100, rowHeight: CGFloat = 40) {
    layout.itemSize = CGSize(width: 100, height: rowHeight)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout)
    collectionView.register(RowCell.self, forCellWithReuseIdentifier: RowCell.reuseIdentifier)
    dataSource = RowDataSource(count: rows)
    delegate = CollectionViewSpy(log: log)
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
  }

  /// The visible items, in item order.
  var visibleItems: [Int] {
    collectionView.indexPathsForVisibleItems.map(\.item).sorted()
  }
}

/// A visible window whose navigation controller shows one screen with the views on it.
@MainActor
func makeWindow(title: String? = "Places", showing views: [UIView]) -> UIWindow {
  let screen = UIViewController()
  screen.title = title
  for view in views { screen.view.addSubview(view) }
  let window = UIWindow()
  window.rootViewController = UINavigationController(rootViewController: screen)
  window.makeKeyAndVisible()
  return window
}

/// A visible window with a root view controller.
@MainActor
func makeWindow(root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// The texts of the labels inside a view, depth first.
@MainActor
func labelTexts(in view: UIView) -> [String] {
  var texts: [String] = []
  for subview in view.subviews {
    if let text = (subview as? UILabel)?.text { texts.append(text) }
    texts += labelTexts(in: subview)
  }
  return texts
}

/// Lets the main queue run what was scheduled on it so far, such as a pending layout pass.
@MainActor
func drainMainQueue() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// What `body` throws, expected to be an `E`: an issue is recorded, and nil returned, if it
/// throws nothing or something else. From Swift 6.1, `#expect(throws:)` returns the error
/// itself; the package also builds with Swift 6.0, where it returns nothing.
func thrownError<E: Error, R>(
  _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () throws -> R
) -> E? {
  var thrown: E?
  #expect(throws: type, sourceLocation: sourceLocation) {
    do {
      return try body()
    } catch let error as E {
      thrown = error
      throw error
    }
  }
  return thrown
}
