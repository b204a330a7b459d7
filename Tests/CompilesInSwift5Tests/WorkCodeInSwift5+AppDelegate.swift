// Swift 5 work code of an app from before scenes, as tutorials of the Core Data era write it: the
// app delegate makes the window in code, owns the store, and saves it when the app leaves the
// screen; screens reach the store through `UIApplication.shared.delegate`. Only the import
// differs from iOS (and `@UIApplicationMain`, which a test target cannot have).

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var notes: [String] = []
  private(set) var savedNotes: [String] = []
  private(set) var saves = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: NotesViewController())
    window?.makeKeyAndVisible()
    return true
  }

  func applicationWillResignActive(_ application: UIApplication) {
    // Pause ongoing tasks.
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    saveContext()
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    let notesScreen =
      (window?.rootViewController as? UINavigationController)?.topViewController
      as? NotesViewController
    notesScreen?.tableView.reloadData()
  }

  func applicationWillTerminate(_ application: UIApplication) {
    saveContext()
  }

  func saveContext() {
    if savedNotes != notes {
      savedNotes = notes
      saves += 1
    }
  }
}

final class NotesViewController: UITableViewController {
  var appDelegate: NotesAppDelegate {
    return UIApplication.shared.delegate as! NotesAppDelegate
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
  }

  func addNote(_ text: String) {
    appDelegate.notes.append(text)
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return appDelegate.notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    cell.textLabel?.text = appDelegate.notes[indexPath.row]
    return cell
  }
}

// MARK: - The code above, run

@Suite("App delegate work code in the Swift 5 mode") @MainActor
struct AppDelegateWorkCodeInSwift5Tests {
  // No suspension point: no other test runs on the main actor between the app's moves.
  @Test("launching makes the window; leaving saves the notes once; ending saves what is new")
  func lifecycle() {
    let app = UIApplication.shared
    let appDelegate = NotesAppDelegate()
    app.delegate = appDelegate
    defer { app.delegate = nil }

    app.simulateLaunch()
    let navigation = appDelegate.window?.rootViewController as? UINavigationController
    let notes = navigation?.topViewController as? NotesViewController
    #expect(appDelegate.window?.isKeyWindow == true)
    #expect(notes?.title == "Notes")

    notes?.addNote("Buy milk")
    #expect(notes?.tableView.numberOfRows(inSection: 0) == 1)
    #expect(appDelegate.saves == 0)
    app.simulateMoveToBackground()
    #expect(app.applicationState == .background)
    #expect(appDelegate.savedNotes == ["Buy milk"])

    app.simulateMoveToForeground()
    app.simulateMoveToBackground()
    #expect(appDelegate.saves == 1, "nothing new to save the second time")
    app.simulateMoveToForeground()
    notes?.addNote("Call mom")
    app.simulateTermination()
    #expect(appDelegate.savedNotes == ["Buy milk", "Call mom"])
    #expect(app.applicationState == .active)
  }
}
