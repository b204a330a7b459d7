import HeadlessMapKit
import HeadlessUIKit

/// Responds to the completion list: selecting a completion searches for its places, then opens
/// the date screen for a single place or shows the detail list for several.
///
/// Moved here in stage 2: the completions branch of the view controller's delegate methods.
final class CompletionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  // Kept on purpose: the delegate knows the concrete screen it serves, to navigate from it.
  private weak var viewController: LocationSearchViewController?

  init(viewController: LocationSearchViewController) {
    self.viewController = viewController
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    // Kept on purpose (Law of Demeter): the delegate holds no data; it reaches through the
    // collection view into the data source's model. Stage 3 merges the two.
    guard let model = (collectionView.dataSource as? CompletionDataSource)?.model,
      !model.failed, model.noResultsQuery == nil, let viewController
    else { return }
    let completion = model.completions[indexPath.item]
    // Kept on purpose (Law of Demeter): this delegate works on another mode's data; it reaches
    // through the view controller into the detail data source's model to run the search.
    viewController.detailDataSource.model.search(for: completion) {
      [weak viewController] mapItems in
      guard let viewController else { return }
      if mapItems.count == 1 {
        viewController.navigationController?.pushViewController(
          viewController.makeDateViewController(for: mapItems[0].placemark), animated: true)
      } else {
        viewController.showDetails(titled: completion.title)
      }
    }
  }
}
