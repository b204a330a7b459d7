import Foundation
import HeadlessUIKit

/// What the location search presenter tells its view to show.
@MainActor
protocol LocationSearchViewInput: AnyObject {
  /// Shows `rows` as the whole list, in place of what it showed.
  func showRows(_ rows: [LocationRow])

  /// Puts `text` in the search bar; it is not an edit, so nothing is reported back.
  func showSearchText(_ text: String)
}

/// The location search module's view: it shows the rows and the search text its presenter
/// gives it, and forwards every event to the presenter. It is the collection view's data source
/// and delegate, a thin one: it knows rows, not modes, places or services, and decides nothing.
final class LocationSearchViewController: UIViewController, LocationSearchViewInput,
  UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UISearchBarDelegate
{
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: The presenter, and what it said to show

  /// Hears every event; decides what this screen shows.
  let presenter: LocationSearchViewOutput

  private var rows: [LocationRow] = []

  // MARK: Initialization

  init(presenter: LocationSearchViewOutput) {
    self.presenter = presenter
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

    presenter.viewDidLoad()
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
    cell.titleLabel.textColor = row.isError ? .systemRed : nil
    cell.subtitleLabel.text = row.subtitle
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    presenter.rowWillAppear(at: indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    presenter.rowSelected(at: indexPath.item)
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    presenter.searchTextDidChange(searchText)
  }

  // MARK: LocationSearchViewInput

  func showRows(_ rows: [LocationRow]) {
    self.rows = rows
    collectionView.reloadData()
  }

  func showSearchText(_ text: String) {
    searchBar.text = text
  }
}
