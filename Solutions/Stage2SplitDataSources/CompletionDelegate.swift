import HeadlessMapKit
import HeadlessUIKit

/// Responds to the completion list: selecting a completion searches for its places, then
/// tells the listener about a single place or the several found.
final class CompletionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  /// Told what the search found.
  weak var listener: LocationListListener?

  /// The detail list's places, which the search fills.
  private let detailModel: DetailModel

  init(detailModel: DetailModel) {
    self.detailModel = detailModel
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let model = (collectionView.dataSource as? CompletionDataSource)?.model,
      !model.failed, model.noResultsQuery == nil
    else { return }
    let completion = model.completions[indexPath.item]
    detailModel.search(for: completion) { [weak self] mapItems in
      guard let listener = self?.listener else { return }
      if mapItems.count == 1 {
        listener.didSelectPlacemark(mapItems[0].placemark)
      } else {
        listener.didFindPlaces(for: completion)
      }
    }
  }
}
