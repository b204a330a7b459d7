import HeadlessUIKit

/// Responds to the detail list: selecting a place opens the date screen for it.
///
/// Moved here in stage 2: the detail branch of the view controller's delegate methods.
final class DetailDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  // Kept on purpose: the delegate knows the concrete screen it serves, to navigate from it.
  private weak var viewController: LocationSearchViewController?

  init(viewController: LocationSearchViewController) {
    self.viewController = viewController
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    // Kept on purpose (Law of Demeter): the delegate holds no data; it reaches through the
    // collection view into the data source's model. Stage 3 merges the two.
    guard let model = (collectionView.dataSource as? DetailDataSource)?.model, let viewController
    else { return }
    // Kept on purpose (Law of Demeter): the delegate pushes the date screen through the view
    // controller's navigation controller. Stage 3 reports the place to the view controller.
    viewController.navigationController?.pushViewController(
      viewController.makeDateViewController(for: model.mapItems[indexPath.item].placemark),
      animated: true)
  }
}
