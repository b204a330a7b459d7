import HeadlessUIKit
import Places

/// What the recommendation list tells the screen that shows it.
///
/// A protocol rather than closures: there are two events, and one conformance keeps them
/// together under the name of the list they come from.
@MainActor
protocol RecommendationControllerDelegate: AnyObject {
  /// A page, or a failure, arrived: the list has new rows to show.
  func recommendationControllerDidLoadData(_ controller: RecommendationController)

  /// The person chose a recommended place.
  func recommendationController(
    _ controller: RecommendationController, didSelectPlace place: Place)
}

/// The recommendation list: the places near the user, then an error row if the last page
/// failed; asks for the next page as the last place comes into view, retries after a failure,
/// and reports the place chosen.
final class RecommendationController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Told when data arrives and when a place is chosen.
  weak var delegate: RecommendationControllerDelegate?

  /// The places to show.
  let model: RecommendationModel

  init(model: RecommendationModel) {
    self.model = model
  }

  /// Asks for the next page; the delegate hears when it arrives.
  func loadNextPage() {
    // [weak self]: the list may be gone when the page comes; the model waits for it anyway.
    Task { [weak self, model] in
      guard await model.loadNextPage(), let self else { return }
      delegate?.recommendationControllerDidLoadData(self)
    }
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    model.places.count + (model.failed ? 1 : 0)
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    if indexPath.item == model.places.count {
      cell.titleLabel.text = "Couldn't load places near you."
      cell.titleLabel.textColor = .systemRed
      cell.subtitleLabel.text = "Tap to try again."
    } else {
      let place = model.places[indexPath.item]
      cell.titleLabel.text = place.name
      cell.subtitleLabel.text = place.subtitle
    }
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    // Paging: showing the last recommendation asks for the next page.
    if indexPath.item == model.places.count - model.prefetchDistance {
      loadNextPage()
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if indexPath.item == model.places.count {
      model.clearFailure()
      collectionView.reloadData()
      loadNextPage()
    } else {
      delegate?.recommendationController(self, didSelectPlace: model.places[indexPath.item])
    }
  }
}
