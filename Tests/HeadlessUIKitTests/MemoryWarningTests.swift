import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A memory warning, as the system sends one: the notification, then every view controller of
/// the app's windows.
@Suite("Memory warnings") @MainActor
struct MemoryWarningTests {
  /// A screen that counts the warnings it gets and drops its cache on each.
  final class CachingController: UIViewController {
    var warnings = 0
    var cache: [String: Int]? = ["thumbnail": 1]

    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      warnings += 1
      cache = nil
    }
  }

  @Test("every view controller of a shown window is told: the root, its children, the presented")
  func everyControllerTold() async {
    let first = CachingController()
    let second = CachingController()
    let navigation = UINavigationController(rootViewController: first)
    let window = makeWindow(root: navigation)
    navigation.pushViewController(second, animated: false)
    let sheet = CachingController()
    navigation.present(sheet, animated: false)
    await drainMainQueue()
    // Tests run side by side: another one's warning may have reached these screens already.
    let before = [first.warnings, second.warnings, sheet.warnings]

    UIApplication.shared.simulateMemoryWarning()

    let after = [first.warnings, second.warnings, sheet.warnings]
    expectEqual(zip(after, before).map { $0 - $1 }, [1, 1, 1])
    expectTrue(first.cache == nil)
    withExtendedLifetime(window) {}
  }

  @Test("the app posts didReceiveMemoryWarningNotification first, with itself as the object")
  func notificationPosted() async {
    let screen = CachingController()
    let window = makeWindow(root: screen)
    var seen: [(object: Bool, warningsThen: Int)] = []
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
    ) { notification in
      let object = notification.object as? UIApplication
      MainActor.assumeIsolated {
        seen.append((object === UIApplication.shared, screen.warnings))
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }

    UIApplication.shared.simulateMemoryWarning()

    expectEqual(seen.map(\.object), [true])
    expectEqual(seen.map(\.warningsThen), [0], "posted before the view controllers are told")
    expectEqual(screen.warnings, 1)
    withExtendedLifetime(window) {}
  }

  @Test("a view controller not in a window is not told")
  func offScreenNotTold() {
    let loose = CachingController()
    UIApplication.shared.simulateMemoryWarning()
    expectEqual(loose.warnings, 0)
  }
}
