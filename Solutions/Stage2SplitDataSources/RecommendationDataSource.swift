import HeadlessUIKit

/// Supplies the recommendation list: the places near the user, then an error row if the last
/// page failed.
final class RecommendationDataSource: NSObject, UICollectionViewDataSource {
  /// The places to show.
  let model: RecommendationModel

  init(model: RecommendationModel) {
    self.model = model
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    model.places.count + (model.failed ? 1 : 0)
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    if indexPath.item == model.places.count {
      cell.titleLabel.text = "Couldn't load places near you."
      cell.titleLabel.textColor = .systemRed
      cell.subtitleLabel.text = "Tap to try again."
    } else {
      let place = model.places[indexPath.item]
      cell.titleLabel.text = place.name
      cell.subtitleLabel.text = place.subtitle
    }
    return cell
  }
}
