// Swift 5 work code that presents sheets with detents (iOS 15 and 16): a filter sheet at medium
// and large height with a grabber, a note sheet at a custom height that refuses to be swiped
// away while it has unsaved text, and a sheet delegate that follows the detent. Only the import
// differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class FilterSheetViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Filters"
    view.backgroundColor = .systemBackground
  }
}

final class MapScreenViewController: UIViewController, UISheetPresentationControllerDelegate {
  private(set) var isFilterSheetExpanded = false

  func showFilters() {
    let filters = FilterSheetViewController()
    let navigation = UINavigationController(rootViewController: filters)
    if let sheet = navigation.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersScrollingExpandsWhenScrolledToEdge = false
      sheet.preferredCornerRadius = 24
      sheet.delegate = self
    }
    present(navigation, animated: true, completion: nil)
  }

  func showNote(hasUnsavedText: Bool) {
    let note = UIViewController()
    note.modalPresentationStyle = .formSheet
    note.isModalInPresentation = hasUnsavedText
    if #available(iOS 16.0, *), let sheet = note.sheetPresentationController {
      let small = UISheetPresentationController.Detent.Identifier("small")
      sheet.detents = [
        .custom(identifier: small) { context in context.maximumDetentValue * 0.3 }, .large(),
      ]
      sheet.selectedDetentIdentifier = small
    }
    present(note, animated: false)
  }

  func expandFilters() {
    guard let sheet = presentedViewController?.sheetPresentationController else { return }
    sheet.animateChanges {
      sheet.selectedDetentIdentifier = .large
    }
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    isFilterSheetExpanded = sheetPresentationController.selectedDetentIdentifier == .large
  }
}

// MARK: - The code above, run

@Suite("Sheet work code in the Swift 5 mode") @MainActor
struct SheetWorkCodeInSwift5Tests {
  let map = MapScreenViewController()
  let window = UIWindow()

  init() {
    window.rootViewController = map
    window.makeKeyAndVisible()
  }

  @Test("the filter sheet keeps its detents, and expanding it selects the large one")
  func filterSheet() {
    map.showFilters()
    let sheet = map.presentedViewController?.sheetPresentationController
    #expect(sheet?.detents.map(\.identifier) == [.medium, .large])
    #expect(sheet?.prefersGrabberVisible == true)
    map.expandFilters()
    #expect(sheet?.selectedDetentIdentifier == .large)
  }

  @Test("a full-screen presentation has no sheet controller; a form sheet has one")
  func sheetControllerByStyle() {
    let photo = UIViewController()
    photo.modalPresentationStyle = .fullScreen
    #expect(photo.sheetPresentationController == nil)
    map.showNote(hasUnsavedText: true)
    let sheet = map.presentedViewController?.sheetPresentationController
    #expect(sheet?.selectedDetentIdentifier?.rawValue == "small")
  }
}
