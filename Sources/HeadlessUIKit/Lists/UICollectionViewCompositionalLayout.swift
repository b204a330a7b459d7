import Foundation

/// Makes the section at an index, from what the layout's environment says of its container.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, each a group of items repeated until the section's items are
/// placed: grids, lists and carousels, from one vocabulary.
///
/// It lays out as UIKit documents: an item's fractional dimensions are fractions of its group,
/// a group's of its section's width and height inside the section's insets; a group repeats its
/// items while they fit; the section repeats its group down the collection view, with
/// `interGroupSpacing` between groups. The section provider is asked for each section on each
/// layout update, with the collection view's size.
///
/// A section's boundary supplementary items (headers and footers) take room above and below
/// its content, as `NSCollectionLayoutBoundarySupplementaryItem` says.
///
/// Headless: the layout scrolls vertically only (no `UICollectionViewCompositionalLayoutConfiguration`);
/// estimated dimensions stay at their estimate; there are no decoration items, and no
/// supplementary items anchored to items or groups; a section provider that returns `nil`
/// gives its section no items on screen.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var frames: [[CGRect]] = []
  private var sections: [NSCollectionLayoutSection?] = []
  private var contentSize = CGSize.zero

  /// Creates a layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(provider: { _, _ in section })
  }

  /// Creates a layout that asks a provider for each section.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(provider: sectionProvider)
  }

  // The designated initializer; Apple's public ones are convenience initializers.
  init(provider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    sectionProvider = provider
    super.init()
  }

  /// A layout whose every section is a list of the configuration.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(provider: { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    })
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// A change of size changes the fractions; scrolling does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  open override func prepare() {
    frames = []
    supplementaryFrames = []
    sections = []
    contentSize = .zero
    guard let collectionView else { return }
    let size = collectionView.bounds.size
    let environment = CollectionLayoutEnvironment(size: size)
    var top: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      var sectionFrames: [CGRect] = []
      let section = sectionProvider(index, environment)
      if let section {
        top = section.place(
          count: collectionView.numberOfItems(inSection: index), top: top, width: size.width,
          height: size.height, frames: &sectionFrames, section: index,
          supplementaries: &supplementaryFrames)
      }
      sections.append(section)
      frames.append(sectionFrames)
    }
    contentSize = CGSize(width: size.width, height: top)
  }

  @discardableResult
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    UICollectionViewLayoutAttributes(forCellWith: indexPath, in: frames)
  }

  /// The layout attributes of the items whose frames meet `rect`, in index path order, then of
  /// the boundary supplementary items that do.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    UICollectionViewLayoutAttributes.elements(in: frames, supplementaryFrames, meeting: rect)
  }

  /// The section the last layout update made for an index, if the provider gave one.
  func section(at index: Int) -> NSCollectionLayoutSection? {
    sections.indices.contains(index) ? sections[index] : nil
  }
}
