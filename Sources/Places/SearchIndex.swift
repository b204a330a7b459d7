/// Every word start of every folded place name, sorted, so that a completion query is two
/// binary searches and a scan of the matching range.
///
/// A key is the folded text from a word start to the end of that name: "rio de janeiro",
/// "de janeiro" and "janeiro" for Rio de Janeiro. The keys starting with a folded query are
/// adjacent in sorted order, whatever the query's length, and multi-word queries ("new y")
/// need nothing special. The text lives in one byte buffer and keys are offsets into it: no
/// String per key, nothing to hash, cache-friendly comparisons.
struct SearchIndex: Equatable, Sendable {
  /// One word start of one folded name.
  struct Key: Equatable, Sendable {
    /// Where the key starts in `text`.
    var start: UInt32
    /// Where the name it belongs to ends in `text`.
    var end: UInt32
    /// The place's position in population order (0 is the most populous).
    ///
    /// Results come in that order, so a scan selects on the key alone, without loading the
    /// place.
    var rank: UInt32
  }

  /// The folded names: one line per place, in `places` order, holding its name and then its
  /// Hangul names, folded, joined by "|". The bundled resource stores exactly these bytes.
  let text: [UInt8]
  /// The keys, sorted by their bytes (then by place, then by offset, to be deterministic).
  let keys: [Key]

  /// Adopts keys that are already sorted (the bundled resource's).
  init(text: [UInt8], keys: [Key]) {
    self.text = text
    self.keys = keys
  }

  /// Builds the index by folding and sorting in Swift, as the derivation script does.
  ///
  /// - Parameter ranks: each place's position in population order, by place position.
  init(folding places: [Place], ranks: [UInt32]) {
    var text: [UInt8] = []
    var unsorted: [(start: UInt32, end: UInt32, row: UInt32)] = []
    for (row, place) in places.enumerated() {
      for (position, name) in ([place.name] + place.hangulNames).enumerated() {
        if position > 0 {
          text.append(UInt8(ascii: "|"))
        }
        let folded = Gazetteer.fold(name)
        let base = text.count
        text.append(contentsOf: folded.utf8)
        for offset in Gazetteer.wordStarts(inFolded: folded) {
          unsorted.append((UInt32(base + offset), UInt32(text.count), UInt32(row)))
        }
      }
      text.append(UInt8(ascii: "\n"))
    }
    text.withUnsafeBufferPointer { text in
      unsorted.sort { left, right in
        let order = Self.compare(
          text[Int(left.start)..<Int(left.end)], text[Int(right.start)..<Int(right.end)])
        if order != 0 {
          return order < 0
        }
        return (left.row, left.start) < (right.row, right.start)
      }
    }
    self.text = text
    self.keys = unsorted.map { Key(start: $0.start, end: $0.end, rank: ranks[Int($0.row)]) }
  }

  /// The keys that start with the given folded text.
  func keys(startingWith folded: String) -> ArraySlice<Key> {
    var folded = folded
    let range = folded.withUTF8 { query in
      text.withUnsafeBufferPointer { text in
        let lower = firstKey { Self.compare(prefixOf: $0, in: text, with: query) >= 0 }
        let upper = firstKey { Self.compare(prefixOf: $0, in: text, with: query) > 0 }
        return lower..<upper
      }
    }
    return keys[range]
  }

  /// The ranks of the `limit` most populous places with a key starting with the folded text,
  /// each place once, most populous first.
  func topRanks(startingWith folded: String, limit: Int) -> [UInt32] {
    let matches = keys(startingWith: folded)
    var selection = SmallestElements<UInt32>(limit: limit, expected: matches.count)
    for key in matches {
      selection.insert(key.rank)
    }
    return selection.elements
  }

  /// The index of the first key for which `isAtOrAfter` holds (it must hold for a suffix).
  private func firstKey(where isAtOrAfter: (Key) -> Bool) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if isAtOrAfter(keys[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// Compares a key's first bytes with a query: negative if the key sorts before every key
  /// starting with the query, zero if it starts with it, positive if it sorts after them.
  private static func compare(
    prefixOf key: Key, in text: UnsafeBufferPointer<UInt8>, with query: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var position = Int(key.start)
    let end = Int(key.end)
    for byte in query {
      guard position < end else { return -1 }
      let keyByte = text[position]
      if keyByte != byte {
        return keyByte < byte ? -1 : 1
      }
      position += 1
    }
    return 0
  }

  /// Compares two byte strings lexicographically (a prefix sorts first), like the script's sort.
  private static func compare(
    _ left: Slice<UnsafeBufferPointer<UInt8>>, _ right: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Int {
    for (leftByte, rightByte) in zip(left, right) where leftByte != rightByte {
      return leftByte < rightByte ? -1 : 1
    }
    return left.count - right.count
  }
}
