import Expectations
import HeadlessUIKit
import ScreenDriver
import Testing

/// A view controller's editing state and its Edit button, and what a view controller says of
/// the status bar and of orientations.
@Suite("Editing, the status bar and orientations") @MainActor
struct EditingAndOrientationTests {
  /// A list screen that counts the editing changes it is told of, as apps override them.
  final class NotesViewController: UITableViewController {
    var changes: [Bool] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      changes.append(editing)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  }

  @Test("the Edit button reads Done while editing; tapping it toggles the screen and its table")
  func editButton() throws {
    let notes = NotesViewController(style: .plain)
    let window = makeWindow(root: UINavigationController(rootViewController: notes))
    window.layoutIfNeeded()
    expectIdentical(notes.editButtonItem, notes.editButtonItem)
    expectEqual(notes.editButtonItem.title, "Edit")

    try Touches(window: window).tapBarButton(titled: "Edit")
    expectTrue(notes.isEditing)
    expectTrue(notes.tableView.isEditing)
    expectEqual(notes.editButtonItem.title, "Done")
    expectEqual(notes.editButtonItem.style, .done)

    try Touches(window: window).tapBarButton(titled: "Done")
    expectFalse(notes.tableView.isEditing)
    notes.isEditing = true
    expectEqual(notes.changes, [true, false, true])
    expectEqual(notes.editButtonItem.title, "Done")
  }

  @Test("status bar and orientation answers: UIKit's defaults, and a screen's own")
  func statusBarAndOrientations() {
    let plain = UIViewController()
    expectEqual(plain.preferredStatusBarStyle, .default)
    expectFalse(plain.prefersStatusBarHidden)
    expectEqual(plain.supportedInterfaceOrientations, .allButUpsideDown)
    expectEqual(plain.preferredInterfaceOrientationForPresentation, .portrait)
    let notes = NotesViewController(style: .plain)
    expectEqual(notes.preferredStatusBarStyle, .lightContent)
    expectEqual(notes.supportedInterfaceOrientations.rawValue, 2)
    // Each orientation's bit is at its raw value, as UIKit declares the masks.
    expectEqual(UIInterfaceOrientationMask.landscape.rawValue, 1 << 4 | 1 << 3)
    expectEqual(UIInterfaceOrientationMask.all.rawValue, 30)
    expectTrue(UIInterfaceOrientation.landscapeRight.isLandscape)
    expectFalse(UIInterfaceOrientation.unknown.isPortrait)
    expectEqual(UIStatusBarStyle.darkContent.rawValue, 3)
  }
}
