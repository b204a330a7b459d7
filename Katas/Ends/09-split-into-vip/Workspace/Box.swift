/// A reference that holds a value, so that every copy of a model sees the same results.
///
/// Moved here in stage 2: the models are value types, and an escaping completion handler
/// cannot write into a struct's `self` (Swift rejects "escaping closure captures mutating
/// 'self' parameter"). A model keeps its results in a box instead and the handler captures the
/// box: the model stays a value, only its data is shared, and a copy handed to a data source
/// reads what the original loaded.
@MainActor
final class Box<Value> {
  /// The value every holder of this box reads and writes.
  var value: Value

  /// Creates a box holding `value`.
  init(_ value: Value) {
    self.value = value
  }
}
