import HeadlessUIKit

/// Responds to the detail list: tells the listener which place was chosen.
final class DetailDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  /// Told which place was chosen.
  weak var listener: LocationListListener?

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let model = (collectionView.dataSource as? DetailDataSource)?.model else { return }
    listener?.didSelectPlacemark(model.mapItems[indexPath.item].placemark)
  }
}
