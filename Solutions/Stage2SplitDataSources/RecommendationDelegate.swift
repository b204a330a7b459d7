import HeadlessUIKit

/// Responds to the recommendation list: asks for the next page as the last place comes into
/// view, retries after a failure, and opens the date screen for a place.
///
/// Moved here in stage 2: the recommendations branch of the view controller's delegate methods.
final class RecommendationDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  // Kept on purpose: the delegate knows the concrete screen it serves, to navigate from it.
  private weak var viewController: LocationSearchViewController?

  init(viewController: LocationSearchViewController) {
    self.viewController = viewController
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    // Kept on purpose (Law of Demeter): the delegate holds no data; it reaches through the
    // collection view into the data source's model. Stage 3 merges the two.
    guard let model = (collectionView.dataSource as? RecommendationDataSource)?.model else {
      return
    }
    // Paging: showing the last recommendation asks for the next page.
    if indexPath.item == model.places.count - 1 {
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
    } else if let viewController {
      let place = model.places[indexPath.item]
      // Kept on purpose (Law of Demeter): the delegate pushes the date screen through the view
      // controller's navigation controller. Stage 3 reports the place to the view controller.
      viewController.navigationController?.pushViewController(
        viewController.makeDateViewController(name: place.name, detail: place.subtitle),
        animated: true)
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
