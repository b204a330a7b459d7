import HeadlessMapKit
import HeadlessUIKit

/// Supplies the completion list: the completions for the text, or one row saying why there
/// are none.
final class CompletionDataSource: NSObject, UICollectionViewDataSource {
  var completions: [MKLocalSearchCompletion] = []
  var failed = false
  var noResultsQuery: String?

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    if failed || noResultsQuery != nil { return 1 }
    return completions.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    if failed {
      cell.titleLabel.text = "Search isn't available right now."
      cell.titleLabel.textColor = .systemRed
      cell.subtitleLabel.text = "Check your connection and type again."
    } else if let query = noResultsQuery {
      cell.titleLabel.text = "No places match “\(query)”."
      cell.subtitleLabel.text = "Check the spelling or try a nearby city."
    } else {
      let completion = completions[indexPath.item]
      cell.titleLabel.text = completion.title
      cell.subtitleLabel.text = completion.subtitle
    }
    return cell
  }
}
