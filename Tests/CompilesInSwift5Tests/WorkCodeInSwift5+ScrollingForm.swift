// Swift 5 work code of a long settings form: a scroll view whose content is pinned to its
// content layout guide and as wide as its frame layout guide, a keyboard observer that insets
// it, a palette kept clear with additional safe area insets, list rows styled through their
// text properties, and a read-only text view with data detectors. Only the imports differ from
// iOS.

import Foundation
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class LongFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let stack = UIStackView()
  let notes = UITextView()
  let palette = UIView()
  private var keyboardObserver: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .onDrag
    stack.axis = .vertical
    stack.spacing = 12
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 16, trailing: 16)
    stack.translatesAutoresizingMaskIntoConstraints = false
    for title in ["Name", "Email", "Phone", "Address", "City", "Postcode", "Country", "Notes"] {
      let field = UITextField()
      field.placeholder = title
      field.borderStyle = .roundedRect
      field.adjustsFontForContentSizeCategory = true
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
    }
    notes.isEditable = false
    notes.dataDetectorTypes = [.link, .phoneNumber]
    notes.text = "Questions? Call 051-000-0000 or visit https://example.com"
    notes.heightAnchor.constraint(equalToConstant: 120).isActive = true
    stack.addArrangedSubview(notes)

    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    palette.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(palette)
    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
      palette.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      palette.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      palette.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      palette.heightAnchor.constraint(equalToConstant: 90),
    ])
    // Keep the form clear of the palette drawn over the bottom of the screen.
    additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 56, right: 0)

    keyboardObserver = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { [weak self] note in
      guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
        return
      }
      MainActor.assumeIsolated {
        self?.scrollView.contentInset.bottom = frame.height
        self?.scrollView.verticalScrollIndicatorInsets.bottom = frame.height
      }
    }
  }

  deinit {
    if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
  }

  func openHelp() -> Bool {
    guard let url = URL(string: "https://example.com/help"), UIApplication.shared.canOpenURL(url)
    else { return false }
    UIApplication.shared.open(url, options: [:], completionHandler: nil)
    return true
  }
}

final class StyledSettingsCell: UITableViewCell {
  func configure(title: String, detail: String) {
    var content = defaultContentConfiguration()
    content.text = title
    content.secondaryText = detail
    content.textProperties.font = .preferredFont(forTextStyle: .headline)
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.color = .secondaryLabel
    content.secondaryTextProperties.transform = .uppercase
    content.image = UIImage(systemName: "gear")
    content.imageProperties.tintColor = .systemBlue
    content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
    contentConfiguration = content
  }
}

// MARK: - Checks

@Suite("Scrolling form work code in the Swift 5 mode") @MainActor
struct ScrollingFormWorkCodeInSwift5Tests {
  @Test("the form scrolls its whole column, kept clear of the palette")
  func scrollsTheColumn() {
    let form = LongFormViewController()
    let window = UIWindow()
    window.rootViewController = form
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // Eight 44-point fields, the 120-point notes, 12 points between, 16 above and below.
    #expect(form.scrollView.contentSize == CGSize(width: 390, height: 8 * 44 + 120 + 8 * 12 + 32))
    // Below the status bar, above the home indicator and the palette's 56 points.
    #expect(form.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 707))
    #expect(form.notes.dataDetectorTypes.contains(.phoneNumber))
    #expect(!form.openHelp())
  }

  @Test("the cell shows its detail in capitals")
  func styledCell() {
    let cell = StyledSettingsCell(style: .default, reuseIdentifier: nil)
    cell.configure(title: "Language", detail: "Korean")
    let labels = cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["Language", "KOREAN"])
  }
}
