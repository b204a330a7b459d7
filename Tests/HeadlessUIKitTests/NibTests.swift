import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Nibs") @MainActor
struct NibTests {
  final class BadgeCell: UITableViewCell {
    private(set) var wokenCount = 0
    override func awakeFromNib() {
      super.awakeFromNib()
      wokenCount += 1
    }
  }

  final class TileCell: UICollectionViewCell {
    private(set) var isAwake = false
    override func awakeFromNib() {
      super.awakeFromNib()
      isAwake = true
    }
  }

  final class Owner: UIViewController {
    var header: UILabel?
  }

  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
  }

  @Test("instantiating a nib makes its top-level objects anew, connects the owner and wakes them")
  func instantiate() {
    UINib.define(name: "Header") { owner in
      let label = UILabel()
      (owner as? Owner)?.header = label
      return [label, UIView()]
    }
    let owner = Owner()
    let nib = UINib(nibName: "Header", bundle: nil)
    let first = nib.instantiate(withOwner: owner)
    let second = nib.instantiate(withOwner: nil, options: nil)
    expectEqual(first.count, 2)
    expectIdentical(owner.header, first[0] as? UILabel)
    let madeAnew = (first[0] as AnyObject) !== (second[0] as AnyObject)
    expectTrue(madeAnew)
    expectEqual(Bundle.main.loadNibNamed("Header", owner: nil)?.count, 2)
  }

  @Test(
    "a table dequeues new cells from a registered nib, each woken once; reused cells are not woken again"
  )
  func tableCellsFromANib() {
    UINib.define(name: "BadgeCell") { _ in [BadgeCell(style: .default, reuseIdentifier: nil)] }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let rows = Rows()
    table.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "badge")
    table.dataSource = rows
    table.layoutIfNeeded()

    let cells = table.visibleCells.compactMap { $0 as? BadgeCell }
    expectEqual(cells.count, 3)
    expectEqual(cells.map(\.wokenCount), [1, 1, 1])
    expectEqual(cells.first?.reuseIdentifier, "badge")

    table.register(nil as UINib?, forCellReuseIdentifier: "badge")
    expectNil(table.dequeueReusableCell(withIdentifier: "badge"))
  }

  @Test("a collection view dequeues cells from a registered nib, woken")
  func collectionCellsFromANib() {
    UINib.define(name: "TileCell") { _ in [UIView(), TileCell(frame: .zero)] }
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UINib(nibName: "TileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
    let cell = collection.dequeueReusableCell(
      withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
    expectTrue((cell as? TileCell)?.isAwake ?? false)
    expectEqual(cell.reuseIdentifier, "tile")
  }
}
