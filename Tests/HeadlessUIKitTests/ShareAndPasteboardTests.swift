import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Pasteboard and share sheet") @MainActor
struct ShareAndPasteboardTests {
  let link = URL(string: "https://example.com/stay/42")!

  @Test("setting a value replaces every item; reading reads the first item of that kind")
  func pasteboardItems() {
    let pasteboard = UIPasteboard.general
    let before = pasteboard.changeCount
    pasteboard.strings = ["one", "two"]

    expectEqual(pasteboard.string, "one")
    expectEqual(pasteboard.strings, ["one", "two"])
    expectEqual(pasteboard.numberOfItems, 2)
    expectTrue(pasteboard.hasStrings)
    expectFalse(pasteboard.hasURLs)
    pasteboard.url = link
    expectEqual(pasteboard.url, link)
    expectNil(pasteboard.string)
    expectNil(pasteboard.strings)
    expectEqual(pasteboard.numberOfItems, 1)
    pasteboard.image = UIImage(systemName: "star")
    expectTrue(pasteboard.hasImages)
    expectEqual(pasteboard.images, [UIImage(systemName: "star")!])
    pasteboard.string = nil
    expectEqual(pasteboard.numberOfItems, 0)
    expectEqual(pasteboard.changeCount, before + 4)
  }

  @Test("copying from the share sheet fills the pasteboard, dismisses it and tells the handler")
  func copyFromShareSheet() async {
    let root = UIViewController()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIActivityViewController(
      activityItems: ["Look at this", link], applicationActivities: nil)
    var completion: (UIActivity.ActivityType?, Bool)?
    sheet.completionWithItemsHandler = { type, completed, _, _ in completion = (type, completed) }
    root.present(sheet, animated: false)

    expectTrue(sheet.simulateChoosing(.copyToPasteboard))
    // Read before awaiting: another test may use the one general pasteboard meanwhile.
    expectEqual(UIPasteboard.general.string, "Look at this")
    expectEqual(UIPasteboard.general.urls, [link])
    await drainMainQueue()

    expectNil(root.presentedViewController)
    expectEqual(completion?.0, .copyToPasteboard)
    expectEqual(completion?.1, true)
  }

  @Test("an excluded service cannot be chosen; a cancel tells the handler nothing completed")
  func excludedAndCancelled() async {
    let root = UIViewController()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIActivityViewController(activityItems: [link], applicationActivities: nil)
    sheet.excludedActivityTypes = [.mail, .assignToContact]
    var completion: (UIActivity.ActivityType?, Bool)?
    sheet.completionWithItemsHandler = { type, completed, _, _ in completion = (type, completed) }
    root.present(sheet, animated: false)

    expectFalse(sheet.simulateChoosing(.mail))
    expectIdentical(root.presentedViewController, sheet)
    sheet.simulateChoosing(nil)
    await drainMainQueue()

    expectNil(root.presentedViewController)
    expectNil(completion?.0)
    expectEqual(completion?.1, false)
  }
}
