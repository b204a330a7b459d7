import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// Which implementation of an optional delegate method a tap reaches. UIKit finds a method
/// anywhere in the delegate's class hierarchy through the Objective-C runtime; Swift binds the
/// requirement where the class conforms (see "Where HeadlessUIKit differs" in
/// `Docs/HeadlessKit.md`).
@Suite("Optional delegate methods") @MainActor
struct DelegateDispatchTests {
  /// Conforms without implementing `didSelectItemAt`.
  class SilentScreen: UIViewController, UICollectionViewDelegate {
    var selected: [Int] = []
  }

  /// Declares `didSelectItemAt` only here, below the conformance.
  final class SubclassOnlyScreen: SilentScreen {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath.item)
    }
  }

  /// Conforms and implements `didSelectItemAt`, to be overridden.
  class SelectingScreen: UIViewController, UICollectionViewDelegate {
    var selected: [String] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append("base \(indexPath.item)")
    }
  }

  /// Overrides the conforming class's implementation: the workaround.
  final class OverridingScreen: SelectingScreen {
    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      selected.append("override \(indexPath.item)")
    }
  }

  /// Taps item 1 of a list whose delegate is `delegate`.
  func tapSecondItem(delegate: UICollectionViewDelegate) throws {
    let list = ListFixture(rows: 3)
    list.collectionView.delegate = delegate
    let window = makeWindow(showing: [list.collectionView])
    try Touches(window: window).tapItem(at: 1)
  }

  @Test("a subclass's override of a method the conforming class implements is called")
  func overrideOfAnImplementationIsCalled() throws {
    let screen = OverridingScreen()

    try tapSecondItem(delegate: screen)

    expectEqual(screen.selected, ["override 1"])
  }

  @Test("headless: a method declared only in a subclass of the conforming class is not called")
  func subclassOnlyMethodIsNotCalled() throws {
    let screen = SubclassOnlyScreen()

    try tapSecondItem(delegate: screen)

    #expect(screen.selected.isEmpty)
  }
}
