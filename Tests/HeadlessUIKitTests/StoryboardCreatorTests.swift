import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Storyboard creators") @MainActor
struct StoryboardCreatorTests {
  // A screen that takes its dependency in its initializer, as creator blocks allow.
  final class InboxViewController: UIViewController {
    let account: String?

    init?(coder: NSCoder, account: String) {
      self.account = account
      super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
      account = nil
      super.init(coder: coder)
    }
  }

  init() {
    UIStoryboard.define(
      name: "StoryboardCreatorTests.Mail",
      scenes: [
        .init("Inbox", isInitial: true) { _ in InboxViewController(coder: NSCoder())! }
      ])
    UIStoryboard.define(
      name: "StoryboardCreatorTests.NoInitial",
      scenes: [.init("Inbox") { _ in InboxViewController(coder: NSCoder())! }])
  }

  @Test("the initial scene's creator makes the controller with the dependency, in the storyboard")
  func initialCreator() throws {
    let storyboard = UIStoryboard(name: "StoryboardCreatorTests.Mail", bundle: nil)
    var coders: [NSCoder] = []

    let inbox: InboxViewController? = storyboard.instantiateInitialViewController { coder in
      coders.append(coder)
      return InboxViewController(coder: coder, account: "me@example.com")
    }

    expectEqual(inbox?.account, "me@example.com")
    expectIdentical(inbox?.storyboard, storyboard)
    expectEqual(coders.count, 1)
  }

  @Test("a creator that returns nil falls back to the scene's own controller")
  func initialFallback() {
    let storyboard = UIStoryboard(name: "StoryboardCreatorTests.Mail", bundle: nil)

    let inbox = storyboard.instantiateInitialViewController { _ -> InboxViewController? in nil }

    #expect(inbox != nil)
    expectNil(inbox?.account)
    expectIdentical(inbox?.storyboard, storyboard)
  }

  @Test("a storyboard without an initial scene gives nil and never calls the creator")
  func noInitialScene() {
    let storyboard = UIStoryboard(name: "StoryboardCreatorTests.NoInitial", bundle: nil)
    var called = false

    let inbox = storyboard.instantiateInitialViewController { coder -> InboxViewController? in
      called = true
      return InboxViewController(coder: coder, account: "me@example.com")
    }

    expectNil(inbox)
    expectFalse(called)
  }

  @Test("the identifier creator's type is generic: the caller's type comes back, not a cast")
  func genericIdentifierCreator() {
    let storyboard = UIStoryboard(name: "StoryboardCreatorTests.NoInitial", bundle: nil)

    let inbox = storyboard.instantiateViewController(identifier: "Inbox") { coder in
      InboxViewController(coder: coder, account: "work@example.com")
    }

    expectEqual(inbox.account, "work@example.com")
    expectIdentical(inbox.storyboard, storyboard)
  }
}
