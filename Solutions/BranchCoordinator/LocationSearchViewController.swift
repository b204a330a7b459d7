import HeadlessUIKit

/// The location search screen: draws its view model's rows and forwards the person's
/// keystrokes and touches to it. It binds to the view model once, when the view loads. It
/// never navigates: the view model tells the coordinator.
final class LocationSearchViewController: UIViewController, UISearchBarDelegate,
  UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
  /// The screen's state and the inputs it takes.
  let viewModel: LocationSearchViewModel

  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  init(viewModel: LocationSearchViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    view.backgroundColor = .systemBackground

    searchBar.placeholder = viewModel.searchPlaceholder
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

    bind()
    viewModel.viewDidLoad()
  }

  // MARK: Binding

  /// Redraws what the view model changes. [weak self]: the view model keeps these closures,
  /// and this controller keeps the view model.
  private func bind() {
    viewModel.onRowsChange = { [weak self] in
      self?.collectionView.reloadData()
    }
    viewModel.onSearchTextChange = { [weak self] text in
      self?.searchBar.text = text
    }
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    viewModel.searchTextDidChange(searchText)
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    viewModel.rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    let row = viewModel.rows[indexPath.item]
    cell.titleLabel.text = row.title
    cell.subtitleLabel.text = row.subtitle
    if row.isError { cell.titleLabel.textColor = .systemRed }
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    viewModel.willShowRow(at: indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    viewModel.didSelectRow(at: indexPath.item)
  }
}
