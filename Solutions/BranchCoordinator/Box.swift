/// A reference that holds a value, so that every copy of a model sees the same results.
///
/// The models are values, and an escaping completion handler cannot write into a struct's
/// `self`. A model keeps what it loads in a box and the handler captures the box: the model's
/// own properties stay values, each copy with its own, while the results are shared.
@MainActor
final class Box<Value> {
  /// The value every holder of this box reads and writes.
  var value: Value

  /// Creates a box holding `value`.
  init(_ value: Value) {
    self.value = value
  }
}
