#if canImport(Testing)
  import Testing

  // The package's own tests state most of their facts through these functions instead of
  // writing `#expect(a == b)` or `#expect(field.isEditing)` at every line. Each is `#expect` itself, expanded once here and
  // called with the caller's source location, so a failure reads as it would have: the line of
  // the call, both values, and the comment.
  //
  // The reason is the build. Every `#expect` is a macro whose expansion the compiler type-checks
  // and generates code for where it is written, about as much work as the rest of a test's line
  // put together. Measured on the kit's own unit tests (1,183 expectations, 2-core machine): 63 s
  // of compiler CPU with `#expect` at every line, about 30–40 s with these. A call to a generic
  // function costs a fraction of that, and the default arguments below are the compiler's own
  // literals (`#fileID`, `#line`…), not the `#_sourceLocation` macro, which would be expanded at
  // every call too.
  //
  // Everything else keeps `#expect` and `#require`: conditions that are not one comparison or
  // one property, where the macro's picture of the expression's parts is the point (a method's
  // receiver and arguments, the collection behind `isEmpty`, both sides of `<`). The exercises keep `#expect`
  // everywhere: the learner writes tests the way Swift Testing's documentation does.

  /// Expects two values to be equal: `#expect(actual == expected)`, recorded at the caller's line.
  public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    #expect(
      actual == expected, comment(),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Expects an optional to be `nil`, whatever its type: `#expect(value == nil)`, recorded at the
  /// caller's line.
  public func expectNil<Wrapped>(
    _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    #expect(
      value == nil, comment(),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Expects a value to be there: `#expect(value != nil)`, recorded at the caller's line.
  public func expectNotNil<Wrapped>(
    _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    #expect(
      value != nil, comment(),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Expects a condition to hold: `#expect(condition)` for a condition that is one property
  /// (`field.isEditing`), whose failing value can only be `false`. Recorded at the caller's line.
  public func expectTrue(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    #expect(
      condition, comment(),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Expects a condition not to hold: `#expect(!condition)` for one property. Recorded at the
  /// caller's line.
  public func expectFalse(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    expectTrue(
      !condition, comment(), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects two references to name one object (or both to be `nil`):
  /// `#expect(actual === expected)`, recorded at the caller's line.
  public func expectIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    #expect(
      actual === expected, comment(),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
#endif
