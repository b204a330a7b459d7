import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Collection view headers and footers") @MainActor
struct CollectionSupplementaryViewTests {
  /// A header with a label, counting its reuses.
  final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    private(set) var reuses = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
      label.text = nil
    }
  }

  /// Rows of one item each, a header per section titled with its index, and a log of the
  /// supplementary views the collection view displayed and took away.
  final class Sections: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var footerHeight: CGFloat = 0
    private(set) var events: [String] = []

    init(_ counts: [Int]) {
      self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
      let name = kind == UICollectionView.elementKindSectionHeader ? "Section" : "End of"
      (view as? TitleHeader)?.label.text = "\(name) \(indexPath.section)"
      return view
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      CGSize(width: 0, height: footerHeight)
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      events.append("show \(Self.name(elementKind)) \(indexPath.section)")
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      events.append("hide \(Self.name(elementKind)) \(indexPath.section)")
    }

    private static func name(_ kind: String) -> String {
      kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
    }
  }

  /// A 100 × 200 collection view of 100 × 50 rows under 30-point headers, laid out once.
  static func flowList(_ sections: Sections) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        TitleHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
    collectionView.dataSource = sections
    collectionView.delegate = sections
    collectionView.layoutIfNeeded()
    return collectionView
  }

  static func header(_ section: Int) -> IndexPath { IndexPath(item: 0, section: section) }

  @Test("a flow layout puts each section's header above its items, which move down for it")
  func flowHeaders() {
    let sections = Sections([2, 3])
    let collectionView = Self.flowList(sections)
    let layout = collectionView.collectionViewLayout
    let kind = UICollectionView.elementKindSectionHeader

    let second = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: Self.header(1))
    expectEqual(second?.frame, CGRect(x: 0, y: 130, width: 100, height: 30))
    expectEqual(second?.representedElementKind, kind)
    expectEqual(second?.representedElementCategory, .supplementaryView)
    expectEqual(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 160)
    expectEqual(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 30)
    expectNil(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?
        .representedElementKind)
    expectEqual(collectionView.collectionViewLayout.collectionViewContentSize.height, 310)
    expectEqual(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted(),
      [Self.header(0), Self.header(1)])
    expectEqual(
      (collectionView.supplementaryView(forElementKind: kind, at: Self.header(1)) as? TitleHeader)?
        .label.text, "Section 1")
    expectEqual(
      collectionView.supplementaryView(forElementKind: kind, at: Self.header(1))?.frame.minY, 130)
  }

  @Test("the delegate's footer size puts a footer after the section's items")
  func flowFooters() {
    let sections = Sections([1, 1])
    sections.footerHeight = 20
    let collectionView = Self.flowList(sections)
    let footer = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: Self.header(0))

    expectEqual(footer?.frame, CGRect(x: 0, y: 80, width: 100, height: 20))
    expectEqual(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 130)
    expectNil(
      collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: Self.header(0)))
  }

  @Test("a header that scrolls away is reused, after prepareForReuse, by the one that comes in")
  func reuse() {
    let sections = Sections([2, 2, 2])
    let collectionView = Self.flowList(sections)
    let kind = UICollectionView.elementKindSectionHeader
    let second = collectionView.supplementaryView(forElementKind: kind, at: Self.header(1))

    collectionView.contentOffset = CGPoint(x: 0, y: 190)
    collectionView.layoutIfNeeded()

    let visible = collectionView.visibleSupplementaryViews(ofKind: kind)
    let third = visible.first as? TitleHeader
    expectEqual(visible.count, 1)
    expectEqual(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind), [Self.header(2)])
    expectIdentical(third, second)
    expectEqual(third?.reuses, 1)
    expectEqual(third?.label.text, "Section 2")
    expectEqual(third?.reuseIdentifier, "title")
    expectNil(collectionView.supplementaryView(forElementKind: kind, at: Self.header(0)))
  }

  @Test("the delegate is told as headers come into view and leave it, in order")
  func displayEvents() {
    let sections = Sections([2, 2, 2])
    let collectionView = Self.flowList(sections)

    collectionView.contentOffset = CGPoint(x: 0, y: 190)
    collectionView.layoutIfNeeded()

    expectEqual(
      sections.events,
      ["show header 0", "show header 1", "hide header 0", "hide header 1", "show header 2"])
  }

  @Test("reloading asks the data source for the headers on screen again")
  func reload() {
    let sections = Sections([1])
    let collectionView = Self.flowList(sections)

    collectionView.reloadData()
    collectionView.layoutIfNeeded()

    expectEqual(sections.events, ["show header 0", "hide header 0", "show header 0"])
  }

  @Test("an update keeps the headers of kept sections under their new index, and re-asks reloads")
  func updates() {
    let sections = Sections([1, 1])
    let collectionView = Self.flowList(sections)
    let kind = UICollectionView.elementKindSectionHeader
    let second = collectionView.supplementaryView(forElementKind: kind, at: Self.header(1))

    sections.counts = [1]
    collectionView.deleteSections([0])
    let moved = collectionView.supplementaryView(forElementKind: kind, at: Self.header(0))
    expectIdentical(moved, second)
    expectEqual(moved?.frame.minY, 0)
    expectEqual((moved as? TitleHeader)?.label.text, "Section 1")

    collectionView.reloadSections([0])
    let reloaded = collectionView.supplementaryView(forElementKind: kind, at: Self.header(0))
    expectEqual((reloaded as? TitleHeader)?.label.text, "Section 0")
    expectEqual(
      sections.events,
      ["show header 0", "show header 1", "hide header 0", "hide header 0", "show header 0"])
  }

  @Test("a class or a nib registered for a kind and identifier makes that kind's views")
  func registration() {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "note")

    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "note",
      for: Self.header(0))

    expectTrue(view is TitleHeader)
    expectEqual(view.reuseIdentifier, "note")
    UINib.define(name: "SectionTitleHeader") { _ in [UIView(), TitleHeader(frame: .zero)] }
    collectionView.register(
      UINib(nibName: "SectionTitleHeader", bundle: nil),
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "note")
    let fromNib = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "note",
      for: Self.header(0))
    expectTrue(fromNib is TitleHeader)
    expectFalse(fromNib === view)
    expectEqual(fromNib.reuseIdentifier, "note")
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
    let copy = attributes.copy() as? UICollectionViewLayoutAttributes
    expectEqual(copy?.representedElementKind, "badge")
    expectEqual(copy?.representedElementCategory, .supplementaryView)
    expectEqual(UICollectionViewLayoutAttributes().representedElementCategory, .cell)
  }

  /// A compositional layout's section of 44-point rows, with a header and a footer.
  static func sectionWithHeader(insets: NSDirectionalEdgeInsets) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    )
    section.contentInsets = insets
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing),
    ]
    return section
  }

  /// A diffable collection view of numbered sections, with headers and footers from
  /// supplementary registrations, laid out once.
  @MainActor
  final class DiffableSections {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Int>
    private(set) var configured: [String] = []

    init(layout: UICollectionViewLayout, sections: [String: [Int]], height: CGFloat = 400) {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 200, height: height), collectionViewLayout: layout)
      let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      var log: (String) -> Void = { _ in }
      let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [unowned dataSource] header, kind, indexPath in
        header.label.text = dataSource.sectionIdentifier(for: indexPath.section)
        log(
          "\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)"
        )
      }
      let footers = UICollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { footer, _, indexPath in
        footer.label.text = "\(sections.count) sections"
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == UICollectionView.elementKindSectionHeader
          ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
          : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
      }
      log = { [unowned self] in configured.append($0) }
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      for name in sections.keys.sorted() {
        snapshot.appendSections([name])
        snapshot.appendItems(sections[name] ?? [], toSection: name)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }
  }

  @Test("a compositional section's boundary items go above and below its insets and items")
  func compositionalHeaders() {
    let section = Self.sectionWithHeader(
      insets: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 5, trailing: 20))
    let list = DiffableSections(
      layout: UICollectionViewCompositionalLayout(section: section),
      sections: ["A": [1, 2], "B": [3]])
    let layout = list.collectionView.collectionViewLayout

    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: Self.header(0))
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: Self.header(0))
    expectEqual(header?.frame, CGRect(x: 20, y: 0, width: 160, height: 40))
    expectEqual(
      list.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      CGRect(x: 20, y: 50, width: 160, height: 44))
    expectEqual(footer?.frame, CGRect(x: 100, y: 143, width: 80, height: 20))
    expectEqual(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: Self.header(1))?.frame.minY, 163)
  }

  @Test("a diffable data source's provider gives the headers, configured by their registration")
  func diffableProvider() {
    let section = Self.sectionWithHeader(insets: .zero)
    let list = DiffableSections(
      layout: UICollectionViewCompositionalLayout(section: section),
      sections: ["Fruit": [1, 2], "Vegetables": [3]])
    let header = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: Self.header(1))

    expectEqual((header as? TitleHeader)?.label.text, "Vegetables")
    expectEqual(list.configured, ["header 0", "header 1"])
    expectEqual(
      list.collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionFooter
      ).count, 2)
  }

  @Test("a list configuration's supplementary header mode gives each section a header row")
  func listHeaders() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let list = DiffableSections(
      layout: UICollectionViewCompositionalLayout.list(using: configuration),
      sections: ["Fruit": [1, 2]])
    let header = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: Self.header(0))

    expectEqual(header?.frame, CGRect(x: 16, y: 0, width: 168, height: 28))
    expectEqual(
      list.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY,
      28)
    expectNil(
      list.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: Self.header(0)))
  }

  @Test("the transcript shows each section's header before its rows, and its footer after")
  func transcript() {
    let section = Self.sectionWithHeader(insets: .zero)
    let list = DiffableSections(
      layout: UICollectionViewCompositionalLayout(section: section),
      sections: ["Fruit": [1, 2], "Vegetables": [3, 4]], height: 220)
    let window = makeWindow(title: "Market", showing: [list.collectionView])

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Market
      list: 4 items
        (header) Fruit
        Item 1
        Item 2
        (footer) 2 sections
        (header) Vegetables
        Item 3
        ↓ 1 more below

      """)
  }

  @Test("scrolling horizontally, a header is as wide as its reference size and as tall as the view")
  func horizontalFlowHeaders() {
    let sections = Sections([2])
    let collectionView = Self.flowList(sections)
    let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
    layout?.scrollDirection = .horizontal
    layout?.headerReferenceSize = CGSize(width: 30, height: 500)
    collectionView.layoutIfNeeded()

    expectEqual(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: Self.header(0))?.frame,
      CGRect(x: 0, y: 0, width: 30, height: 200))
    expectEqual(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 30)
  }

  /// A collection view controller that gives its sections' headers by overriding the data
  /// source method, as a subclass at work does.
  final class HeaderController: UICollectionViewController {
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 3 }

    override func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
      (header as? TitleHeader)?.label.text = "Today"
      return header
    }
  }

  @Test("a collection view controller's override gives the headers, and the transcript shows them")
  func controllerOverride() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.itemSize = CGSize(width: 390, height: 64)
    let controller = HeaderController(collectionViewLayout: layout)
    controller.collectionView.register(
      TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    let window = makeWindow(root: UINavigationController(rootViewController: controller))
    controller.title = "Agenda"

    let transcript = ScreenTranscript.render(window)

    expectTrue(transcript.contains("list: 3 items\n  (header) Today\n  (empty cell)\n"))
  }
}
