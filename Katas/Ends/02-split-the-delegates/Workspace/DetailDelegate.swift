import HeadlessUIKit

/// Responds to the detail list: selecting a place opens the date screen for it.
final class DetailDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  private weak var viewController: LocationSearchViewController?

  init(viewController: LocationSearchViewController) {
    self.viewController = viewController
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let dataSource = collectionView.dataSource as? DetailDataSource else { return }
    viewController?.showDates(for: dataSource.mapItems[indexPath.item].placemark)
  }
}
