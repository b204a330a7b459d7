// Why this file exists: Auto Layout code from a real iOS project must compile against the kit
// with only the import line changed, and lay out as it does on a device. Above the tests is a
// small photo list written the way iOS developers write it: a cell whose thumbnail and labels
// are pinned with anchors, a screen pinned to the safe area with `NSLayoutConstraint.activate`,
// a constraint kept to change later, and a stack view. The tests read the frames it gets.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as an iOS developer writes it

struct Photo {
  let title: String
  let author: String
}

final class PhotoListCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoListCell"

  let thumbnailView = UIImageView()
  let titleLabel = UILabel()
  let authorLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    thumbnailView.contentMode = .scaleAspectFill
    thumbnailView.backgroundColor = .secondarySystemBackground
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    authorLabel.font = .preferredFont(forTextStyle: .footnote)
    authorLabel.textColor = .secondaryLabel

    for subview in [thumbnailView, titleLabel, authorLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }

    NSLayoutConstraint.activate([
      thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      thumbnailView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      thumbnailView.widthAnchor.constraint(equalToConstant: 48),
      thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor),

      titleLabel.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 12),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),

      authorLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      authorLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      authorLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with photo: Photo) {
    titleLabel.text = photo.title
    authorLabel.text = photo.author
  }
}

final class PhotoListViewController: UIViewController, UICollectionViewDataSource {
  private let photos: [Photo]
  let headerLabel = UILabel()
  let filterStack = UIStackView()
  private(set) var collectionView: UICollectionView!
  private var filterHeightConstraint: NSLayoutConstraint!

  init(photos: [Photo]) {
    self.photos = photos
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    headerLabel.text = "Photos"
    headerLabel.font = .preferredFont(forTextStyle: .title2)
    headerLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(headerLabel)

    filterStack.axis = .horizontal
    filterStack.distribution = .fillEqually
    filterStack.spacing = 8
    for title in ["Recent", "Favourites", "Shared"] {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      filterStack.addArrangedSubview(button)
    }
    filterStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(filterStack)

    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(
      PhotoListCell.self, forCellWithReuseIdentifier: PhotoListCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)

    let safeArea = view.safeAreaLayoutGuide
    filterHeightConstraint = filterStack.heightAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([
      headerLabel.topAnchor.constraint(equalTo: safeArea.topAnchor),
      headerLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      headerLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

      filterStack.topAnchor.constraint(equalTo: headerLabel.bottomAnchor, constant: 8),
      filterStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      filterStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      filterHeightConstraint,

      collectionView.topAnchor.constraint(equalTo: filterStack.bottomAnchor, constant: 8),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
      layout.itemSize = CGSize(width: collectionView.bounds.width, height: 72)
    }
  }

  func setFiltersHidden(_ hidden: Bool) {
    filterHeightConstraint.constant = hidden ? 0 : 44
    filterStack.isHidden = hidden
    view.setNeedsLayout()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoListCell.reuseIdentifier, for: indexPath) as? PhotoListCell
    else {
      fatalError("PhotoListCell is not registered")
    }
    cell.configure(with: photos[indexPath.item])
    return cell
  }
}

// MARK: - The code above, laid out

@Suite("Auto Layout code as iOS projects write it")
@MainActor
struct CompilesLikeiOSCodeAutoLayoutTests {
  let photos = [
    Photo(title: "Harbour at dawn", author: "Min-ji"), Photo(title: "Old town", author: "Ana"),
  ]

  private func show(_ screen: UIViewController) async -> UIWindow {
    let window = UIWindow()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    for _ in 0..<3 { await drainMainQueue() }
    return window
  }

  @Test("the screen is pinned to the safe area and its margins")
  func screenFrames() async {
    let screen = PhotoListViewController(photos: photos)
    let window = await show(screen)
    expectEqual(screen.headerLabel.frame, CGRect(x: 16, y: 47, width: 358, height: 27))
    expectEqual(screen.filterStack.frame, CGRect(x: 16, y: 82, width: 358, height: 44))
    expectEqual(screen.collectionView.frame, CGRect(x: 0, y: 134, width: 390, height: 676))
    expectEqual(screen.filterStack.arrangedSubviews.map(\.frame.width), [114, 114, 114])
    screen.setFiltersHidden(true)
    await drainMainQueue()
    expectEqual(screen.collectionView.frame.minY, 90)
    _ = window
  }

  @Test("each cell's thumbnail and labels are placed by their anchors")
  func cellFrames() async {
    let screen = PhotoListViewController(photos: photos)
    let window = await show(screen)
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? PhotoListCell }
    expectEqual(cells.count, 2)
    guard let cell = cells.first(where: { $0.titleLabel.text == "Old town" }) else { return }
    expectEqual(cell.frame.size, CGSize(width: 390, height: 72))
    expectEqual(cell.thumbnailView.frame, CGRect(x: 16, y: 12, width: 48, height: 48))
    expectEqual(cell.titleLabel.frame, CGRect(x: 76, y: 10, width: 298, height: 21))
    expectEqual(cell.authorLabel.frame, CGRect(x: 76, y: 35, width: 298, height: 16))
    _ = window
  }
}
