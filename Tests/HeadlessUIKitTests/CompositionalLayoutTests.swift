import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Compositional layout and cell registrations") @MainActor
struct CompositionalLayoutTests {
  /// A collection view of `size` with a layout, fed numbered items by a diffable data source
  /// whose cells come from a cell registration, laid out once.
  @MainActor
  final class Grid {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    /// Each configuration the registration's handler made: the cell, index path and item.
    private(set) var configured:
      [(cell: UICollectionViewListCell, indexPath: IndexPath, item: Int)] = []

    init(size: CGSize, layout: UICollectionViewLayout, sections counts: [Int]) {
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
      var configure: ((UICollectionViewListCell, IndexPath, Int) -> Void)?
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, indexPath, item in
        configure?(cell, indexPath, item)
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      configure = { [unowned self] cell, indexPath, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
        configured.append((cell, indexPath, item))
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      var next = 0
      for (section, count) in counts.enumerated() {
        snapshot.appendSections([section])
        snapshot.appendItems(Array(next..<next + count), toSection: section)
        next += count
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }

    func frames(inSection section: Int = 0) -> [CGRect?] {
      (0..<collectionView.numberOfItems(inSection: section)).map {
        collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
      }
    }
  }

  /// A section of rows of `columns` square photos, each inset by 1 point, as a photo grid is.
  static func photoSection(columns: Int) -> NSCollectionLayoutSection {
    let fraction = 1 / CGFloat(columns)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  @Test("a grid repeats its item across each row and its row down the section, inside the insets")
  func photoGrid() {
    // 416 wide less 8 on each side leaves 400: four columns of 100, rows 100 tall and 2 apart;
    // each photo is its slot less 1 point all round. The last row holds the one item left.
    let section = Self.photoSection(columns: 4)
    section.interGroupSpacing = 2
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let grid = Grid(
      size: CGSize(width: 416, height: 800),
      layout: UICollectionViewCompositionalLayout(section: section), sections: [5])

    expectEqual(
      grid.frames(),
      [
        CGRect(x: 9, y: 9, width: 98, height: 98),
        CGRect(x: 109, y: 9, width: 98, height: 98),
        CGRect(x: 209, y: 9, width: 98, height: 98),
        CGRect(x: 309, y: 9, width: 98, height: 98),
        CGRect(x: 9, y: 111, width: 98, height: 98),
      ])
    expectEqual(grid.collectionView.contentSize, CGSize(width: 416, height: 218))
    expectEqual(grid.collectionView.visibleCells.count, 5)
    // The second row alone, as the collection view asks for what its bounds show.
    let secondRow = grid.collectionView.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 110, width: 416, height: 50))
    expectEqual(secondRow?.map(\.indexPath.item), [4])
  }

  @Test("the section provider is asked for each section with the container's size")
  func sectionProvider() {
    var asked: [(Int, CGSize)] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      asked.append((index, environment.container.effectiveContentSize))
      return Self.photoSection(columns: index == 0 ? 2 : 4)
    }
    let grid = Grid(size: CGSize(width: 400, height: 800), layout: layout, sections: [2, 4])

    expectEqual(asked.map(\.0), [0, 1])
    expectEqual(asked.map(\.1), [CGSize(width: 400, height: 800), CGSize(width: 400, height: 800)])
    expectEqual(grid.frames(inSection: 0).map { $0?.width }, [198, 198])
    expectEqual(grid.frames(inSection: 1).map { $0?.minX }, [1, 101, 201, 301])
    // The second section starts below the first one's row of 200.
    expectEqual(grid.frames(inSection: 1).map { $0?.minY }, [201, 201, 201, 201])
  }

  @Test("a group of a count shares its length, and flexible spacing shares the room left over")
  func countsAndSpacing() {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let counted = NSCollectionLayoutGroup.horizontal(
      layoutSize: row,
      repeatingSubitem: NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))),
      count: 3)
    counted.interItemSpacing = .fixed(10)
    let flexible = NSCollectionLayoutGroup.horizontal(
      layoutSize: row,
      subitems: [
        NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(80), heightDimension: .absolute(40)))
      ])
    flexible.interItemSpacing = .flexible(10)
    let layout = UICollectionViewCompositionalLayout { index, _ in
      NSCollectionLayoutSection(group: index == 0 ? counted : flexible)
    }
    let grid = Grid(size: CGSize(width: 320, height: 400), layout: layout, sections: [3, 3])

    // (320 - 2 × 10) / 3 = 100 each, whatever the item's own width.
    expectEqual(
      grid.frames(inSection: 0),
      [
        CGRect(x: 0, y: 0, width: 100, height: 50),
        CGRect(x: 110, y: 0, width: 100, height: 50),
        CGRect(x: 220, y: 0, width: 100, height: 50),
      ])
    // Three items of 80 fit at 10 apart (260); the 60 left make the gaps 40.
    expectEqual(grid.frames(inSection: 1).map { $0?.minX }, [0, 120, 240])
    expectEqual(grid.frames(inSection: 1).map { $0?.minY }, [50, 50, 50])
    expectTrue(counted.interItemSpacing?.isFixedSpacing ?? false)
    expectTrue(flexible.interItemSpacing?.isFlexibleSpacing ?? false)
  }

  @Test("groups nest: a large item beside a column of two small ones")
  func nestedGroups() {
    let large = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)),
      subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [large, column])
    let grid = Grid(
      size: CGSize(width: 300, height: 800),
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      sections: [4])

    expectEqual(
      grid.frames(),
      [
        CGRect(x: 0, y: 0, width: 200, height: 200),
        CGRect(x: 200, y: 0, width: 100, height: 100),
        CGRect(x: 200, y: 100, width: 100, height: 100),
        CGRect(x: 0, y: 200, width: 200, height: 200),
      ])
    expectEqual(column.subitems.count, 1)
  }

  @Test(
    "a section that scrolls sideways lays its groups in one row; those past the edge are off screen"
  )
  func orthogonalSection() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    let grid = Grid(
      size: CGSize(width: 400, height: 800),
      layout: UICollectionViewCompositionalLayout(section: section), sections: [3])

    expectEqual(grid.frames().map { $0?.minX }, [0, 330, 660])
    expectEqual(grid.frames().map { $0?.minY }, [0, 0, 0])
    expectEqual(grid.collectionView.contentSize, CGSize(width: 400, height: 120))
    expectEqual(
      grid.collectionView.indexPathsForVisibleItems.map(\.item).sorted(), [0, 1])
  }

  @Test("a list layout stacks full-width rows; the inset grouped appearance insets them")
  func listLayouts() {
    let plain = Grid(
      size: CGSize(width: 390, height: 844),
      layout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)),
      sections: [3])
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, _ in }
      ])
    }
    let inset = Grid(
      size: CGSize(width: 390, height: 844),
      layout: UICollectionViewCompositionalLayout.list(using: configuration), sections: [2])

    expectEqual(
      plain.frames(),
      [
        CGRect(x: 0, y: 0, width: 390, height: 44),
        CGRect(x: 0, y: 44, width: 390, height: 44),
        CGRect(x: 0, y: 88, width: 390, height: 44),
      ])
    expectEqual(inset.frames().map { $0?.minX }, [16, 16])
    expectEqual(inset.frames().map { $0?.width }, [358, 358])
    expectEqual(configuration.appearance, .insetGrouped)
    expectEqual(configuration.headerMode, .none)
    expectTrue(configuration.showsSeparators)
    expectEqual(
      configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 1, section: 0))?
        .actions.first?.title, "Delete 1")
  }

  @Test("an estimated dimension lays out at its estimate, and item insets ignore its axis")
  func estimatedDimensions() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
      subitems: [item])
    let grid = Grid(
      size: CGSize(width: 200, height: 400),
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      sections: [2])

    expectEqual(
      grid.frames(),
      [CGRect(x: 5, y: 0, width: 190, height: 60), CGRect(x: 5, y: 60, width: 190, height: 60)])
    expectTrue(item.layoutSize.heightDimension.isEstimated)
    expectEqual(item.layoutSize.heightDimension.dimension, 60)
    expectTrue(item.layoutSize.widthDimension.isFractionalWidth)
  }

  @Test("a new width lays the fractions out again")
  func resizing() {
    let grid = Grid(
      size: CGSize(width: 400, height: 800),
      layout: UICollectionViewCompositionalLayout(section: Self.photoSection(columns: 2)),
      sections: [2])
    grid.collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
    grid.collectionView.layoutIfNeeded()

    expectEqual(grid.frames().map { $0?.width }, [298, 298])
    expectEqual(grid.collectionView.contentSize, CGSize(width: 600, height: 300))
  }

  @Test("a cell registration configures each cell for its item, and its cells are reused")
  func cellRegistration() {
    let grid = Grid(
      size: CGSize(width: 390, height: 440),
      layout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)),
      sections: [40])
    let first = grid.configured.map(\.item)

    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 44 * 20), animated: false)
    grid.collectionView.layoutIfNeeded()

    // Ten rows of 44 fill 440 points.
    expectEqual(first, Array(0..<10))
    expectEqual(grid.configured.map(\.indexPath.item), grid.configured.map(\.item))
    let texts = grid.collectionView.visibleCells.compactMap {
      ($0.contentConfiguration as? UIListContentConfiguration)?.text
    }
    expectEqual(texts.sorted(), (20..<30).map { "Item \($0)" }.sorted())
    // The ten rows that left gave their cells to the ten that came.
    expectEqual(Set(grid.configured.map { ObjectIdentifier($0.cell) }).count, 10)
  }
}

@Suite("List cell accessories") @MainActor
struct CellAccessoryTests {
  @Test("a list cell keeps its accessories in order, with their options, as UIKit's defaults")
  func accessories() {
    let cell = UICollectionViewListCell(frame: .zero)
    var deleted = 0
    expectTrue(cell.accessories.isEmpty)
    cell.accessories = [
      .delete { deleted += 1 },
      .label(text: "3", options: UICellAccessory.LabelOptions(tintColor: .secondaryLabel)),
      .checkmark(displayed: .whenNotEditing),
      .disclosureIndicator(options: .init(tintColor: .systemGray)),
    ]

    expectEqual(cell.accessories.count, 4)
    expectEqual(deleted, 0)
    expectEqual(UICellAccessory.CheckmarkOptions().tintColor, nil)
    expectEqual(
      UICellAccessory.DeleteOptions(backgroundColor: .systemRed).backgroundColor, .systemRed)
    expectEqual(UICellAccessory.DisplayedState.whenEditing, .whenEditing)
  }
}
