import HeadlessUIKit

/// Responds to the completion list: selecting a completion searches for its places.
final class CompletionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  private weak var viewController: LocationSearchViewController?

  init(viewController: LocationSearchViewController) {
    self.viewController = viewController
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let dataSource = collectionView.dataSource as? CompletionDataSource,
      !dataSource.failed, dataSource.noResultsQuery == nil
    else { return }
    viewController?.search(for: dataSource.completions[indexPath.item])
  }
}
