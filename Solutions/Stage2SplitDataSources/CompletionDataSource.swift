import HeadlessUIKit

/// Supplies the completion list: the completions for the text, or one row saying why there
/// are none.
final class CompletionDataSource: NSObject, UICollectionViewDataSource {
  /// The completions to show.
  let model: CompletionModel

  init(model: CompletionModel) {
    self.model = model
  }

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
}
