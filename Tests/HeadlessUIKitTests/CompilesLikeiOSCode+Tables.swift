import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// Table screens written as iOS projects write them, with only the import changed (and the one
// documented difference: a cell overriding `init(style:reuseIdentifier:)` writes `required`
// where iOS writes `override`, see UITableViewCell). If a name, label or optionality drifts from
// UIKit's, this file stops compiling.

// MARK: - A settings screen: a UITableViewController subclass with sections

struct SettingsSection {
  let title: String
  let rows: [String]
}

final class SettingsViewController: UITableViewController {
  private let sections = [
    SettingsSection(title: "Account", rows: ["Profile", "Password"]),
    SettingsSection(title: "About", rows: ["Licences"]),
  ]
  private(set) var opened: [String] = []

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingCell")
    tableView.rowHeight = 52
    tableView.separatorStyle = .singleLine
    tableView.tableFooterView = UIView()
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    return sections[section].title
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = sections[indexPath.section].rows[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    opened.append(sections[indexPath.section].rows[indexPath.row])
  }
}

// MARK: - A plain view controller with a table, a custom cell and editing

final class ContactCell: UITableViewCell {
  static let identifier = "ContactCell"

  let nameLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
    selectionStyle = .none
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
  }

  func configure(with name: String) {
    nameLabel.text = name
  }
}

final class ContactsViewController: UIViewController {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var contacts = ["Ada", "Grace", "Linus", "Margaret"]
  private(set) var shown: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.frame = view.bounds
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.identifier)
    tableView.estimatedRowHeight = 60
    tableView.rowHeight = UITableView.automaticDimension
    view.addSubview(tableView)
  }

  func add(_ name: String) {
    contacts.append(name)
    let indexPath = IndexPath(row: contacts.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
    tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
  }
}

extension ContactsViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ContactCell.identifier, for: indexPath) as? ContactCell
    else { return UITableViewCell() }
    cell.configure(with: contacts[indexPath.row])
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    shown.append(indexPath.row)
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      contacts.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}

// MARK: - A diffable data source

final class FavouritesViewController: UIViewController {
  enum Section { case main }

  struct Favourite: Hashable {
    let id: Int
    let name: String
  }

  private var tableView: UITableView!
  private var dataSource: UITableViewDiffableDataSource<Section, Favourite>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    view.addSubview(tableView)
    dataSource = UITableViewDiffableDataSource<Section, Favourite>(tableView: tableView) {
      tableView, indexPath, favourite in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = favourite.name
      return cell
    }
  }

  func show(_ favourites: [Favourite], animated: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Favourite>()
    snapshot.appendSections([.main])
    snapshot.appendItems(favourites, toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func favourite(at indexPath: IndexPath) -> Favourite? {
    dataSource.itemIdentifier(for: indexPath)
  }

  func remove(_ favourite: Favourite) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([favourite])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

extension FavouritesViewController: UITableViewDelegate {
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let favourite = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let remove = UIContextualAction(style: .destructive, title: "Remove") {
      [weak self] _, _, completion in
      self?.remove(favourite)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [remove])
  }
}

// MARK: - A grid: a UICollectionViewController subclass

final class PhotoCell: UICollectionViewCell {
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(captionLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class PhotosViewController: UICollectionViewController {
  private let captions = ["Harbour", "Market", "Temple", "Tower", "Bridge"]
  private(set) var opened: [String] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    captions.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
      as! PhotoCell
    cell.captionLabel.text = captions[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    opened.append(captions[indexPath.item])
  }
}

// MARK: - Tests

@Suite("Compiles like iOS code: tables") @MainActor
struct CompilesLikeiOSCodeTablesTests {
  func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    return window
  }

  @Test("the settings screen lists its sections, and a tap opens a row and deselects it")
  func settings() throws {
    let settings = SettingsViewController()
    let window = show(settings)

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Settings
      list: 3 items
        (header) Account
        Profile
        Password
        (header) About
        Licences

      """)
    try Touches(window: window).tapItem(labeled: "Password")
    expectEqual(settings.opened, ["Password"])
    expectNil(settings.tableView.indexPathForSelectedRow)
  }

  @Test("the contacts screen shows what fits, adds a contact at the end and deletes by swiping")
  func contacts() throws {
    let contacts = ContactsViewController()
    let window = show(contacts)
    let touches = Touches(window: window)
    try touches.tapItem(at: 0)
    expectEqual(contacts.shown, [0, 1, 2, 3])

    contacts.add("Barbara")
    try touches.swipeToDelete(rowAt: 0)

    expectEqual(contacts.contacts, ["Grace", "Linus", "Margaret", "Barbara"])
    #expect(ScreenTranscript.render(window).contains("list: 4 items\n  Grace\n"))
  }

  @Test("the favourites screen shows a snapshot, finds an item by index path, removes by swiping")
  func favourites() throws {
    let favourites = FavouritesViewController()
    let window = show(favourites)
    favourites.show([.init(id: 1, name: "Seoul"), .init(id: 2, name: "Busan")])

    expectEqual(favourites.favourite(at: IndexPath(row: 1, section: 0))?.name, "Busan")
    #expect(ScreenTranscript.render(window).hasSuffix("list: 2 items\n  Seoul\n  Busan\n"))

    try Touches(window: window).swipeRow(at: 0, tapping: "Remove")
    #expect(ScreenTranscript.render(window).hasSuffix("list: 1 item\n  Busan\n"))
  }

  @Test("the photo grid lays its items out in rows and opens the one tapped")
  func photos() throws {
    let photos = PhotosViewController()
    let window = show(photos)

    try Touches(window: window).tapItem(labeled: "Tower")

    expectEqual(photos.opened, ["Tower"])
    expectEqual(
      photos.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY,
      130)
    #expect(ScreenTranscript.render(window).hasPrefix("screen 1 of 1: Photos\nlist: 5 items\n"))
  }
}
