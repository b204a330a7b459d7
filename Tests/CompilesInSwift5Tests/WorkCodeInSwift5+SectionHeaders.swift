// Swift 5 work code of two screens with section headers: a recipe grid on a flow layout whose
// header view is a reusable view subclass with a label, registered and dequeued by hand, and
// a contacts list on a compositional layout fed by a diffable data source, whose headers come
// from a supplementary registration. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

class SectionHeaderView: UICollectionReusableView {
  static let reuseIdentifier = "SectionHeaderView"

  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.boldSystemFont(ofSize: 20)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }
}

class RecipeCell: UICollectionViewCell {
  static let reuseIdentifier = "RecipeCell"
  let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class RecipeBookViewController: UIViewController {
  let courses: [(title: String, recipes: [String])] = [
    ("Starters", ["Soup", "Salad"]),
    ("Mains", ["Curry", "Risotto"]),
  ]
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 60)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: view.bounds.width, height: 44)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(RecipeCell.self, forCellWithReuseIdentifier: RecipeCell.reuseIdentifier)
    collectionView.register(
      SectionHeaderView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionHeaderView.reuseIdentifier)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }
}

extension RecipeBookViewController: UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int {
    return courses.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    return courses[section].recipes.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: RecipeCell.reuseIdentifier, for: indexPath) as! RecipeCell
    cell.nameLabel.text = courses[indexPath.section].recipes[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard kind == UICollectionView.elementKindSectionHeader else {
      return UICollectionReusableView()
    }
    let header =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionHeaderView.reuseIdentifier, for: indexPath)
      as! SectionHeaderView
    header.titleLabel.text = courses[indexPath.section].title
    return header
  }
}

struct Contact: Hashable {
  let name: String
}

class ContactsListViewController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<String, Contact>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    view.addSubview(collectionView)
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let headerSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(36))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
      alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> {
      cell, _, contact in
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      cell.contentConfiguration = content
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      header.titleLabel.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
    }
    dataSource = UICollectionViewDiffableDataSource<String, Contact>(
      collectionView: collectionView
    ) { collectionView, indexPath, contact in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: contact)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([Contact(name: "Ada"), Contact(name: "Alan")], toSection: "A")
    snapshot.appendItems([Contact(name: "Barbara")], toSection: "B")
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

// MARK: - The code above, run

@Suite("Section header work code in the Swift 5 mode") @MainActor
struct SectionHeadersWorkCodeInSwift5Tests {
  func title(
    of collectionView: UICollectionView, section: Int
  ) -> String? {
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section))
    return (header as? SectionHeaderView)?.titleLabel.text
  }

  @Test("the recipe grid shows each course's header above its recipes")
  func recipeHeaders() {
    let screen = RecipeBookViewController()
    let collectionView = showOnPhone(screen) { $0.collectionView }

    #expect(title(of: collectionView, section: 0) == "Starters")
    #expect(title(of: collectionView, section: 1) == "Mains")
    let mains = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 1))
    #expect(mains?.frame == CGRect(x: 0, y: 164, width: 390, height: 44))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY
        == 208)
  }

  @Test("the contacts list shows a letter header over each section, from its registration")
  func contactHeaders() {
    let screen = ContactsListViewController()
    let collectionView = showOnPhone(screen) { $0.collectionView }

    #expect(title(of: collectionView, section: 0) == "A")
    #expect(title(of: collectionView, section: 1) == "B")
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 172, width: 390, height: 50))
  }
}
