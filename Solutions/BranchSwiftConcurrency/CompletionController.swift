import HeadlessMapKit
import HeadlessUIKit

/// What the completion list tells the screen that shows it.
///
/// A protocol rather than closures: there are two events, and one conformance keeps them
/// together under the name of the list they come from.
@MainActor
protocol CompletionControllerDelegate: AnyObject {
  /// The completer answered, or failed: the list has new rows to show.
  func completionControllerDidLoadData(_ controller: CompletionController)

  /// The person chose a completion.
  func completionController(
    _ controller: CompletionController, didSelectCompletion completion: MKLocalSearchCompletion)
}

/// The completion list: the completions for the text, or one row saying why there are none;
/// reports the completion chosen.
final class CompletionController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Told when data arrives and when a completion is chosen.
  weak var delegate: CompletionControllerDelegate?

  /// The completions to show.
  let model: CompletionModel

  // Takes the completer's answers into the model for as long as this list lives.
  private var listening: Task<Void, Never>?

  init(model: CompletionModel) {
    self.model = model
    super.init()
    listening = Task { [weak self, answers = model.answers] in
      for await answer in answers {
        guard let self else { return }
        if self.model.apply(answer) {
          delegate?.completionControllerDidLoadData(self)
        }
      }
    }
  }

  deinit {
    listening?.cancel()
  }

  /// Asks for the completions of `query`; the delegate hears when they arrive.
  func update(query: String) {
    model.update(query: query)
  }

  /// Forgets the query and its completions: the search bar is empty again.
  func clear() {
    model.clear()
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
    delegate?.completionController(self, didSelectCompletion: model.completions[indexPath.item])
  }
}
