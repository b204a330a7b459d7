// Swift 5 work code of two list screens: a to-do list whose section headers come from a
// registered header class, whose rows reorder in editing mode and carry a Delete button that
// finds its row by point, and a tag cloud whose cells size themselves to their labels. Only
// the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

struct TodoItem: Equatable {
  var title: String
  var isDone = false
}

class TodoSectionHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "TodoSectionHeaderView"

  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.boldSystemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
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

class TodoCell: UITableViewCell {
  static let reuseIdentifier = "TodoCell"

  let deleteButton = UIButton(type: .system)
  var deleteTapped: ((UIButton) -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    showsReorderControl = true
    deleteButton.setTitle("Delete", for: .normal)
    deleteButton.translatesAutoresizingMaskIntoConstraints = false
    deleteButton.addAction(
      UIAction { [weak self] action in
        guard let button = action.sender as? UIButton else { return }
        self?.deleteTapped?(button)
      }, for: .touchUpInside)
    contentView.addSubview(deleteButton)
    NSLayoutConstraint.activate([
      deleteButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      deleteButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class TodoListViewController: UITableViewController {
  var sections: [(title: String, items: [TodoItem])] = [
    ("Today", [TodoItem(title: "Buy milk"), TodoItem(title: "Call mum"), TodoItem(title: "Gym")]),
    ("Later", [TodoItem(title: "Plan trip"), TodoItem(title: "Read book")]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "To-Do"
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 32
    tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
    tableView.register(
      TodoSectionHeaderView.self,
      forHeaderFooterViewReuseIdentifier: TodoSectionHeaderView.reuseIdentifier)
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
      as! TodoCell
    cell.textLabel?.text = sections[indexPath.section].items[indexPath.row].title
    cell.deleteTapped = { [weak self] button in
      self?.deleteButtonTapped(button)
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    guard
      let header = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: TodoSectionHeaderView.reuseIdentifier) as? TodoSectionHeaderView
    else { return nil }
    header.titleLabel.text = sections[section].title.uppercased()
    return header
  }

  // The cell is reused, so the button asks the table where it is now.
  func deleteButtonTapped(_ sender: UIButton) {
    let point = sender.convert(CGPoint.zero, to: tableView)
    guard let indexPath = tableView.indexPathForRow(at: point) else { return }
    sections[indexPath.section].items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.row)
  }

  // Rows stay in their own section.
  override func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    if proposedDestinationIndexPath.section == sourceIndexPath.section {
      return proposedDestinationIndexPath
    }
    let lastRow = tableView.numberOfRows(inSection: sourceIndexPath.section) - 1
    return IndexPath(row: lastRow, section: sourceIndexPath.section)
  }
}

class TagCell: UICollectionViewCell {
  static let reuseIdentifier = "TagCell"

  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 12
    titleLabel.font = UIFont.systemFont(ofSize: 15)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    let views = ["label": titleLabel]
    contentView.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-12-[label]-12-|", options: [], metrics: nil, views: views))
    contentView.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-6-[label]-6-|", options: [], metrics: nil, views: views))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class TagCloudViewController: UIViewController, UICollectionViewDataSource {
  let tags = ["swift", "ios", "uikit", "auto layout", "collection views", "xcode"]
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    return tags.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath) as! TagCell
    cell.titleLabel.text = tags[indexPath.item]
    return cell
  }
}

// MARK: - The code above, run

@Suite("Reordering and self-sizing work code in the Swift 5 mode") @MainActor
struct ReorderingWorkCodeInSwift5Tests {
  func show(_ screen: UIViewController) -> (UIWindow, Touches) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, Touches(window: window))
  }

  @Test("the to-do list reorders in editing mode, within a section, under reused headers")
  func reorder() throws {
    let screen = TodoListViewController()
    let (_, touches) = show(screen)
    let headers = [0, 1].compactMap {
      screen.tableView.headerView(forSection: $0) as? TodoSectionHeaderView
    }
    #expect(headers.map { $0.titleLabel.text } == ["TODAY", "LATER"])

    try touches.tapBarButton(titled: "Edit")
    #expect(screen.tableView.isEditing)
    // "Buy milk" dropped onto "Plan trip" stays in Today, at its end.
    try touches.dragRow(at: 0, to: 3)

    #expect(screen.sections[0].items.map { $0.title } == ["Call mum", "Gym", "Buy milk"])
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text
        == "Buy milk")
    screen.tableView.reloadData()
    screen.tableView.layoutIfNeeded()
    let reused = [0, 1].compactMap {
      screen.tableView.headerView(forSection: $0) as? TodoSectionHeaderView
    }
    #expect(Set(reused.map(ObjectIdentifier.init)) == Set(headers.map(ObjectIdentifier.init)))
    #expect(reused.map { $0.titleLabel.text } == ["TODAY", "LATER"])
  }

  @Test("each row's Delete button finds its row by point and deletes that row")
  func deleteByPoint() throws {
    let screen = TodoListViewController()
    let (_, touches) = show(screen)

    try touches.tapButton(titled: "Delete", inRowAt: 4)
    try touches.tapButton(titled: "Delete", inRowAt: 1)

    #expect(screen.sections[0].items.map { $0.title } == ["Buy milk", "Gym"])
    #expect(screen.sections[1].items.map { $0.title } == ["Plan trip"])
    #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("the tag cloud's cells are as wide as their labels and wrap into lines")
  func tagCloud() {
    let screen = TagCloudViewController()
    _ = show(screen)
    let collectionView = screen.collectionView!
    let frames = (0..<screen.tags.count).compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    let widths = screen.tags.map { tag -> CGFloat in
      let label = UILabel()
      label.font = UIFont.systemFont(ofSize: 15)
      label.text = tag
      return label.intrinsicContentSize.width + 24
    }

    #expect(frames.count == screen.tags.count)
    #expect(frames.map { $0.width } == widths)
    #expect(frames.first?.origin == CGPoint(x: 16, y: 16))
    #expect(Set(frames.map { $0.minY }).count > 1, "the tags wrap onto more than one line")
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: frames[1].midX, y: frames[1].midY))
        == IndexPath(item: 1, section: 0))
  }
}
