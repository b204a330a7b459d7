// Swift 5 work code of a photo feed: a table whose prefetch data source starts each photo's
// download before its row shows, and cancels the downloads of rows the person scrolled away
// from; a loader behind a protocol, faked here so that no test touches the network. Only the
// imports differ from iOS.

import Foundation
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

protocol ImageLoading: AnyObject {
  /// Starts a download; the completion runs on the main queue unless the task was cancelled.
  func loadImage(from url: URL, completion: @escaping (UIImage?) -> Void) -> Cancellable
}

protocol Cancellable {
  func cancel()
}

final class PhotoFeedViewController: UIViewController, UITableViewDataSource,
  UITableViewDataSourcePrefetching
{
  let tableView = UITableView(frame: .zero, style: .plain)
  private let photoURLs: [URL]
  private let loader: ImageLoading
  private var images: [URL: UIImage] = [:]
  private var downloads: [URL: Cancellable] = [:]

  init(photoURLs: [URL], loader: ImageLoading) {
    self.photoURLs = photoURLs
    self.loader = loader
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 88
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PhotoCell")
    tableView.dataSource = self
    tableView.prefetchDataSource = self
    view.addSubview(tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    photoURLs.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath)
    let url = photoURLs[indexPath.row]
    cell.textLabel?.text = url.lastPathComponent
    cell.imageView?.image = images[url]
    if images[url] == nil { startDownload(at: indexPath) }
    return cell
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths { startDownload(at: indexPath) }
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      let url = photoURLs[indexPath.row]
      downloads[url]?.cancel()
      downloads[url] = nil
    }
  }

  private func startDownload(at indexPath: IndexPath) {
    let url = photoURLs[indexPath.row]
    guard images[url] == nil, downloads[url] == nil else { return }
    downloads[url] = loader.loadImage(from: url) { [weak self] image in
      guard let self = self else { return }
      self.downloads[url] = nil
      self.images[url] = image
      // The row may have moved or gone while the photo loaded: look it up again.
      if let row = self.photoURLs.firstIndex(of: url),
        let cell = self.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      {
        cell.imageView?.image = image
      }
    }
  }
}

// MARK: - Checks

/// A loader that never touches the network: it keeps each download until a test finishes it.
final class FakeImageLoader: ImageLoading {
  final class Download: Cancellable {
    let url: URL
    let completion: (UIImage?) -> Void
    private(set) var isCancelled = false

    init(url: URL, completion: @escaping (UIImage?) -> Void) {
      self.url = url
      self.completion = completion
    }

    func cancel() { isCancelled = true }
  }

  private(set) var downloads: [Download] = []

  func loadImage(from url: URL, completion: @escaping (UIImage?) -> Void) -> Cancellable {
    let download = Download(url: url, completion: completion)
    downloads.append(download)
    return download
  }

  /// The photo numbers of the downloads started, in order.
  var started: [Int] { downloads.map(\.photoNumber) }

  /// The photo numbers of the downloads cancelled, in order.
  var cancelled: [Int] { downloads.filter(\.isCancelled).map(\.photoNumber) }

  /// Finishes every download not cancelled, as the main queue would deliver them.
  func finishAll() {
    for download in downloads where !download.isCancelled {
      download.completion(UIImage(systemName: "photo"))
    }
  }
}

extension FakeImageLoader.Download {
  var photoNumber: Int { Int(url.deletingPathExtension().lastPathComponent) ?? -1 }
}

@Suite("Prefetching work code in the Swift 5 mode") @MainActor
struct PrefetchingWorkCodeInSwift5Tests {
  let loader = FakeImageLoader()
  let feed: PhotoFeedViewController

  init() {
    let urls = (0..<40).map { URL(string: "https://photos.example.com/\($0).jpg")! }
    feed = PhotoFeedViewController(photoURLs: urls, loader: loader)
    feed.loadViewIfNeeded()
    // Five rows of 88 points fill the screen exactly.
    feed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    feed.view.layoutIfNeeded()
    feed.tableView.layoutIfNeeded()
  }

  @Test("the rows on screen load as they show, and the next screen's rows load ahead")
  func loadsAhead() {
    #expect(loader.started == Array(0..<10))
    #expect(loader.cancelled.isEmpty)
  }

  @Test("scrolling back cancels the downloads of rows that never came on screen")
  func cancelsWhenScrolledBack() {
    feed.tableView.contentOffset = CGPoint(x: 0, y: 100)
    feed.tableView.layoutIfNeeded()
    #expect(loader.started == Array(0..<12))

    feed.tableView.contentOffset = .zero
    feed.tableView.layoutIfNeeded()
    // Rows 5 and 6 came on screen: their photos keep loading.
    #expect(loader.cancelled == [7, 8, 9, 10, 11])

    loader.finishAll()
    let cell = feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.imageView?.image != nil)
  }
}
