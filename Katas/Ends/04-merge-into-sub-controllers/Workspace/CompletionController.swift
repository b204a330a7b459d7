import HeadlessMapKit
import HeadlessUIKit

/// Controls the completion list: supplies its rows (the completions for the text, or one row
/// saying why there are none) and responds to them: selecting a completion searches for its
/// places, then tells the listener about a single place or the several found.
final class CompletionController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Told what the search found.
  weak var listener: LocationListListener?

  /// The completions to show.
  let model: CompletionModel

  /// The detail list's places, which the search fills.
  private let detailModel: DetailModel

  init(model: CompletionModel, detailModel: DetailModel) {
    self.model = model
    self.detailModel = detailModel
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    if model.failed || model.noResultsQuery != nil { return 1 }
    return model.completions.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    if model.failed {
      cell.titleLabel.text = "Search isn't available right now."
      cell.titleLabel.textColor = .systemRed
      cell.subtitleLabel.text = "Check your connection and type again."
    } else if let query = model.noResultsQuery {
      cell.titleLabel.text = "No places match “\(query)”."
      cell.subtitleLabel.text = "Check the spelling or try a nearby city."
    } else {
      let completion = model.completions[indexPath.item]
      cell.titleLabel.text = completion.title
      cell.subtitleLabel.text = completion.subtitle
    }
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard !model.failed, model.noResultsQuery == nil else { return }
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
