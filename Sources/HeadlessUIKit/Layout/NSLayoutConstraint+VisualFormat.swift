import Foundation

extension NSLayoutConstraint {
  /// What the views of a visual format line up on, and the direction a horizontal format runs:
  /// a bit mask, as UIKit's `NSLayoutFormatOptions`.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Aligns the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the views' horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the views' vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the views' last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the views' first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal format runs from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
  }
}

// The visual format language, as the Auto Layout Guide's grammar gives it:
// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`. A connection is
// nothing (flush), `-` (the standard space: 8 points between views, the superview's layout
// margin at an end) or `-predicates-`; a view's predicates size it. A mistake stops the app
// with UIKit's message, as UIKit raises.
@MainActor
struct VisualFormat {
  private let format: [Character]
  private let text: String
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var index = 0

  // One predicate: a relation to a constant or (for a view's size only) another view.
  private struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
  }

  private enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  private struct Element {
    var view: UIView
    var predicates: [Predicate]
    var position: Int
  }

  static func constraints(
    _ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormat(
      format: Array(format), text: format, metrics: metrics ?? [:], views: views)
    return parser.parse(options: options)
  }

  // MARK: Parsing

  private mutating func parse(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
    let vertical = parseOrientation()
    var leadingSuperview: Connection?
    if peek == "|" {
      index += 1
      leadingSuperview = parseConnection()
    }
    var elements = [parseView()]
    var connections: [Connection] = []
    var trailingSuperview: Connection?
    while index < format.count {
      let connection = parseConnection()
      if peek == "|" {
        index += 1
        trailingSuperview = connection
        if index < format.count { fail("Expected the end of the format after '|'") }
        break
      }
      connections.append(connection)
      elements.append(parseView())
    }
    var line = Line(vertical: vertical, options: options, format: self)
    return line.constraints(
      elements: elements, connections: connections, leading: leadingSuperview,
      trailing: trailingSuperview)
  }

  private var peek: Character? { index < format.count ? format[index] : nil }

  private mutating func parseOrientation() -> Bool {
    guard let first = peek, first == "H" || first == "V" else { return false }
    index += 1
    guard peek == ":" else {
      fail(
        "Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") "
          + "arrangement")
    }
    index += 1
    return first == "V"
  }

  private mutating func parseView() -> Element {
    guard peek == "[" else { fail("Expected a view") }
    let position = index
    index += 1
    let name = parseIdentifier()
    guard let object = views[name] else { fail("\(name) is not a key in the views dictionary.") }
    guard let view = object as? UIView else {
      fail("\(name) is not a view in the views dictionary.")
    }
    var predicates: [Predicate] = []
    if peek == "(" {
      predicates = parsePredicateList(allowingViews: true)
    }
    guard peek == "]" else {
      fail(
        "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }
    index += 1
    return Element(view: view, predicates: predicates, position: position)
  }

  private mutating func parseConnection() -> Connection {
    guard peek == "-" else { return .flush }
    index += 1
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [Predicate]
    if peek == "(" {
      predicates = parsePredicateList(allowingViews: false)
    } else {
      predicates = [Predicate(constant: parseConstant())]
    }
    guard peek == "-" else { fail("Expected '-' after a connection's predicate") }
    index += 1
    return .predicates(predicates)
  }

  // `(predicate, predicate, …)`
  private mutating func parsePredicateList(allowingViews: Bool) -> [Predicate] {
    index += 1
    var predicates = [parsePredicate(allowingViews: allowingViews)]
    while peek == "," {
      index += 1
      predicates.append(parsePredicate(allowingViews: allowingViews))
    }
    guard peek == ")" else { fail("Expected ')' at the end of a predicate list") }
    index += 1
    return predicates
  }

  // `(==|<=|>=)? (constant | viewName) (@priority)?`
  private mutating func parsePredicate(allowingViews: Bool) -> Predicate {
    var predicate = Predicate()
    let relations: [String: NSLayoutConstraint.Relation] = [
      "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]
    if index + 1 < format.count, let relation = relations[String(format[index...(index + 1)])] {
      predicate.relation = relation
      index += 2
    }
    if let first = peek, first.isLetter || first == "_", metrics[identifierAhead] == nil {
      let name = parseIdentifier()
      guard allowingViews, let view = views[name] as? UIView else {
        fail("\(name) is not a key in the \(allowingViews ? "views" : "metrics") dictionary.")
      }
      predicate.view = view
    } else {
      predicate.constant = parseConstant()
    }
    if peek == "@" {
      index += 1
      let priority = parseConstant()
      guard priority > 0, priority <= 1000 else { fail("Priorities must be from 1 to 1000") }
      predicate.priority = UILayoutPriority(Float(priority))
    }
    return predicate
  }

  // A metric's name or a number.
  private mutating func parseConstant() -> CGFloat {
    if let first = peek, first.isLetter || first == "_" {
      let name = parseIdentifier()
      guard let value = metrics[name], let number = Self.number(value) else {
        fail("\(name) is not a key in the metrics dictionary.")
      }
      return number
    }
    let start = index
    if peek == "-" || peek == "+" { index += 1 }
    while let character = peek, character.isNumber || character == "." { index += 1 }
    guard let number = Double(String(format[start..<index])) else {
      index = start
      fail("Expected a number or a metric's name")
    }
    return CGFloat(number)
  }

  private var identifierAhead: String {
    var end = index
    while end < format.count, format[end].isLetter || format[end].isNumber || format[end] == "_" {
      end += 1
    }
    return String(format[index..<end])
  }

  private mutating func parseIdentifier() -> String {
    let name = identifierAhead
    guard let first = name.first, first.isLetter || first == "_" else {
      fail("Expected a name")
    }
    index += name.count
    return name
  }

  // Metrics are numbers: NSNumber in Objective-C, any of Swift's number types here.
  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  fileprivate func fail(_ message: String, at position: Int? = nil) -> Never {
    let caret = String(repeating: " ", count: position ?? index) + "^"
    fatalError("Unable to parse constraint format: \n\(message) \n\(text)\n\(caret)")
  }

  // MARK: Making constraints

  // The constraints of one parsed line, in the attributes of its orientation and direction.
  @MainActor
  private struct Line {
    let vertical: Bool
    let options: NSLayoutConstraint.FormatOptions
    let format: VisualFormat
    var made: [NSLayoutConstraint] = []

    init(vertical: Bool, options: NSLayoutConstraint.FormatOptions, format: VisualFormat) {
      self.vertical = vertical
      self.options = options
      self.format = format
    }

    private var rightToLeft: Bool {
      !vertical && options.intersection(.directionMask) == .directionRightToLeft
    }

    // The attributes of the edge a line starts from, and of the edge it runs to.
    private var edges:
      (leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute)
    {
      if vertical { return (.top, .bottom) }
      switch options.intersection(.directionMask) {
      case .directionLeftToRight: return (.left, .right)
      case .directionRightToLeft: return (.right, .left)
      default: return (.leading, .trailing)
      }
    }

    private var leadingEdge: NSLayoutConstraint.Attribute { edges.leading }
    private var trailingEdge: NSLayoutConstraint.Attribute { edges.trailing }

    mutating func constraints(
      elements: [Element], connections: [Connection], leading: Connection?, trailing: Connection?
    ) -> [NSLayoutConstraint] {
      for (offset, element) in elements.enumerated() {
        addSize(of: element)
        if offset > 0 {
          let previous = elements[offset - 1]
          addSpace(
            connections[offset - 1], from: (previous.view, trailingEdge),
            to: (element.view, leadingEdge), standard: 8)
        }
      }
      if let leading, let first = elements.first {
        let superview = superview(of: first)
        addSpace(
          leading, from: (superview, margin(leadingEdge, leading)), to: (first.view, leadingEdge),
          standard: 0)
      }
      if let trailing, let last = elements.last {
        let superview = superview(of: last)
        addSpace(
          trailing, from: (last.view, trailingEdge),
          to: (superview, margin(trailingEdge, trailing)), standard: 0)
      }
      addAlignment(of: elements.map(\.view))
      return made
    }

    private func superview(of element: Element) -> UIView {
      guard let superview = element.view.superview else {
        format.fail(
          "Unable to interpret '|' character, because the related view doesn't have a superview",
          at: element.position)
      }
      return superview
    }

    // The standard space at the superview is its layout margin.
    private func margin(_ edge: NSLayoutConstraint.Attribute, _ connection: Connection)
      -> NSLayoutConstraint.Attribute
    {
      guard case .standard = connection else { return edge }
      let margins: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .left: .leftMargin,
        .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
      ]
      return margins[edge] ?? edge
    }

    private mutating func addSize(of element: Element) {
      let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width
      for predicate in element.predicates {
        made.append(
          NSLayoutConstraint(
            first: element.view, firstAttribute: dimension, relation: predicate.relation,
            second: predicate.view, secondAttribute: dimension, multiplier: 1,
            constant: predicate.constant, priority: predicate.priority))
      }
    }

    // The space between the edge one item ends at and the edge the next starts at: the next
    // edge is the first item (`next.leading == previous.trailing + space`); right to left,
    // the edges run the other way, so the previous item's is.
    private mutating func addSpace(
      _ connection: Connection, from previous: (UIView, NSLayoutConstraint.Attribute),
      to next: (UIView, NSLayoutConstraint.Attribute), standard: CGFloat
    ) {
      let predicates: [Predicate]
      switch connection {
      case .flush: predicates = [Predicate()]
      case .standard: predicates = [Predicate(constant: standard)]
      case .predicates(let given): predicates = given
      }
      let (first, second) = rightToLeft ? (previous, next) : (next, previous)
      for predicate in predicates {
        made.append(
          NSLayoutConstraint(
            first: first.0, firstAttribute: first.1, relation: predicate.relation,
            second: second.0, secondAttribute: second.1, multiplier: 1,
            constant: predicate.constant, priority: predicate.priority))
      }
    }

    // Each view aligned with the one before it on every attribute the options name; an
    // alignment along the line's own axis is a mistake, as UIKit says.
    private mutating func addAlignment(of views: [UIView]) {
      let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
      ]
      let horizontalEdges: [NSLayoutConstraint.Attribute] = [
        .left, .right, .leading, .trailing, .centerX,
      ]
      for (option, attribute) in alignments where options.contains(option) {
        let alongLine = horizontalEdges.contains(attribute) != vertical
        if alongLine {
          let axis = vertical ? "vertical" : "horizontal"
          format.fail(
            "Options mask required views to be aligned on a \(axis) edge, which is not allowed "
              + "for layout that is also \(axis).", at: format.text.count)
        }
        for (previous, next) in zip(views, views.dropFirst()) {
          made.append(
            NSLayoutConstraint(
              first: next, firstAttribute: attribute, relation: .equal, second: previous,
              secondAttribute: attribute, multiplier: 1, constant: 0))
        }
      }
    }
  }
}
