import Foundation
import Places

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Measures the gazetteer on the whole bundled data set and reports against its targets.
///
/// `Benchmark.run()` takes about a second and returns a readable report (it prints nothing):
/// load time, resident memory, completion latency over realistic keystroke prefixes, the same
/// queries answered by a linear scan, and "target met" or "MISSED" next to each target. Run it
/// from a release build; debug timings mean nothing.
enum Benchmark {
  /// What someone types, keystroke by keystroke: every prefix of these is a query.
  static let typedTexts = [
    "seoul", "san francisco", "sao paulo", "springfield", "new york", "서울", "busan", "부산",
    "tokyo", "london", "paris", "los angeles", "rio de janeiro", "jeju", "berlin", "mumbai",
    "a", "c", "m", "k", "d",
  ]

  /// Every prefix of every typed text, in typing order.
  static let queries: [String] = typedTexts.flatMap { text in
    (1...text.count).map { String(text.prefix($0)) }
  }

  /// Runs every measurement and returns the report, one line per figure.
  static func run() -> String {
    let header = "Gazetteer benchmark (\(queries.count) keystroke queries, limit \(limit))"
    return ([header] + measureLoading() + measureCompletion()).joined(separator: "\n")
  }

  /// Load time of a fresh `loadBundled()`, and resident memory once the shared set is loaded.
  private static func measureLoading() -> [String] {
    let residentBefore = residentBytes()
    _ = Gazetteer.bundled
    let residentAfter = residentBytes()
    let loadMedian = percentile(
      50, of: (0..<5).map { _ in seconds { _ = try? Gazetteer.loadBundled() } })
    var lines = [
      line("load (median of 5)", milliseconds(loadMedian), met: loadMedian <= 0.060, "≤ 60 ms")
    ]
    if let residentBefore, let residentAfter {
      let value =
        "\(megabytes(residentAfter)) (+\(megabytes(residentAfter - residentBefore)) loading)"
      lines.append(line("resident after load", value, met: residentAfter <= 50 << 20, "≤ 50 MB"))
    } else {
      lines.append("resident after load: not measurable on this platform")
    }
    return lines
  }

  /// Completion latency of the index and of the linear baseline over the same queries.
  private static func measureCompletion() -> [String] {
    let gazetteer = Gazetteer.bundled
    let baseline = LinearSearch(places: gazetteer.places)
    let indexed = timings(rounds: 300) { gazetteer.search($0, limit: limit) }
    let linear = timings(rounds: 3) { baseline.search($0, limit: limit) }
    let median = percentile(50, of: indexed)
    let p99 = percentile(99, of: indexed)
    let linearMedian = percentile(50, of: linear)
    let linearP99 = percentile(99, of: linear)
    let ratio = linearMedian / median
    let meanRatio =
      linear.reduce(0, +) / Double(linear.count) / (indexed.reduce(0, +) / Double(indexed.count))
    let disagreements = queries.filter { query in
      gazetteer.search(query, limit: limit) != baseline.search(query, limit: limit)
    }
    return [
      line("indexed median", microseconds(median), met: median <= 20e-6, "≤ 20 µs"),
      line("indexed p99", microseconds(p99), met: p99 <= 200e-6, "≤ 200 µs"),
      "linear baseline: median \(microseconds(linearMedian)), p99 \(microseconds(linearP99))",
      line(
        "speed-up (median baseline / median indexed)",
        "\(Int(ratio))× (mean over mean: \(Int(meanRatio))×)", met: ratio >= 100, "≥ 100×"),
      disagreements.isEmpty
        ? "indexed and linear results agree on every query"
        : "indexed and linear results DIFFER for: \(disagreements.joined(separator: ", "))",
    ]
  }

  /// How many completions a query asks for, as a completion list would.
  private static let limit = 10

  /// Times each query once per round, rounds interleaved so no query enjoys a warm streak.
  private static func timings(rounds: Int, _ search: (String) -> [Place]) -> [Double] {
    var samples: [Double] = []
    samples.reserveCapacity(rounds * queries.count)
    var resultCount = 0
    for _ in 0..<rounds {
      for query in queries {
        samples.append(seconds { resultCount += search(query).count })
      }
    }
    // Using the results keeps the optimizer from dropping the searches.
    precondition(resultCount > 0)
    return samples
  }

  private static func seconds(_ work: () -> Void) -> Double {
    let duration = ContinuousClock().measure(work)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  private static func percentile(_ percent: Int, of samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
  }

  private static func line(_ label: String, _ value: String, met: Bool, _ target: String) -> String
  {
    "\(label): \(value)  [target \(target): \(met ? "target met" : "MISSED")]"
  }

  private static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1e3)
  }

  private static func microseconds(_ seconds: Double) -> String {
    String(format: "%.1f µs", seconds * 1e6)
  }

  private static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
  }

  /// The process's resident memory in bytes, or nil where it cannot be read.
  private static func residentBytes() -> Int? {
    #if os(Linux)
      // statm's second field is the resident set, in pages.
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { words in
          task_info(machTask, task_flavor_t(MACH_TASK_BASIC_INFO), words, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      return nil
    #endif
  }

  #if canImport(Darwin)
    /// This task's port. `mach_task_self_` is a mutable C global that older SDKs do not mark
    /// safe for Swift 6 concurrency checking; the trap returns the same port, and once is enough.
    private static let machTask: mach_port_t = task_self_trap()
  #endif
}

/// The obvious way to search: a scan over names folded once in advance, then a full sort.
///
/// It answers exactly as `Gazetteer.search` does; the benchmark uses it as the baseline the
/// index must beat by two orders of magnitude.
private struct LinearSearch {
  let places: [Place]
  /// Each place's folded names (name, then Hangul names) as UTF-8, with their word starts.
  let foldedNames: [[(bytes: [UInt8], wordStarts: [Int])]]

  init(places: [Place]) {
    self.places = places
    foldedNames = places.map { place in
      ([place.name] + place.hangulNames).map { name in
        let folded = Gazetteer.fold(name)
        return (Array(folded.utf8), wordStarts(in: Array(folded.utf8)))
      }
    }
  }

  func search(_ query: String, limit: Int) -> [Place] {
    let folded = Array(Gazetteer.fold(query).utf8)
    guard !folded.isEmpty else { return [] }
    var matches: [Place] = []
    for (place, names) in zip(places, foldedNames) {
      let matched = names.contains { name in
        name.wordStarts.contains { start in
          name.bytes[start...].starts(with: folded)
        }
      }
      if matched {
        matches.append(place)
      }
    }
    matches.sort { ($1.population, $0.id) < ($0.population, $1.id) }
    return Array(matches.prefix(limit))
  }
}

/// Where words start in folded UTF-8 text, by the rule `Gazetteer.search` documents.
private func wordStarts(in bytes: [UInt8]) -> [Int] {
  let text = String(decoding: bytes, as: UTF8.self)
  var starts: [Int] = []
  var offset = 0
  var previousIsSeparator: Bool?
  for scalar in text.unicodeScalars {
    let isSeparator = " -\u{2010}\u{2013}'\u{2018}\u{2019}()/.".unicodeScalars.contains(scalar)
    if previousIsSeparator == nil || (previousIsSeparator == true && !isSeparator) {
      starts.append(offset)
    }
    previousIsSeparator = isSeparator
    offset += UTF8.width(scalar)
  }
  return starts
}
