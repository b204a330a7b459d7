import Foundation
import HeadlessMapKit
import HeadlessUIKit

/// The location search screen: draws the store's state and sends the store what the person
/// does. It decides nothing: what a keystroke or a tap means is the reducer's business, and
/// the list has one data source, this controller, whatever it shows.
final class LocationSearchViewController: UIViewController, UISearchBarDelegate,
  UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: State

  private let store: LocationSearchStore

  // Makes the date screen at each push.
  private let dateScreenFactory: any DateScreenFactory

  // What is drawn now, to draw only what changed.
  private var rows: [LocationRow] = []
  private weak var dateScreen: UIViewController?

  // MARK: Initialization

  init(store: LocationSearchStore, dateScreenFactory: any DateScreenFactory) {
    self.store = store
    self.dateScreenFactory = dateScreenFactory
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Where to?"
    view.backgroundColor = .systemBackground

    searchBar.placeholder = "Search destinations"
    searchBar.delegate = self
    searchBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(searchBar)

    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 64)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(
      LocationCell.self, forCellWithReuseIdentifier: LocationCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      searchBar.topAnchor.constraint(equalTo: safeArea.topAnchor),
      searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      searchBar.heightAnchor.constraint(equalToConstant: 56),

      collectionView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])

    // [weak self]: the store keeps its observer, and this controller keeps the store.
    store.observe { [weak self] state in self?.render(state) }
    store.send(.viewDidLoad)
  }

  // MARK: Rendering

  private func render(_ state: LocationSearchState) {
    if (searchBar.text ?? "") != state.searchText {
      searchBar.text = state.searchText
    }
    let rows = state.rows
    if rows != self.rows {
      self.rows = rows
      collectionView.reloadData()
    }
    if let place = state.dateScreen, dateScreen == nil {
      let dateScreen = dateScreenFactory.makeDateScreen(
        placeName: place.placeName, placeDetail: place.placeDetail, checkIn: state.checkIn,
        checkOut: state.checkOut, delegate: self)
      self.dateScreen = dateScreen
      navigationController?.pushViewController(dateScreen, animated: true)
    }
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    store.send(.searchTextChanged(searchText))
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    let row = rows[indexPath.item]
    cell.titleLabel.text = row.title
    if row.isError {
      cell.titleLabel.textColor = .systemRed
    }
    cell.subtitleLabel.text = row.subtitle
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    store.send(.rowWillDisplay(index: indexPath.item))
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    store.send(.rowSelected(index: indexPath.item))
  }
}

// MARK: - What the date screen reports

extension LocationSearchViewController: DateViewControllerDelegate {
  func dateViewController(
    _ controller: DateViewController, didChooseCheckIn checkIn: Date, checkOut: Date
  ) {
    store.send(.datesChosen(checkIn: checkIn, checkOut: checkOut))
  }
}
