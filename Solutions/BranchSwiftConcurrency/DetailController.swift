import HeadlessMapKit
import HeadlessUIKit

/// What the detail list tells the screen that shows it.
///
/// A protocol rather than closures: there are two events, and one conformance keeps them
/// together under the name of the list they come from.
@MainActor
protocol DetailControllerDelegate: AnyObject {
  /// A search found several places for `completion`: the list has them to show.
  func detailController(
    _ controller: DetailController, didLoadPlacesFor completion: MKLocalSearchCompletion)

  /// A place was chosen: by the person, or by the search itself when it found only one.
  func detailController(_ controller: DetailController, didSelectPlace placemark: MKPlacemark)
}

/// The detail list: searches for the places a completion stands for, shows them with where
/// they are, and reports the place chosen.
final class DetailController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Told when places are found and when one is chosen.
  weak var delegate: DetailControllerDelegate?

  /// The places to show.
  let model: DetailModel

  // The search in flight: only the latest selection counts, so a new one cancels it.
  private var searching: Task<Void, Never>?

  init(model: DetailModel) {
    self.model = model
  }

  deinit {
    searching?.cancel()
  }

  /// Searches for the places `completion` stands for, cancelling the search in flight. One
  /// place is as good as chosen; several are for the person to choose from.
  func search(for completion: MKLocalSearchCompletion) {
    searching?.cancel()
    searching = Task { [weak self, model] in
      guard let mapItems = await model.search(for: completion), let self else { return }
      if mapItems.count == 1 {
        delegate?.detailController(self, didSelectPlace: mapItems[0].placemark)
      } else {
        delegate?.detailController(self, didLoadPlacesFor: completion)
      }
    }
  }

  /// Cancels the search in flight and forgets the places found.
  func clear() {
    searching?.cancel()
    searching = nil
    model.clear()
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    model.mapItems.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    let item = model.mapItems[indexPath.item]
    cell.titleLabel.text = item.name
    cell.subtitleLabel.text = [item.placemark.administrativeArea, item.placemark.country]
      .compactMap { $0 }.joined(separator: ", ")
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    delegate?.detailController(self, didSelectPlace: model.mapItems[indexPath.item].placemark)
  }
}
