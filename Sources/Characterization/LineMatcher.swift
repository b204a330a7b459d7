/// Chooses which lines two texts share the way GNU diff does, so hunks match `diff -u` exactly.
///
/// Many shortest edits turn one text into another; `diff` picks one with three steps, repeated
/// here: lines with no match in the other text are set aside first (`discard_confusing_lines`),
/// Myers' middle-snake search splits the rest (`compareseq`), and runs of changes slide to
/// join neighbours (`shift_boundaries`). The answer is a standard `CollectionDifference`.
struct LineMatcher {
  private let lines: [[Int]]
  private var changed: [[Bool]]
  private var kept: [[Int]] = [[], []]
  private var keptIndexes: [[Int]] = [[], []]
  private var forward: [Int] = []
  private var backward: [Int] = []
  private var diagonalOffset = 0

  /// The difference that turns `old` into `new`.
  ///
  /// As `diff` does (`find_identical_ends`), the lines both texts begin and end with are left
  /// out of the analysis, all but `horizon` of them at each end (`diff -u` keeps as many as its
  /// context), so lines are counted only where the texts differ.
  static func difference(from old: [String], to new: [String], horizon: Int = 3)
    -> CollectionDifference<String>
  {
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let start = max(0, prefix - horizon)
    let trimmedEnd = max(0, suffix - horizon)
    let regions = [
      Array(old[start..<(old.count - trimmedEnd)]), Array(new[start..<(new.count - trimmedEnd)]),
    ]
    var classes: [String: Int] = [:]
    let numbered = regions.map { text in
      text.map { line in
        if let known = classes[line] { return known }
        classes[line] = classes.count + 1
        return classes.count
      }
    }
    var matcher = LineMatcher(lines: numbered)
    matcher.discardConfusingLines()
    matcher.compare(0, matcher.kept[0].count, 0, matcher.kept[1].count)
    matcher.shiftBoundaries(0)
    matcher.shiftBoundaries(1)
    var changes: [CollectionDifference<String>.Change] = []
    for (offset, line) in regions[0].enumerated() where matcher.changed[0][offset] {
      changes.append(.remove(offset: start + offset, element: line, associatedWith: nil))
    }
    for (offset, line) in regions[1].enumerated() where matcher.changed[1][offset] {
      changes.append(.insert(offset: start + offset, element: line, associatedWith: nil))
    }
    return CollectionDifference(changes)!
  }

  private init(lines: [[Int]]) {
    self.lines = lines
    changed = lines.map { [Bool](repeating: false, count: $0.count) }
  }

  // MARK: Setting aside lines that match nothing

  private mutating func discardConfusingLines() {
    var counts: [[Int: Int]] = [[:], [:]]
    for file in 0..<2 {
      for line in lines[file] { counts[file][line, default: 0] += 1 }
    }
    var discards: [[UInt8]] = [[], []]
    for file in 0..<2 {
      var many = 5
      var tem = lines[file].count / 64
      while true {
        tem >>= 2
        if tem <= 0 { break }
        many *= 2
      }
      discards[file] = lines[file].map { line in
        let matches = counts[1 - file][line] ?? 0
        return matches == 0 ? 1 : matches > many ? 2 : 0
      }
    }
    for file in 0..<2 {
      Self.keepProvisionalDiscardsInRuns(&discards[file])
      for (index, line) in lines[file].enumerated() {
        if discards[file][index] == 0 {
          kept[file].append(line)
          keptIndexes[file].append(index)
        } else {
          changed[file][index] = true
        }
      }
    }
  }

  // A line that matches many lines is set aside only inside a run of lines that match nothing.
  private static func keepProvisionalDiscardsInRuns(_ discards: inout [UInt8]) {
    let end = discards.count
    var i = 0
    while i < end {
      defer { i += 1 }
      if discards[i] == 2 {
        discards[i] = 0
        continue
      }
      guard discards[i] != 0 else { continue }
      var j = i
      var provisional = 0
      while j < end && discards[j] != 0 {
        if discards[j] == 2 { provisional += 1 }
        j += 1
      }
      while j > i && discards[j - 1] == 2 {
        j -= 1
        discards[j] = 0
        provisional -= 1
      }
      let length = j - i
      if provisional * 4 > length {
        while j > i {
          j -= 1
          if discards[j] == 2 { discards[j] = 0 }
        }
        continue
      }
      var minimum = 1
      var tem = length >> 2
      while true {
        tem >>= 2
        if tem <= 0 { break }
        minimum <<= 1
      }
      minimum += 1
      var consecutive = 0
      j = 0
      while j < length {
        if discards[i + j] != 2 {
          consecutive = 0
        } else {
          consecutive += 1
          if minimum == consecutive {
            j -= consecutive
          } else if minimum < consecutive {
            discards[i + j] = 0
          }
        }
        j += 1
      }
      cancelProvisionals(&discards, from: i, step: 1, length: length)
      i += length - 1
      cancelProvisionals(&discards, from: i, step: -1, length: length)
    }
  }

  // From one end of a run, provisionals are cancelled until three kept discards in a row, or a
  // discard at least eight lines in.
  private static func cancelProvisionals(
    _ discards: inout [UInt8], from start: Int, step: Int, length: Int
  ) {
    var consecutive = 0
    for j in 0..<length {
      let index = start + j * step
      if j >= 8 && discards[index] == 1 { break }
      if discards[index] == 2 {
        consecutive = 0
        discards[index] = 0
      } else if discards[index] == 0 {
        consecutive = 0
      } else {
        consecutive += 1
      }
      if consecutive == 3 { break }
    }
  }

  // MARK: Myers' middle snake, divide and conquer

  private mutating func compare(_ xStart: Int, _ xEnd: Int, _ yStart: Int, _ yEnd: Int) {
    if forward.isEmpty {
      diagonalOffset = kept[1].count + 1
      forward = [Int](repeating: 0, count: kept[0].count + kept[1].count + 3)
      backward = forward
    }
    var xoff = xStart
    var xlim = xEnd
    var yoff = yStart
    var ylim = yEnd
    while xoff < xlim && yoff < ylim && kept[0][xoff] == kept[1][yoff] {
      xoff += 1
      yoff += 1
    }
    while xoff < xlim && yoff < ylim && kept[0][xlim - 1] == kept[1][ylim - 1] {
      xlim -= 1
      ylim -= 1
    }
    if xoff == xlim {
      for y in yoff..<ylim { changed[1][keptIndexes[1][y]] = true }
    } else if yoff == ylim {
      for x in xoff..<xlim { changed[0][keptIndexes[0][x]] = true }
    } else {
      let (xmid, ymid) = middleSnake(xoff, xlim, yoff, ylim)
      compare(xoff, xmid, yoff, ymid)
      compare(xmid, xlim, ymid, ylim)
    }
  }

  private mutating func middleSnake(_ xoff: Int, _ xlim: Int, _ yoff: Int, _ ylim: Int)
    -> (Int, Int)
  {
    let x = kept[0]
    let y = kept[1]
    let o = diagonalOffset
    let dmin = xoff - ylim
    let dmax = xlim - yoff
    let fmid = xoff - yoff
    let bmid = xlim - ylim
    var fmin = fmid
    var fmax = fmid
    var bmin = bmid
    var bmax = bmid
    let odd = (fmid - bmid) & 1 != 0
    forward[fmid + o] = xoff
    backward[bmid + o] = xlim
    while true {
      if fmin > dmin {
        fmin -= 1
        forward[fmin - 1 + o] = -1
      } else {
        fmin += 1
      }
      if fmax < dmax {
        fmax += 1
        forward[fmax + 1 + o] = -1
      } else {
        fmax -= 1
      }
      for d in stride(from: fmax, through: fmin, by: -2) {
        let low = forward[d - 1 + o]
        let high = forward[d + 1 + o]
        var xi = low < high ? high : low + 1
        var yi = xi - d
        while xi < xlim && yi < ylim && x[xi] == y[yi] {
          xi += 1
          yi += 1
        }
        forward[d + o] = xi
        if odd && bmin <= d && d <= bmax && backward[d + o] <= xi { return (xi, yi) }
      }
      if bmin > dmin {
        bmin -= 1
        backward[bmin - 1 + o] = Int.max
      } else {
        bmin += 1
      }
      if bmax < dmax {
        bmax += 1
        backward[bmax + 1 + o] = Int.max
      } else {
        bmax -= 1
      }
      for d in stride(from: bmax, through: bmin, by: -2) {
        let low = backward[d - 1 + o]
        let high = backward[d + 1 + o]
        var xi = low < high ? low : high - 1
        var yi = xi - d
        while xoff < xi && yoff < yi && x[xi - 1] == y[yi - 1] {
          xi -= 1
          yi -= 1
        }
        backward[d + o] = xi
        if !odd && fmin <= d && d <= fmax && xi <= forward[d + o] { return (xi, yi) }
      }
    }
  }

  // MARK: Sliding runs of changes

  private mutating func shiftBoundaries(_ file: Int) {
    let equivalents = lines[file]
    // Both flag arrays get a false sentinel before and after, as in diff's own buffers.
    var flags = [false] + changed[file] + [false]
    let other = [false] + changed[1 - file] + [false]
    func isChanged(_ index: Int) -> Bool { flags[index + 1] }
    func isOtherChanged(_ index: Int) -> Bool { other[index + 1] }
    let end = equivalents.count
    var i = 0
    var j = 0
    while true {
      while i < end && !isChanged(i) {
        while isOtherChanged(j) { j += 1 }
        j += 1
        i += 1
      }
      if i == end { break }
      var start = i
      i += 1
      while isChanged(i) { i += 1 }
      while isOtherChanged(j) { j += 1 }
      var corresponding: Int
      var runLength: Int
      repeat {
        runLength = i - start
        while start > 0 && equivalents[start - 1] == equivalents[i - 1] {
          start -= 1
          flags[start + 1] = true
          i -= 1
          flags[i + 1] = false
          while isChanged(start - 1) { start -= 1 }
          j -= 1
          while isOtherChanged(j) { j -= 1 }
        }
        corresponding = isOtherChanged(j - 1) ? i : end
        while i != end && equivalents[start] == equivalents[i] {
          flags[start + 1] = false
          start += 1
          flags[i + 1] = true
          i += 1
          while isChanged(i) { i += 1 }
          j += 1
          while isOtherChanged(j) {
            j += 1
            corresponding = i
          }
        }
      } while runLength != i - start
      while corresponding < i {
        start -= 1
        flags[start + 1] = true
        i -= 1
        flags[i + 1] = false
        j -= 1
        while isOtherChanged(j) { j -= 1 }
      }
    }
    changed[file] = Array(flags.dropFirst().dropLast())
  }
}
