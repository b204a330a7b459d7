// Why this file exists: the kit promises that UIKit code from a real iOS project compiles against
// it with only the import line changed. Everything above the test suite below is such code, a
// small city search written the way iOS developers write it (not the way the kit's tests are
// written), using only `import UIKit`'s stand-in. If a kit name, argument label, type, optional
// protocol method, weak reference or access level drifts from UIKit, this file stops compiling
// or the suite at the bottom fails, before any stage or learner notices.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

struct City {
  let name: String
  let country: String
  let population: String
}

final class CityCell: UICollectionViewCell {
  static let reuseIdentifier = "CityCell"

  private let nameLabel = UILabel()
  private let countryLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.font = .preferredFont(forTextStyle: .body)
    countryLabel.font = .preferredFont(forTextStyle: .footnote)
    countryLabel.textColor = .secondaryLabel
    contentView.addSubview(nameLabel)
    contentView.addSubview(countryLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width - 32
    nameLabel.frame = CGRect(x: 16, y: 8, width: width, height: 22)
    countryLabel.frame = CGRect(x: 16, y: 32, width: width, height: 18)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    countryLabel.text = nil
  }

  func configure(with city: City) {
    nameLabel.text = city.name
    countryLabel.text = city.country
  }
}

final class CityDataSource: NSObject, UICollectionViewDataSource {
  var cities: [City] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    cities.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: CityCell.reuseIdentifier, for: indexPath) as? CityCell
    else {
      fatalError("CityCell is not registered")
    }
    cell.configure(with: cities[indexPath.item])
    return cell
  }
}

final class CityDelegate: NSObject, UICollectionViewDelegate {
  weak var viewController: UIViewController?
  private let dataSource: CityDataSource

  init(dataSource: CityDataSource) {
    self.dataSource = dataSource
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    viewController?.view.endEditing(true)
    let city = dataSource.cities[indexPath.item]
    let detail = CityDetailViewController(city: city)
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
}

final class CitySearchViewController: UIViewController {
  private let allCities: [City]
  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!
  private let dataSource = CityDataSource()
  private lazy var delegate = CityDelegate(dataSource: dataSource)

  init(cities: [City]) {
    allCities = cities
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cities"
    view.backgroundColor = .systemBackground

    searchBar.placeholder = "Search cities"
    searchBar.delegate = self
    view.addSubview(searchBar)

    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.backgroundColor = .systemBackground
    collectionView.keyboardDismissMode = .onDrag
    collectionView.register(CityCell.self, forCellWithReuseIdentifier: CityCell.reuseIdentifier)
    collectionView.dataSource = dataSource
    delegate.viewController = self
    collectionView.delegate = delegate
    view.addSubview(collectionView)

    dataSource.cities = allCities
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
    collectionView.frame = CGRect(
      x: 0, y: 56, width: view.bounds.width, height: view.bounds.height - 56)
    if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
      layout.itemSize = CGSize(width: view.bounds.width, height: 60)
    }
  }
}

extension CitySearchViewController: UISearchBarDelegate {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    let query = searchText.trimmingCharacters(in: .whitespaces)
    dataSource.cities =
      query.isEmpty
      ? allCities
      : allCities.filter {
        $0.name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    collectionView.reloadData()
  }

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    searchBar.setShowsCancelButton(true, animated: true)
  }

  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
    searchBar.setShowsCancelButton(false, animated: true)
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchBar.resignFirstResponder()
  }
}

final class CityDetailViewController: UIViewController, UICollectionViewDataSource {
  private let city: City
  private var facts: [(name: String, value: String)] = []
  private var collectionView: UICollectionView!
  private let arrivalPicker = UIDatePicker()
  private let arrivalLabel = UILabel()
  private let bookButton = UIButton(type: .system)

  init(city: City) {
    self.city = city
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = city.name
    facts = [("Country", city.country), ("Population", city.population)]

    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 44)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 88), collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Fact")
    collectionView.dataSource = self
    view.addSubview(collectionView)

    arrivalPicker.datePickerMode = .date
    arrivalPicker.preferredDatePickerStyle = .inline
    arrivalPicker.accessibilityLabel = "Arrival"
    arrivalPicker.addAction(
      UIAction { [weak self] _ in self?.arrivalChanged() }, for: .valueChanged)
    arrivalPicker.frame = CGRect(x: 16, y: 96, width: view.bounds.width - 32, height: 44)
    view.addSubview(arrivalPicker)

    arrivalLabel.frame = CGRect(x: 16, y: 148, width: view.bounds.width - 32, height: 22)
    view.addSubview(arrivalLabel)

    bookButton.setTitle("Book", for: .normal)
    bookButton.addAction(UIAction { [weak self] _ in self?.bookTapped() }, for: .touchUpInside)
    bookButton.frame = CGRect(x: 16, y: 178, width: view.bounds.width - 32, height: 44)
    view.addSubview(bookButton)

    arrivalChanged()
  }

  private func arrivalChanged() {
    arrivalLabel.text = "Arriving " + arrivalPicker.date.formatted(.iso8601.year().month().day())
  }

  private func bookTapped() {
    bookButton.setTitle("Booked", for: .normal)
    bookButton.isEnabled = false
    arrivalPicker.isEnabled = false
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    facts.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Fact", for: indexPath)
      as! UICollectionViewListCell
    var content = cell.defaultContentConfiguration()
    content.text = facts[indexPath.item].name
    content.secondaryText = facts[indexPath.item].value
    cell.contentConfiguration = content
    return cell
  }
}

// MARK: - The same code, driven as a person would

@Suite("Compiles like iOS code") @MainActor
struct CompilesLikeiOSCodeTests {
  let window = UIWindow()
  let touches: Touches

  init() {
    let cities = [
      City(name: "Seoul", country: "South Korea", population: "9.7 million"),
      City(name: "Busan", country: "South Korea", population: "3.4 million"),
      City(name: "São Paulo", country: "Brazil", population: "12.3 million"),
      City(name: "Sapporo", country: "Japan", population: "2 million"),
    ]
    window.rootViewController = UINavigationController(
      rootViewController: CitySearchViewController(cities: cities))
    window.makeKeyAndVisible()
    touches = Touches(window: window)
  }

  let everyCity = """
    screen 1 of 1: Cities
    search: empty (placeholder "Search cities")
    list: 4 items
      Seoul · South Korea
      Busan · South Korea
      São Paulo · Brazil
      Sapporo · Japan

    """

  @Test("the search screen lays itself out in viewDidLayoutSubviews and lists every city")
  func firstScreen() {
    expectEqual(ScreenTranscript.render(window), everyCity)
  }

  var searchBar: UISearchBar? {
    let navigation = window.rootViewController as? UINavigationController
    return navigation?.viewControllers.first?.view.subviews.compactMap { $0 as? UISearchBar }.first
  }

  @Test("typing filters; selecting ends editing and pushes the details; back keeps the search")
  func searchSelectAndGoBack() async throws {
    try touches.type("sao")
    expectEqual(searchBar?.showsCancelButton, true)
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Cities
      search: "sao"
      list: 1 item
        São Paulo · Brazil

      """)

    try touches.tapItem(labeled: "São Paulo")
    await drainMainQueue()
    expectEqual(searchBar?.isFirstResponder, false)
    expectEqual(searchBar?.showsCancelButton, false)
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 2 of 2: São Paulo  ‹ Cities
      list: 2 items
        Country · Brazil
        Population · 12.3 million
      date "Arrival": 2026-12-01
      label: Arriving 2026-12-01
      button: [Book]

      """)

    try touches.tapBack()
    await drainMainQueue()
    try touches.clearText()
    expectEqual(ScreenTranscript.render(window), everyCity)
  }

  @Test("picking a date and tapping a button run their UIActions")
  func detailControls() throws {
    try touches.tapItem(labeled: "Busan")

    try touches.pickDate(Date(timeIntervalSince1970: 1_798_848_000), in: "Arrival")
    try touches.tapButton(titled: "Book")

    #expect(
      ScreenTranscript.render(window).hasSuffix(
        """
        date "Arrival": 2027-01-02
        label: Arriving 2027-01-02
        button: [Booked] (disabled)

        """))
  }

  @Test("dragging the list dismisses the keyboard, as keyboardDismissMode .onDrag asks")
  func dragDismissesKeyboard() throws {
    try touches.type("s")
    expectEqual(searchBar?.isFirstResponder, true)

    try touches.scrollToEnd()

    expectEqual(searchBar?.isFirstResponder, false)
    expectEqual(searchBar?.showsCancelButton, false)
    expectEqual(searchBar?.text, "s")
  }
}
