/// Which stored properties of a type keep what they hold alive.
///
/// `Mirror` shows a `weak var` as an ordinary optional, so a graph built from it alone would
/// call every reference strong. The runtime's field records know each stored property's
/// ownership; the standard library reads them for its own reflection through two exported
/// runtime entry points, and this asks the same two. Should a future runtime answer nothing,
/// every property reads as strong, which is what `Mirror` alone would give.
enum FieldOwnership {
  /// The names of the stored properties of `type` (its superclasses' included) that are
  /// `weak` or `unowned`.
  static func nonStrongFields(of type: Any.Type) -> Set<String> {
    var names: Set<String> = []
    for index in 0..<runtimeFieldCount(type) {
      var field = RuntimeFieldMetadata()
      _ = runtimeFieldMetadata(type, index: index, fieldMetadata: &field)
      guard let name = field.name else { continue }
      if !field.isStrong { names.insert(String(cString: name)) }
      field.freeName?(name)
    }
    return names
  }
}

/// The runtime's description of one stored property, laid out as the runtime writes it.
private struct RuntimeFieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeFieldMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<RuntimeFieldMetadata>
) -> Any.Type
