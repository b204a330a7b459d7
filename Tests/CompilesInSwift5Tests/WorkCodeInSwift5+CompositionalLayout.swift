// Swift 5 work code of a photo grid and a settings list: a compositional layout made in a
// plain factory function, a list layout with swipe actions, and cells from cell registrations
// fed by diffable data sources. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

struct Photo: Hashable {
  let id: Int
  let caption: String
}

enum PhotoLayouts {
  static func grid(columns: Int) -> UICollectionViewLayout {
    let fraction = 1.0 / CGFloat(columns)
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 2
    return UICollectionViewCompositionalLayout(section: section)
  }
}

final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
    contentView.addSubview(captionLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class PhotoGridViewController: UIViewController {
  enum Section { case main }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: PhotoLayouts.grid(columns: 3))
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
      cell.captionLabel.text = photo.caption
      cell.imageView.image = UIImage(systemName: "photo")
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Photo>(
      collectionView: collectionView
    ) { collectionView, indexPath, photo in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
    snapshot.appendSections([.main])
    snapshot.appendItems((1...9).map { Photo(id: $0, caption: "Photo \($0)") })
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

final class SettingsListViewController: UIViewController, UICollectionViewDelegate {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var removed: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        if let title = self?.dataSource.itemIdentifier(for: indexPath) {
          self?.removed.append(title)
        }
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.delegate = self
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Notifications", "Privacy", "About"])
    dataSource.apply(snapshot)
  }
}

// MARK: - The code above, run

/// Loads a screen on an iPhone-sized view, and lays out its collection view.
@MainActor
func showOnPhone<Screen: UIViewController>(
  _ screen: Screen, collectionView: (Screen) -> UICollectionView
) -> UICollectionView {
  screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  let list = collectionView(screen)
  list.frame = screen.view.bounds
  list.layoutIfNeeded()
  return list
}

@Suite("Compositional layout work code in the Swift 5 mode") @MainActor
struct CompositionalLayoutWorkCodeInSwift5Tests {
  @Test("the photo grid shows three photos a row, each configured by the registration")
  func photoGrid() {
    let screen = PhotoGridViewController()
    let collectionView = showOnPhone(screen) { $0.collectionView }

    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell
    let fourth = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
    #expect(first?.captionLabel.text == "Photo 1")
    #expect(first?.frame == CGRect(x: 1, y: 1, width: 128, height: 128))
    #expect(fourth?.frame.minY == 133)
    #expect(collectionView.visibleCells.count == 9)
  }

  @Test("the settings list's rows are inset and show their titles")
  func settingsList() {
    let screen = SettingsListViewController()
    let collectionView = showOnPhone(screen) { $0.collectionView }

    let row = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(row?.frame == CGRect(x: 16, y: 44, width: 358, height: 44))
    #expect(
      (row?.contentConfiguration as? UIListContentConfiguration)?.text == "Privacy")
    #expect((row as? UICollectionViewListCell)?.accessories.count == 1)
  }
}
