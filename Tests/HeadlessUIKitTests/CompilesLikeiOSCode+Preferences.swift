// iOS code of a preferences form and a product search, as an iOS developer writes them: a
// slider, a stepper, a date picker, segments and a switch, each with a `UIAction`, and a table
// filtered by a search controller with scope buttons. Only the import line differs from an iOS
// project.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

struct Preferences {
  var volume: Float = 0.5
  var guests = 2
  var checkIn = Date(timeIntervalSince1970: 0)
  var sort = 0
  var wantsNewsletter = false
}

final class PreferencesViewController: UIViewController {
  private(set) var preferences = Preferences()
  let volumeSlider = UISlider()
  let guestsStepper = UIStepper()
  let guestsLabel = UILabel()
  let datePicker = UIDatePicker()
  let sortControl = UISegmentedControl(items: ["Price", "Rating", "Distance"])
  let newsletterSwitch = UISwitch()
  var onChange: ((Preferences) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    volumeSlider.minimumValue = 0
    volumeSlider.maximumValue = 1
    volumeSlider.value = preferences.volume
    volumeSlider.isContinuous = false
    volumeSlider.minimumTrackTintColor = .systemGreen
    volumeSlider.minimumValueImage = UIImage(systemName: "speaker")
    volumeSlider.maximumValueImage = UIImage(systemName: "speaker.wave.3")
    volumeSlider.addAction(
      UIAction { [weak self] action in
        guard let slider = action.sender as? UISlider else { return }
        self?.preferences.volume = slider.value
        self?.changed()
      }, for: .valueChanged)

    guestsStepper.minimumValue = 1
    guestsStepper.maximumValue = 10
    guestsStepper.stepValue = 1
    guestsStepper.value = Double(preferences.guests)
    guestsStepper.wraps = false
    guestsStepper.autorepeat = true
    guestsStepper.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.preferences.guests = Int(self.guestsStepper.value)
        self.guestsLabel.text = "\(self.preferences.guests) guests"
        self.changed()
      }, for: .valueChanged)

    datePicker.datePickerMode = .date
    datePicker.preferredDatePickerStyle = .compact
    datePicker.minimumDate = Date(timeIntervalSince1970: 0)
    datePicker.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.preferences.checkIn = self.datePicker.date
        self.changed()
      }, for: .valueChanged)

    sortControl.selectedSegmentIndex = preferences.sort
    sortControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.preferences.sort = self.sortControl.selectedSegmentIndex
        self.changed()
      }, for: .valueChanged)

    newsletterSwitch.onTintColor = .systemGreen
    newsletterSwitch.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.preferences.wantsNewsletter = self.newsletterSwitch.isOn
        self.changed()
      }, for: .valueChanged)

    let guestsRow = UIStackView(arrangedSubviews: [guestsLabel, guestsStepper])
    guestsRow.spacing = 8
    let stack = UIStackView(arrangedSubviews: [
      volumeSlider, guestsRow, datePicker, sortControl, newsletterSwitch,
    ])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  func reset() {
    preferences = Preferences()
    volumeSlider.setValue(preferences.volume, animated: true)
    guestsStepper.value = Double(preferences.guests)
    sortControl.selectedSegmentIndex = preferences.sort
    newsletterSwitch.setOn(false, animated: true)
  }

  private func changed() {
    onChange?(preferences)
  }
}

struct Product: Hashable {
  enum Category: String, CaseIterable {
    case all = "All"
    case books = "Books"
    case music = "Music"
  }
  let name: String
  let category: Category
}

final class ProductSearchViewController: UITableViewController, UISearchResultsUpdating,
  UISearchBarDelegate
{
  private let allProducts = [
    Product(name: "Swift Programming", category: .books),
    Product(name: "Kind of Blue", category: .music),
    Product(name: "Clean Architecture", category: .books),
  ]
  private(set) var filtered: [Product] = []
  let searchController = UISearchController(searchResultsController: nil)

  private var isFiltering: Bool {
    let scopeActive = searchController.searchBar.selectedScopeButtonIndex != 0
    return searchController.isActive
      && (!(searchController.searchBar.text?.isEmpty ?? true) || scopeActive)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Products"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search products"
    searchController.searchBar.scopeButtonTitles = Product.Category.allCases.map(\.rawValue)
    searchController.searchBar.showsScopeBar = true
    searchController.searchBar.delegate = self
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  func filterContent(for searchText: String, category: Product.Category = .all) {
    filtered = allProducts.filter { product in
      let categoryMatches = category == .all || product.category == category
      if searchText.isEmpty { return categoryMatches }
      return categoryMatches && product.name.lowercased().contains(searchText.lowercased())
    }
    tableView.reloadData()
  }

  func updateSearchResults(for searchController: UISearchController) {
    let searchBar = searchController.searchBar
    let category = Product.Category.allCases[searchBar.selectedScopeButtonIndex]
    filterContent(for: searchBar.text ?? "", category: category)
  }

  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    filterContent(for: searchBar.text ?? "", category: Product.Category.allCases[selectedScope])
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchBar.resignFirstResponder()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    isFiltering ? filtered.count : allProducts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
    let product = isFiltering ? filtered[indexPath.row] : allProducts[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = product.name
    content.secondaryText = product.category.rawValue
    cell.contentConfiguration = content
    return cell
  }
}

// MARK: - The suite that runs it

@Suite("iOS-style preferences and search code compiles and runs") @MainActor
struct PreferencesCodeCompilesTests {
  @Test("each control's touch updates the preferences, and reset puts the controls back")
  func preferencesForm() throws {
    let form = PreferencesViewController()
    var changes: [Preferences] = []
    form.onChange = { changes.append($0) }
    form.volumeSlider.accessibilityLabel = "Volume"
    let window = makeWindow(root: form)
    let touches = Touches(window: window)

    try touches.slide("Volume", to: 0.8)
    try touches.tapStepper(increment: true)
    try touches.tapSegment(titled: "Rating")
    try touches.tapSwitch()

    #expect(changes.map(\.guests) == [2, 3, 3, 3] && changes.last?.volume == 0.8)
    #expect(changes.last?.sort == 1 && changes.last?.wantsNewsletter == true)
    expectEqual(form.guestsLabel.text, "3 guests")
    form.reset()
    #expect(form.volumeSlider.value == 0.5 && form.guestsStepper.value == 2)
  }

  @Test("typing and a scope button filter the products")
  func productSearch() throws {
    let screen = ProductSearchViewController(style: .plain)
    let window = makeWindow(root: UINavigationController(rootViewController: screen))
    let touches = Touches(window: window)

    try touches.type("c")
    try touches.tapScopeButton(titled: "Books")

    expectEqual(screen.filtered.map(\.name), ["Clean Architecture"])
    #expect(ScreenTranscript.render(window).contains("scope: All | [Books] | Music\n"))
  }
}
