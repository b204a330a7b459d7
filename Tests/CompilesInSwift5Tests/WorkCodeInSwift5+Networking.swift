// Swift 5 work code of a network worker, as Clean Swift and MVVM samples write one: it builds a
// URLRequest, fetches with URLSession (a completion handler, and async/await), checks the
// HTTPURLResponse, decodes JSON and hands the rows to a table view controller on the main queue.
// The file imports only the UI framework, as on iOS, where Foundation (re-exported by UIKit)
// holds URLSession; on Linux it lives in FoundationNetworking, which the kit re-exports too.
// The tests drive the response handling with made-up responses: nothing touches the network.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

struct HotelDTO: Decodable, Equatable {
  let id: Int
  let name: String
  let city: String
}

enum HotelsWorkerError: Error, Equatable {
  case transport(String)
  case status(Int)
  case undecodable
}

protocol URLSessionDataTasking {
  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void
  ) -> URLSessionDataTask
}

extension URLSession: URLSessionDataTasking {}

final class HotelsWorker {
  let baseURL: URL
  let session: URLSessionDataTasking
  private var task: URLSessionDataTask?

  init(baseURL: URL, session: URLSessionDataTasking = URLSession.shared) {
    self.baseURL = baseURL
    self.session = session
  }

  func request(city: String) -> URLRequest {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("hotels"), resolvingAgainstBaseURL: false)
    components?.queryItems = [URLQueryItem(name: "city", value: city)]
    var request = URLRequest(url: components?.url ?? baseURL)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.timeoutInterval = 15
    request.cachePolicy = .reloadIgnoringLocalCacheData
    return request
  }

  func fetchHotels(
    city: String, completion: @escaping (Result<[HotelDTO], HotelsWorkerError>) -> Void
  ) {
    task?.cancel()
    task = session.dataTask(with: request(city: city)) { data, response, error in
      let result = HotelsWorker.handle(data: data, response: response, error: error)
      DispatchQueue.main.async { completion(result) }
    }
    task?.resume()
  }

  func hotels(city: String) async throws -> [HotelDTO] {
    let (data, response) = try await URLSession.shared.data(for: request(city: city))
    return try HotelsWorker.handle(data: data, response: response, error: nil).get()
  }

  static func handle(data: Data?, response: URLResponse?, error: Error?) -> Result<
    [HotelDTO], HotelsWorkerError
  > {
    if let error = error { return .failure(.transport(error.localizedDescription)) }
    guard let http = response as? HTTPURLResponse else { return .failure(.status(0)) }
    guard (200..<300).contains(http.statusCode) else { return .failure(.status(http.statusCode)) }
    guard let data = data else { return .failure(.undecodable) }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    guard let hotels = try? decoder.decode([HotelDTO].self, from: data) else {
      return .failure(.undecodable)
    }
    return .success(hotels)
  }
}

final class HotelsViewController: UITableViewController {
  var worker = HotelsWorker(baseURL: URL(string: "https://api.example.com/v1")!)
  private(set) var hotels: [HotelDTO] = []
  private(set) var errorMessage: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HotelCell")
  }

  func show(_ result: Result<[HotelDTO], HotelsWorkerError>) {
    switch result {
    case .success(let hotels):
      self.hotels = hotels
      errorMessage = nil
    case .failure(let error):
      hotels = []
      errorMessage = "Couldn't load hotels (\(error))."
    }
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    hotels.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "HotelCell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = hotels[indexPath.row].name
    content.secondaryText = hotels[indexPath.row].city
    cell.contentConfiguration = content
    return cell
  }
}

// MARK: - The code above, run

@Suite("Network work code in the Swift 5 mode") @MainActor
struct NetworkingWorkCodeInSwift5Tests {
  let worker = HotelsWorker(baseURL: URL(string: "https://api.example.com/v1")!)

  func response(status: Int) -> HTTPURLResponse? {
    HTTPURLResponse(
      url: URL(string: "https://api.example.com/v1/hotels")!, statusCode: status,
      httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
  }

  @Test("the worker's request carries the city, the method and the headers")
  func request() {
    let request = worker.request(city: "São Paulo")
    #expect(request.url?.path == "/v1/hotels")
    #expect(request.url?.query == "city=S%C3%A3o%20Paulo")
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(request.timeoutInterval == 15)
  }

  @Test("a 200 with JSON decodes; a 404 and bad JSON fail; the table shows what came")
  func responses() {
    let json = Data(#"[{"id": 1, "name": "Hotel Busan", "city": "Busan"}]"#.utf8)
    let decoded = HotelsWorker.handle(data: json, response: response(status: 200), error: nil)
    #expect(decoded == .success([HotelDTO(id: 1, name: "Hotel Busan", city: "Busan")]))
    #expect(
      HotelsWorker.handle(data: json, response: response(status: 404), error: nil)
        == .failure(.status(404)))
    #expect(
      HotelsWorker.handle(data: Data("{".utf8), response: response(status: 200), error: nil)
        == .failure(.undecodable))

    let screen = HotelsViewController()
    screen.loadViewIfNeeded()
    screen.show(decoded)
    #expect(screen.tableView(screen.tableView, numberOfRowsInSection: 0) == 1)
    screen.show(.failure(.status(500)))
    #expect(screen.hotels.isEmpty && screen.errorMessage == "Couldn't load hotels (status(500)).")
  }
}
