import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// What an image renderer drew, as lines of text in the kit's chunk of image data: one line an
// operation, its fields apart by tabs (the kind, the even-odd rule or the line width, the
// colour's words, the path's elements), so `UIImage(data:)` gives back the same drawing.
extension HeadlessDrawingOperation {
  var imageDataLine: String {
    switch self {
    case .fill(let path, let color, let evenOdd):
      Self.line("fill", evenOdd ? "1" : "0", color, path)
    case .stroke(let path, let color, let lineWidth):
      Self.line("stroke", "\(Double(lineWidth))", color, path)
    }
  }

  init?(imageDataLine line: Substring) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 4,
      let color = UIColor.fromImageDataWords(
        fields[2].split(separator: Self.wordSeparator).map(String.init)),
      let geometry = Self.geometry(fields[3])
    else { return nil }
    switch fields[0] {
    case "fill": self = .fill(geometry.cgPath, color: color, evenOdd: fields[1] == "1")
    case "stroke":
      guard let width = Double(fields[1]) else { return nil }
      self = .stroke(geometry.cgPath, color: color, lineWidth: CGFloat(width))
    default: return nil
    }
  }

  private static let wordSeparator: Character = "\u{1F}"

  private static func line(_ kind: String, _ parameter: String, _ color: UIColor, _ path: CGPath)
    -> String
  {
    let colorWords = color.imageDataWords.joined(separator: String(wordSeparator))
    let elements = PathGeometry(path).elements.map(words).joined(separator: " ")
    return [kind, parameter, colorWords, elements].joined(separator: "\t")
  }

  private static func words(_ element: PathElement) -> String {
    func point(_ point: CGPoint) -> String { "\(Double(point.x)) \(Double(point.y))" }
    switch element {
    case .move(let to): return "M " + point(to)
    case .line(let to): return "L " + point(to)
    case .quadCurve(let to, let control): return "Q " + point(control) + " " + point(to)
    case .curve(let to, let control1, let control2):
      return "C " + point(control1) + " " + point(control2) + " " + point(to)
    case .close: return "Z"
    }
  }

  // The geometry the elements' words describe, or nil for words the kit did not write.
  private static func geometry(_ text: Substring) -> PathGeometry? {
    var geometry = PathGeometry()
    var words = text.split(separator: " ")[...]
    func points(_ count: Int) -> [CGPoint]? {
      let numbers = words.prefix(count * 2).compactMap { Double($0) }
      guard numbers.count == count * 2 else { return nil }
      words = words.dropFirst(count * 2)
      return (0..<count).map { CGPoint(x: numbers[2 * $0], y: numbers[2 * $0 + 1]) }
    }
    while let command = words.popFirst() {
      switch command {
      case "M":
        guard let p = points(1) else { return nil }
        geometry.move(to: p[0])
      case "L":
        guard let p = points(1) else { return nil }
        geometry.addLine(to: p[0])
      case "Q":
        guard let p = points(2) else { return nil }
        geometry.addQuadCurve(to: p[1], control: p[0])
      case "C":
        guard let p = points(3) else { return nil }
        geometry.addCurve(to: p[2], control1: p[0], control2: p[1])
      case "Z": geometry.close()
      default: return nil
      }
    }
    return geometry
  }
}
