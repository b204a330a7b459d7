import Foundation

/// How a list section of a compositional layout looks and what its rows offer: the appearance,
/// separators, headers and footers, and the swipe actions of each row.
///
/// Headless: a list row is 44 points tall (UIKit's default row height; nothing measures the
/// content); the inset grouped and sidebar appearances inset the rows 16 points on each side
/// (an iPhone's layout margins), and the others not at all; a supplementary header or footer
/// is 28 points tall (as the kit's table's headers are); separators and colours are kept, not
/// drawn.
public struct UICollectionLayoutListConfiguration {
  /// The overall look of a list.
  public enum Appearance: Sendable, Hashable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
  }

  /// Where a list's section headers come from.
  public enum HeaderMode: Sendable, Hashable {
    /// No headers.
    case none
    /// Supplementary views of the kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The first item of each section, styled as a header.
    case firstItemInSection
  }

  /// Where a list's section footers come from.
  public enum FooterMode: Sendable, Hashable {
    /// No footers.
    case none
    /// Supplementary views of the kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// Gives the swipe actions of the row at an index path, or `nil` for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The list's appearance, fixed when it is made.
  public private(set) var appearance: Appearance

  /// Whether rows show separators; `true` by default.
  public var showsSeparators = true

  /// The list's background colour; `nil` means the appearance's own.
  public var backgroundColor: UIColor?

  /// Where section headers come from; `.none` by default.
  public var headerMode = HeaderMode.none

  /// Where section footers come from; `.none` by default.
  public var footerMode = FooterMode.none

  /// The padding above each section header; `nil` means the system's.
  public var headerTopPadding: CGFloat?

  /// The actions revealed by swiping a row from its leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// The actions revealed by swiping a row from its trailing edge.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a list configuration of an appearance.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

extension NSCollectionLayoutSection {
  /// A list section of a configuration: full-width rows, one below the other.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let row = NSCollectionLayoutItem(layoutSize: rowSize)
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: rowSize, subitems: [row]))
    switch configuration.appearance {
    case .insetGrouped, .sidebar:
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    case .plain, .grouped, .sidebarPlain:
      break
    }
    let boundary = { (kind: String, alignment: NSRectAlignment) in
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(TableListLayout.defaultSectionHeight)),
        elementKind: kind, alignment: alignment)
    }
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        boundary(UICollectionView.elementKindSectionHeader, .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        boundary(UICollectionView.elementKindSectionFooter, .bottom))
    }
    section.listConfiguration = configuration
    return section
  }
}
