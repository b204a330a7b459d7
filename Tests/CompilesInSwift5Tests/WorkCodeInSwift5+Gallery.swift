// Swift 5 work code of a photo gallery: photos saved to disk as JPEG data and loaded back,
// tinted SF Symbols for the favourite badge, a context menu on each thumbnail (a
// UIContextMenuInteraction), and the store injected through the storyboard's creator block.
// Only the imports differ from iOS, and the storyboard is declared in Swift (no Interface
// Builder on Linux).

import Foundation
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver  // iOS: XCUITest drives the screen instead
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

protocol PhotoStoring: AnyObject {
  func save(_ image: UIImage, named name: String) throws
  func load(named name: String) -> UIImage?
  func delete(named name: String) throws
  func names() -> [String]
}

enum PhotoStoreError: Error {
  case encodingFailed
}

final class DiskPhotoStore: PhotoStoring {
  private let folder: URL
  private let fileManager = FileManager.default

  init(folder: URL) {
    self.folder = folder
    try? fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func save(_ image: UIImage, named name: String) throws {
    guard let data = image.jpegData(compressionQuality: 0.8) else {
      throw PhotoStoreError.encodingFailed
    }
    try data.write(to: url(for: name), options: .atomic)
  }

  func load(named name: String) -> UIImage? {
    guard let data = try? Data(contentsOf: url(for: name)) else { return nil }
    return UIImage(data: data, scale: UIScreen.main.scale)
  }

  func delete(named name: String) throws {
    try fileManager.removeItem(at: url(for: name))
  }

  func names() -> [String] {
    let files = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".jpg") }.map { String($0.dropLast(4)) }.sorted()
  }

  private func url(for name: String) -> URL {
    folder.appendingPathComponent(name + ".jpg")
  }
}

final class GalleryViewController: UIViewController {
  private let store: PhotoStoring
  private(set) var favourites: Set<String> = []
  private(set) var thumbnails: [UIImageView] = []
  private let stackView = UIStackView()
  var onShowPhoto: ((String) -> Void)?

  init?(coder: NSCoder, store: PhotoStoring) {
    self.store = store
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    fatalError("GalleryViewController needs a photo store: use init(coder:store:)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Gallery"
    stackView.axis = .vertical
    stackView.spacing = 8
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
    ])
    reloadThumbnails()
  }

  func reloadThumbnails() {
    for thumbnail in thumbnails {
      thumbnail.removeFromSuperview()
    }
    thumbnails = store.names().map(makeThumbnail)
    for thumbnail in thumbnails {
      stackView.addArrangedSubview(thumbnail)
    }
  }

  private func makeThumbnail(for name: String) -> UIImageView {
    let imageView = UIImageView(image: store.load(named: name))
    imageView.accessibilityLabel = name
    imageView.contentMode = .scaleAspectFill
    imageView.isUserInteractionEnabled = true
    imageView.widthAnchor.constraint(equalToConstant: 80).isActive = true
    imageView.heightAnchor.constraint(equalToConstant: 80).isActive = true
    imageView.addInteraction(UIContextMenuInteraction(delegate: self))

    let badge = UIImageView(image: favouriteBadge(isFavourite: favourites.contains(name)))
    badge.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
    imageView.addSubview(badge)
    return imageView
  }

  func favouriteBadge(isFavourite: Bool) -> UIImage? {
    let config = UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)
    let name = isFavourite ? "heart.fill" : "heart"
    let color: UIColor = isFavourite ? .systemPink : .white
    return UIImage(systemName: name, withConfiguration: config)?
      .withTintColor(color, renderingMode: .alwaysOriginal)
  }

  private func toggleFavourite(_ name: String) {
    if favourites.contains(name) {
      favourites.remove(name)
    } else {
      favourites.insert(name)
    }
    reloadThumbnails()
  }

  private func deletePhoto(_ name: String) {
    try? store.delete(named: name)
    reloadThumbnails()
  }
}

extension GalleryViewController: UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let name = interaction.view?.accessibilityLabel else { return nil }
    let isFavourite = favourites.contains(name)
    return UIContextMenuConfiguration(identifier: name as NSString, previewProvider: nil) {
      [weak self] _ in
      let favourite = UIAction(
        title: isFavourite ? "Unfavourite" : "Favourite",
        image: UIImage(systemName: isFavourite ? "heart.slash" : "heart")
      ) { _ in
        self?.toggleFavourite(name)
      }
      let delete = UIAction(
        title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
      ) { _ in
        self?.deletePhoto(name)
      }
      return UIMenu(title: name, children: [favourite, delete])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    guard let name = configuration.identifier as? NSString else { return }
    animator.addCompletion { [weak self] in
      self?.onShowPhoto?(name as String)
    }
  }
}

enum GalleryBuilder {
  static func makeGallery(store: PhotoStoring) -> GalleryViewController {
    let storyboard = UIStoryboard(name: "Gallery", bundle: nil)
    return storyboard.instantiateViewController(identifier: "Gallery") { coder in
      GalleryViewController(coder: coder, store: store)
    }
  }
}

// MARK: - The code above, run

@Suite("Gallery work code in the Swift 5 mode") @MainActor
struct GalleryWorkCodeInSwift5Tests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("gallery-\(UUID().uuidString)")

  init() {
    UIStoryboard.define(
      name: "Gallery",
      scenes: [
        UIStoryboard.Scene("Gallery", isInitial: true) { _ in
          // What Interface Builder's archive would make: the class's init(coder:).
          GalleryViewController(coder: NSCoder())!
        }
      ])
    UIImage.addToAssetCatalog(named: "beach", "dunes", size: CGSize(width: 300, height: 200))
  }

  @Test("photos saved as JPEG load back as the same images")
  func saveAndLoad() throws {
    let store = DiskPhotoStore(folder: folder)
    let beach = try #require(UIImage(named: "beach"))

    try store.save(beach, named: "beach")

    let data = try Data(contentsOf: folder.appendingPathComponent("beach.jpg"))
    #expect(Array(data.prefix(2)) == [0xFF, 0xD8])
    #expect(store.load(named: "beach") == beach)
    #expect(store.load(named: "beach")?.size == beach.size)
    #expect(store.load(named: "missing") == nil)
  }

  @Test("the storyboard's creator injects the store, and the context menu favourites and deletes")
  func contextMenu() throws {
    let store = DiskPhotoStore(folder: folder)
    try store.save(#require(UIImage(named: "beach")), named: "beach")
    try store.save(#require(UIImage(named: "dunes")), named: "dunes")
    let gallery = GalleryBuilder.makeGallery(store: store)
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: gallery)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let touches = Touches(window: window)

    try touches.longPress("dunes", tapping: "Favourite")
    try touches.longPress("beach", tapping: "Delete")

    #expect(gallery.storyboard != nil)
    #expect(gallery.favourites == ["dunes"])
    #expect(gallery.thumbnails.map { $0.accessibilityLabel } == ["dunes"])
    #expect(store.names() == ["dunes"])
    let badge = gallery.thumbnails.first?.subviews.first as? UIImageView
    #expect(badge?.image == gallery.favouriteBadge(isFavourite: true))
    #expect(badge?.image != gallery.favouriteBadge(isFavourite: false))
    #expect(throws: TouchError.self) { try touches.longPress("dunes", tapping: "Favourite") }
  }

  @Test("tapping a thumbnail's preview shows the photo once the menu has gone")
  func preview() async throws {
    let store = DiskPhotoStore(folder: folder)
    try store.save(#require(UIImage(named: "beach")), named: "beach")
    let gallery = GalleryBuilder.makeGallery(store: store)
    var shown: [String] = []
    gallery.onShowPhoto = { shown.append($0) }
    let window = UIWindow()
    window.rootViewController = gallery
    window.makeKeyAndVisible()

    try Touches(window: window).longPressAndTapPreview("beach")
    #expect(shown.isEmpty)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }

    #expect(shown == ["beach"])
  }
}
