import HeadlessUIKit

/// Responds to the recommendation list: asks for the next page as the last place comes into
/// view, retries after a failure, and opens the date screen for a place.
final class RecommendationDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  private weak var viewController: LocationSearchViewController?

  init(viewController: LocationSearchViewController) {
    self.viewController = viewController
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let dataSource = collectionView.dataSource as? RecommendationDataSource else { return }
    // Paging: showing the last recommendation asks for the next page.
    if indexPath.item == dataSource.places.count - 1 {
      viewController?.loadRecommendations()
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let dataSource = collectionView.dataSource as? RecommendationDataSource else { return }
    if indexPath.item == dataSource.places.count {
      dataSource.failed = false
      collectionView.reloadData()
      viewController?.loadRecommendations()
    } else {
      let place = dataSource.places[indexPath.item]
      Analytics.shared.track("recommendation_selected", ["id": "\(place.id)"])
      viewController?.showDates(name: place.name, detail: place.subtitle)
    }
  }
}
