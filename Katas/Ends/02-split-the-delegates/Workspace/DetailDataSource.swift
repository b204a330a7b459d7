import HeadlessMapKit
import HeadlessUIKit

/// Supplies the detail list: the places a completion stands for, each with where it is.
final class DetailDataSource: NSObject, UICollectionViewDataSource {
  var mapItems: [MKMapItem] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    mapItems.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    let item = mapItems[indexPath.item]
    cell.titleLabel.text = item.name
    cell.subtitleLabel.text = [item.placemark.administrativeArea, item.placemark.country]
      .compactMap { $0 }.joined(separator: ", ")
    return cell
  }
}
