import HeadlessUIKit

/// Controls the recommendation list: supplies its rows (the places near the user, then an error
/// row if the last page failed) and responds to them: asks for the next page as the last place
/// comes into view, retries after a failure, and tells the listener which place was chosen.
final class RecommendationController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Told which place was chosen.
  weak var listener: LocationListListener?

  /// The places to show.
  let model: RecommendationModel

  init(model: RecommendationModel) {
    self.model = model
  }

  // MARK: UICollectionViewDataSource

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

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    // Paging: showing the last recommendation asks for the next page.
    if indexPath.item == model.places.count - model.prefetchDistance {
      loadNextPage(in: collectionView)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if indexPath.item == model.places.count {
      model.clearFailure()
      collectionView.reloadData()
      loadNextPage(in: collectionView)
    } else {
      listener?.didSelectPlace(model.places[indexPath.item])
    }
  }

  /// Asks for the next page, and reloads the list when it arrives if the list still shows
  /// the recommendations.
  func loadNextPage(in collectionView: UICollectionView) {
    model.loadNextPage { [weak self, weak collectionView] in
      // The page may land while the list shows completions: it waits for the list to return.
      guard let self, let collectionView, collectionView.dataSource === self else { return }
      collectionView.reloadData()
    }
  }
}
