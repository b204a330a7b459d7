/// A line diff in the unified format of `diff -u`: the hunks of a `CollectionDifference`
/// chosen as `diff` chooses (see `LineMatcher`), so they match `diff -u` byte for byte.
public enum UnifiedDiff {
  /// One line of an edit script.
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case inserted(String)
  }

  /// The hunks (each `@@ -a,b +c,d @@` and its lines) that turn `old` into `new`, with
  /// `context` unchanged lines around each change; empty if the texts are equal.
  public static func hunks(from old: [String], to new: [String], context: Int = 3) -> [String] {
    let script = editScript(from: old, to: new)
    guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return [] }
    // Group changes whose context would touch into one hunk.
    var changed: [Int] = []
    for (index, line) in script.enumerated() {
      if case .same = line { continue }
      changed.append(index)
    }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(0, index - context)
      let high = min(script.count - 1, index + context)
      if let last = ranges.last, low <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, high)
      } else {
        ranges.append(low...high)
      }
    }
    // Old and new line numbers at the start of each script position.
    var oldLine = [Int](repeating: 0, count: script.count + 1)
    var newLine = [Int](repeating: 0, count: script.count + 1)
    for (index, line) in script.enumerated() {
      let (inOld, inNew): (Int, Int)
      switch line {
      case .same: (inOld, inNew) = (1, 1)
      case .removed: (inOld, inNew) = (1, 0)
      case .inserted: (inOld, inNew) = (0, 1)
      }
      oldLine[index + 1] = oldLine[index] + inOld
      newLine[index + 1] = newLine[index] + inNew
    }
    return ranges.map { range in
      let oldCount = oldLine[range.upperBound + 1] - oldLine[range.lowerBound]
      let newCount = newLine[range.upperBound + 1] - newLine[range.lowerBound]
      var text =
        "@@ -\(span(start: oldLine[range.lowerBound], count: oldCount)) "
        + "+\(span(start: newLine[range.lowerBound], count: newCount)) @@\n"
      for line in script[range] {
        switch line {
        case .same(let value): text += " \(value)\n"
        case .removed(let value): text += "-\(value)\n"
        case .inserted(let value): text += "+\(value)\n"
        }
      }
      return text
    }
  }

  /// The diff of two texts as one string, or `nil` if they are equal.
  public static func text(from old: String, to new: String, oldName: String, newName: String)
    -> String?
  {
    let hunks = hunks(from: lines(old), to: lines(new))
    guard !hunks.isEmpty else { return nil }
    return "--- \(oldName)\n+++ \(newName)\n" + hunks.joined()
  }

  /// The lines of a text, without their line breaks.
  public static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  // `diff -u` numbers an empty range by the line before it.
  private static func span(start: Int, count: Int) -> String {
    switch count {
    case 0: "\(start),0"
    case 1: "\(start + 1)"
    default: "\(start + 1),\(count)"
    }
  }

  static func editScript(from old: [String], to new: [String]) -> [Line] {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in LineMatcher.difference(from: old, to: new) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var script: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, removed.contains(i) {
        script.append(.removed(old[i]))
        i += 1
      } else if j < new.count, inserted.contains(j) {
        script.append(.inserted(new[j]))
        j += 1
      } else {
        script.append(.same(old[i]))
        i += 1
        j += 1
      }
    }
    return script
  }
}
