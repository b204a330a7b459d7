import Foundation
import HeadlessUIKit

// A collection view's section headers and footers read as a table's do: lines of their labels,
// marked `(header)` and `(footer)`, each section's headers before its rows and its footers
// after them. A collection view with none reads as before.
extension Screen {
  /// The visible rows' texts, section by section, with the text of each section's visible
  /// supplementary views before or after the section's rows.
  static func listParts(
    of collectionView: UICollectionView, rows: [(indexPath: IndexPath, text: String)]
  ) -> [String] {
    let supplementaries = supplementaryParts(of: collectionView)
    let sections = Set(rows.map(\.indexPath.section) + supplementaries.map(\.section)).sorted()
    // One loop with explicit types: the same as one chained expression of filters, maps and
    // `+`, which took the type checker about five seconds.
    var lines: [String] = []
    for section in sections {
      let parts = supplementaries.filter { $0.section == section }
      for part in parts where !part.isFooter { lines.append(part.text) }
      for row in rows where row.indexPath.section == section { lines.append(row.text) }
      for part in parts where part.isFooter { lines.append(part.text) }
    }
    return lines
  }

  // The supplementary views on screen that show text, in the layout's order, each with its
  // section and whether it comes after the section's items: a footer, or a view of another kind
  // placed below the section's first item.
  private static func supplementaryParts(of collectionView: UICollectionView)
    -> [(section: Int, isFooter: Bool, text: String)]
  {
    let elements =
      collectionView.collectionViewLayout
      .layoutAttributesForElements(in: collectionView.bounds) ?? []
    return elements.compactMap { attributes in
      guard attributes.representedElementCategory == .supplementaryView,
        let kind = attributes.representedElementKind,
        let view = collectionView.supplementaryView(
          forElementKind: kind, at: attributes.indexPath),
        !view.isHidden
      else { return nil }
      let texts = labelTexts(in: view)
      guard !texts.isEmpty else { return nil }
      let section = attributes.indexPath.section
      let firstItem = collectionView.layoutAttributesForItem(
        at: IndexPath(item: 0, section: section))
      let isFooter =
        kind == UICollectionView.elementKindSectionFooter
        || (kind != UICollectionView.elementKindSectionHeader
          && firstItem.map { view.frame.minY >= $0.frame.maxY } ?? false)
      let text = "\(isFooter ? "(footer)" : "(header)") \(texts.joined(separator: " · "))"
      return (section, isFooter, text)
    }
  }
}
