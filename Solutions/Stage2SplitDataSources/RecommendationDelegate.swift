import HeadlessUIKit

/// Responds to the recommendation list: asks for the next page as the last place comes into
/// view, retries after a failure, and tells the listener which place was chosen.
final class RecommendationDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  /// Told which place was chosen.
  weak var listener: LocationListListener?

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let model = (collectionView.dataSource as? RecommendationDataSource)?.model else {
      return
    }
    // Paging: showing the last recommendation asks for the next page.
    if indexPath.item == model.places.count - model.prefetchDistance {
      loadNextPage(in: collectionView)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let model = (collectionView.dataSource as? RecommendationDataSource)?.model else {
      return
    }
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
    guard let dataSource = collectionView.dataSource as? RecommendationDataSource else { return }
    dataSource.model.loadNextPage { [weak collectionView] in
      // The page may land while the list shows completions: it waits for the list to return.
      guard let collectionView, collectionView.dataSource === dataSource else { return }
      collectionView.reloadData()
    }
  }
}
