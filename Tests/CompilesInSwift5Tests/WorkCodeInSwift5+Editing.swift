// Swift 5 work code of an editable list screen: an Edit button, reordering rows, a status bar
// style and a portrait-only screen, a rotation handler, and paging that snaps a flick to whole
// rows. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class PlaylistViewController: UITableViewController {
  var songs = ["Intro", "Seoul Nights", "Busan Morning"]
  private(set) var rotations = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return .portrait }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    navigationItem.leftBarButtonItem = editing ? UIBarButtonItem(systemItem: .trash) : nil
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in self.rotations += 1 }, completion: nil)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return songs.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
    cell.textLabel?.text = songs[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let song = songs.remove(at: sourceIndexPath.row)
    songs.insert(song, at: destinationIndexPath.row)
  }

  // Snap a flick to whole rows of 44 points.
  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let row: CGFloat = 44
    targetContentOffset.pointee.y = (targetContentOffset.pointee.y / row).rounded() * row
  }
}

// MARK: - The code above, run

@Suite("Editing work code in the Swift 5 mode") @MainActor
struct EditingWorkCodeInSwift5Tests {
  @Test("the Edit button puts the list in editing and shows a trash button; rows move; flicks snap")
  func playlist() {
    let playlist = PlaylistViewController(style: .plain)
    playlist.loadViewIfNeeded()
    #expect(playlist.navigationItem.rightBarButtonItem === playlist.editButtonItem)
    playlist.setEditing(true, animated: true)
    #expect(playlist.tableView.isEditing && playlist.navigationItem.leftBarButtonItem != nil)
    playlist.tableView(
      playlist.tableView, moveRowAt: IndexPath(row: 0, section: 0),
      to: IndexPath(row: 2, section: 0))
    #expect(playlist.songs == ["Seoul Nights", "Busan Morning", "Intro"])
    var target = CGPoint(x: 0, y: 100)
    playlist.scrollViewWillEndDragging(
      playlist.tableView, withVelocity: .zero, targetContentOffset: &target)
    #expect(target.y == 88)
    #expect(playlist.preferredStatusBarStyle == .lightContent)
  }
}
