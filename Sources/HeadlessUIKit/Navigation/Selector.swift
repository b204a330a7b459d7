#if !canImport(ObjectiveC)
  import Foundation

  /// The name of a method, as the Objective-C runtime's `Selector` names it: `"unwindToList:"`.
  ///
  /// Headless difference: Linux has no Objective-C runtime, so this is a plain name, declared
  /// only where the runtime's own `Selector` does not exist. The kit uses it for unwind segue
  /// actions; `#selector` does not exist, so write `Selector("unwindToList:")`.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    private let name: String

    /// Makes a selector from a method's Objective-C name.
    public init(_ function: String) {
      name = function
    }

    /// Makes a selector from a literal method name.
    public init(stringLiteral value: String) {
      name = value
    }

    /// The method's name.
    public var description: String { name }
  }
#endif
