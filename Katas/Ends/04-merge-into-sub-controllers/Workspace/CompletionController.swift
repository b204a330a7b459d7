import HeadlessMapKit
import HeadlessUIKit

/// Controls the completion list: supplies its rows (the completions, or a row for no match or
/// an error) and responds to them: selecting a completion searches for its places, then opens
/// the date screen for a single place or shows the detail list for several.
final class CompletionController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// The completions to show.
  let model: CompletionModel
  private weak var viewController: LocationSearchViewController?

  init(model: CompletionModel, viewController: LocationSearchViewController) {
    self.model = model
    self.viewController = viewController
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
    guard !model.failed, model.noResultsQuery == nil, let viewController else { return }
    let completion = model.completions[indexPath.item]
    viewController.detailController.model.search(for: completion) {
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
