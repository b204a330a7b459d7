import HeadlessUIKit

/// Controls the detail list: supplies its rows (each place a completion stands for, with where
/// it is) and responds to them: selecting a place opens the date screen for it.
final class DetailController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// The places to show.
  let model: DetailModel
  private weak var viewController: LocationSearchViewController?

  init(model: DetailModel, viewController: LocationSearchViewController) {
    self.model = model
    self.viewController = viewController
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    model.mapItems.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    let item = model.mapItems[indexPath.item]
    cell.titleLabel.text = item.name
    cell.subtitleLabel.text = [item.placemark.administrativeArea, item.placemark.country]
      .compactMap { $0 }.joined(separator: ", ")
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let viewController else { return }
    viewController.navigationController?.pushViewController(
      viewController.makeDateViewController(for: model.mapItems[indexPath.item].placemark),
      animated: true)
  }
}
