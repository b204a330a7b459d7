import Foundation
import HeadlessUIKit
import Places

/// Supplies the recommendation list: the places near the user, then an error row if the last
/// page failed.
final class RecommendationDataSource: NSObject, UICollectionViewDataSource {
  var places: [Place] = []
  var failed = false

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    places.count + (failed ? 1 : 0)
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    if indexPath.item == places.count {
      cell.titleLabel.text = "Couldn't load places near you."
      cell.titleLabel.textColor = .systemRed
      cell.subtitleLabel.text = "Tap to try again."
    } else {
      let place = places[indexPath.item]
      cell.titleLabel.text = place.name
      cell.subtitleLabel.text = place.subtitle
      let formatter = NumberFormatter()
      formatter.minimumIntegerDigits = 2
      Analytics.shared.track(
        "recommendation_impression",
        ["position": formatter.string(from: NSNumber(value: indexPath.item + 1)) ?? ""])
    }
    return cell
  }
}
