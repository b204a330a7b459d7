import HeadlessUIKit

/// Controls the detail list: supplies its rows (the places a completion stands for, each with
/// where it is) and responds to them: tells the listener which place was chosen.
final class DetailController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Told which place was chosen.
  weak var listener: LocationListListener?

  /// The places to show.
  let model: DetailModel

  init(model: DetailModel) {
    self.model = model
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
    listener?.didSelectPlacemark(model.mapItems[indexPath.item].placemark)
  }
}
