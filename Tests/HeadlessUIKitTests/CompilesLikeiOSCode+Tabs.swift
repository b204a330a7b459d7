// iOS code of a tab bar app, as an iOS developer writes it: tabs made from navigation
// controllers with tab bar items, badges and a delegate, an opaque tab bar appearance, an app
// theme applied to navigation bars, and a list that loads its model on the main queue with a
// minimal back button. Only the import line differs from an iOS project.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
  private(set) var reselectCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self

    let home = UINavigationController(rootViewController: HomeViewController())
    home.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"),
      selectedImage: UIImage(systemName: "house.fill"))

    let inbox = UINavigationController(rootViewController: UIViewController())
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
    inbox.tabBarItem.badgeValue = "3"
    inbox.tabBarItem.badgeColor = .systemRed

    let settings = UIViewController()
    settings.title = "Settings"
    settings.tabBarItem.image = UIImage(systemName: "gear")

    setViewControllers([home, inbox, settings], animated: false)
    selectedIndex = 0

    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBackground
    tabBar.standardAppearance = appearance
    tabBar.scrollEdgeAppearance = appearance
    tabBar.tintColor = .systemIndigo
  }

  func updateInboxBadge(unread: Int) {
    guard let inbox = viewControllers?[1] else { return }
    inbox.tabBarItem.badgeValue = unread > 0 ? "\(unread)" : nil
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    if viewController == selectedViewController {
      reselectCount += 1
    }
    return true
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    if let nav = viewController as? UINavigationController {
      nav.popToRootViewController(animated: false)
    }
  }
}

final class HomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
  }

  func showInbox() {
    tabBarController?.selectedIndex = 1
  }
}

@MainActor
enum AppTheme {
  static func apply(to navigationController: UINavigationController) {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.shadowColor = .clear

    let bar = navigationController.navigationBar
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    bar.compactAppearance = appearance
    bar.tintColor = .white
    bar.prefersLargeTitles = true
  }
}

struct Article: Decodable {
  let title: String
}

final class ArticleListViewController: UITableViewController {
  private(set) var articles: [Article] = []
  private let spinner = UIActivityIndicatorView(style: .medium)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.backButtonDisplayMode = .minimal
    navigationItem.backButtonTitle = ""
    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
    let compact = UINavigationBarAppearance()
    compact.configureWithTransparentBackground()
    navigationItem.scrollEdgeAppearance = compact
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "article")
    loadArticles()
  }

  func loadArticles() {
    spinner.startAnimating()
    let json = Data(#"[{"title":"Hello"},{"title":"World"}]"#.utf8)
    DispatchQueue.main.async { [weak self] in
      self?.articles = (try? JSONDecoder().decode([Article].self, from: json)) ?? []
      self?.spinner.stopAnimating()
      self?.tableView.reloadData()
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    articles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
    cell.textLabel?.text = articles[indexPath.row].title
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIViewController()
    detail.title = articles[indexPath.row].title
    detail.navigationItem.largeTitleDisplayMode = .never
    show(detail, sender: self)
  }
}

// MARK: - The suite that runs it

@Suite("iOS-style tab bar code compiles and runs") @MainActor
struct TabsCodeCompilesTests {
  @Test("the tabs show their badge, a tap asks the delegate, and the theme styles a copy")
  func tabBarApp() throws {
    let tabs = MainTabBarController()
    let window = makeWindow(root: tabs)
    let touches = Touches(window: window)
    (tabs.viewControllers?[0].children.first as? HomeViewController)?.showInbox()
    tabs.updateInboxBadge(unread: 5)
    try touches.tapTab(titled: "Inbox")
    try touches.tapTab(titled: "Home")

    #expect(
      tabs.reselectCount == 1 && tabs.tabBar.standardAppearance.backgroundColor == .systemBackground
    )
    expectEqual(
      ScreenTranscript.render(window), "screen 1 of 1: Home\ntabs: [Home] | Inbox (5) | Settings\n")
  }

  @Test("the article list loads on the main queue, and its back button is minimal")
  func articleList() async throws {
    let list = ArticleListViewController()
    let navigation = UINavigationController(rootViewController: list)
    AppTheme.apply(to: navigation)
    let window = makeWindow(root: navigation)
    await drainMainQueue()
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    await drainMainQueue()

    expectEqual(navigation.navigationBar.standardAppearance.titleTextAttributes.count, 1)
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: World  ‹\n")
  }
}
