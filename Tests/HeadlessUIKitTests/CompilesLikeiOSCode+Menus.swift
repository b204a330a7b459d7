// iOS code of a playlists screen, as an iOS developer writes it: a sort menu and an add button
// in the navigation bar, an alert with a text field, an action sheet, a context menu on each
// row and a swipe to delete. Only the import line differs from an iOS project.

import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

final class PlaylistViewController: UITableViewController {
  private(set) var playlists = ["Road trip", "Focus", "Workout"]
  private(set) var lastShared: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Playlists"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let sortMenu = UIMenu(
      title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"),
      children: [
        UIAction(title: "Name", image: UIImage(systemName: "textformat")) { [weak self] _ in
          self?.playlists.sort()
          self?.tableView.reloadData()
        },
        UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive)
        { [weak self] _ in
          self?.confirmDeleteAll()
        },
      ])
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.promptForNewPlaylist() }),
      UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: sortMenu),
    ]
  }

  func promptForNewPlaylist() {
    let alert = UIAlertController(
      title: "New Playlist", message: "Enter a name", preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "Name"
      textField.autocapitalizationType = .words
      textField.returnKeyType = .done
    }
    let create = UIAlertAction(title: "Create", style: .default) { [weak self, weak alert] _ in
      guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
      self?.playlists.append(name)
      self?.tableView.insertRows(
        at: [IndexPath(row: (self?.playlists.count ?? 1) - 1, section: 0)], with: .automatic)
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(create)
    alert.preferredAction = create
    present(alert, animated: true)
  }

  func confirmDeleteAll() {
    let sheet = UIAlertController(
      title: nil, message: "Delete all playlists?", preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Delete All", style: .destructive) { [weak self] _ in
        self?.playlists.removeAll()
        self?.tableView.reloadData()
      })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItems?.last
    present(sheet, animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    playlists.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = playlists[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let name = playlists[indexPath.row]
    return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) {
      [weak self] _ in
      let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
        self?.lastShared = name
      }
      let delete = UIAction(
        title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
      ) { _ in
        self?.deletePlaylist(at: indexPath)
      }
      return UIMenu(title: "", children: [share, delete])
    }
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.deletePlaylist(at: indexPath)
      completion(true)
    }
    delete.image = UIImage(systemName: "trash")
    let configuration = UISwipeActionsConfiguration(actions: [delete])
    configuration.performsFirstActionWithFullSwipe = true
    return configuration
  }

  private func deletePlaylist(at indexPath: IndexPath) {
    playlists.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

// MARK: - The suite that runs it

@Suite("iOS-style menu code compiles and runs") @MainActor
struct MenusCodeCompilesTests {
  @Test("the context menu shares and deletes, a swipe deletes, and the alert adds a playlist")
  func playlists() async throws {
    let screen = PlaylistViewController(style: .plain)
    let window = makeWindow(root: UINavigationController(rootViewController: screen))
    let touches = Touches(window: window)

    try touches.longPressRow(at: 1, tapping: "Share")
    try touches.longPressRow(at: 0, tapping: "Delete")
    try touches.swipeToDelete(rowAt: 0)
    try touches.tapBarButton(.add)
    await drainMainQueue()
    try touches.typeInAlert("Chill")
    try touches.tapAlertAction(titled: "Create")
    await drainMainQueue()

    #expect(screen.lastShared == "Focus" && screen.playlists == ["Workout", "Chill"])
  }
}
