/// Which stored properties of a type keep what they hold alive, and which can lead to an object
/// at all.
///
/// `Mirror` shows a `weak var` as an ordinary optional, so a graph built from it alone would
/// call every reference strong. The runtime's field records know each stored property's
/// ownership and declared type; the standard library reads them for its own reflection through
/// exported runtime entry points, and this asks the same ones. Should a future runtime answer
/// nothing, every property reads as strong and as one to follow, which is what `Mirror` alone
/// would give.
enum FieldOwnership {
  /// One stored property, as the runtime records it.
  struct Field {
    let name: String
    let isStrong: Bool
    let type: Any.Type
  }

  /// The stored properties of `type`, its superclasses' first.
  static func fields(of type: Any.Type) -> [Field] {
    var fields: [Field] = []
    for index in 0..<runtimeFieldCount(type) {
      var metadata = RuntimeFieldMetadata()
      let fieldType = runtimeFieldMetadata(type, index: index, fieldMetadata: &metadata)
      guard let name = metadata.name else { continue }
      fields.append(
        Field(name: String(cString: name), isStrong: metadata.isStrong, type: fieldType))
      metadata.freeName?(name)
    }
    return fields
  }

  /// The value of one stored property of `object`: the `index`th of those that `level` (the
  /// object's class or one of its superclasses) declares itself, read as `Mirror` reads it (a
  /// weak reference loaded, a lazy property's storage as it is), without making a `Mirror` and
  /// its collection of children for each object.
  static func value(of object: AnyObject, level: AnyClass, index: Int) -> Any {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    let value = runtimeChild(
      of: object as Any, type: level, index: index, outName: &name, outFreeFunc: &freeName)
    freeName?(name)
    return value
  }

  /// Where the `index`th stored property of a class (counting its superclasses' first, as
  /// `fields(of:)` does) or of a structure lies in its values: bytes from the start of the
  /// object, or of the structure.
  static func byteOffset(ofField index: Int, in type: Any.Type) -> Int {
    runtimeFieldOffset(type, index: index)
  }

  /// The value of a strong stored property of `object`, read where it lies: the runtime's
  /// reading through `value(of:level:index:)` demangles the property's type name at every read,
  /// which was a tenth of a census. Only for a strong property: a weak or unowned one is stored
  /// as a reference box, which only the runtime reads.
  static func strongValue(of object: AnyObject, atByteOffset byteOffset: Int, type: Any.Type)
    -> Any
  {
    func load<Value>(_: Value.Type) -> Any {
      (UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + byteOffset)
        .assumingMemoryBound(to: Value.self).pointee
    }
    return withExtendedLifetime(object) { load(type) }
  }

  /// Whether a property declared with `type` holds a plain reference: a class, or an optional
  /// class, whose value is one pointer (null for `nil`), as the Swift ABI lays them out.
  static func isReference(_ type: Any.Type) -> Bool {
    if type is AnyClass { return true }
    guard MetadataKind(type) == .optional,
      let wrapped = (type as? any OptionalMetatype.Type)?.wrappedType
    else { return false }
    return wrapped is AnyClass
  }

  /// The object a strong property declared with a class or an optional class type holds, read
  /// where it lies (see `isReference(_:)`), or `nil`.
  static func reference(in object: AnyObject, atByteOffset byteOffset: Int) -> AnyObject? {
    withExtendedLifetime(object) {
      let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
      guard let held = address.load(fromByteOffset: byteOffset, as: UnsafeRawPointer?.self) else {
        return nil
      }
      return Unmanaged<AnyObject>.fromOpaque(held).takeUnretainedValue()
    }
  }

  /// The names of the stored properties of `type` (its superclasses' included) that are
  /// `weak` or `unowned`.
  static func nonStrongFields(of type: Any.Type) -> Set<String> {
    Set(fields(of: type).filter { !$0.isStrong }.map(\.name))
  }

  /// Whether a value of `type` can lead to an object of a module (`module`) or to any class
  /// instance, as the object graph follows values: `false` only for what the graph would never
  /// look into — functions, metatypes, value types of other modules that are not the standard
  /// library's generic containers (strings, numbers, frames, places), a structure of `module`
  /// none of whose stored properties can, an array, set or dictionary whose elements cannot,
  /// and an enum too small to hold a reference. An optional leads where its wrapped type does.
  static func canLeadToObjects(_ type: Any.Type, module: String, moduleOf: (Any.Type) -> String)
    -> Bool
  {
    var inProgress: Set<ObjectIdentifier> = []
    func leads(_ type: Any.Type) -> Bool {
      switch MetadataKind(type) {
      case .function, .metatype:
        return false
      case .optional:
        guard let wrapped = (type as? any OptionalMetatype.Type)?.wrappedType else { return true }
        return leads(wrapped)
      case .structure, .enumeration:
        if let container = type as? any ElementContainer.Type {
          return container.elementTypes.contains { leads($0) }
        }
        let owner = moduleOf(type)
        guard owner == module || (owner == "Swift" && String(reflecting: type).contains("<"))
        else { return false }
        // A reference takes a whole pointer: a smaller enum (one without payloads) holds none.
        guard MetadataKind(type) == .structure else {
          return size(of: type) >= MemoryLayout<UnsafeRawPointer>.size
        }
        guard owner == module else { return true }
        // A structure that contains itself through a collection adds nothing the rest of its
        // properties don't.
        guard inProgress.insert(ObjectIdentifier(type)).inserted else { return false }
        defer { inProgress.remove(ObjectIdentifier(type)) }
        return fields(of: type).contains { leads($0.type) }
      case .other:
        return true
      }
    }
    return leads(type)
  }

  /// Whether a type is a structure.
  static func isStructure(_ type: Any.Type) -> Bool { MetadataKind(type) == .structure }

  /// The value of a stored property of a structure, read where it lies, as its declared type.
  static func storedValue(in structure: Any, atByteOffset byteOffset: Int, type: Any.Type) -> Any {
    func read<Structure>(_ structure: Structure) -> Any {
      withUnsafeBytes(of: structure) { bytes in
        func load<Value>(_: Value.Type) -> Any {
          (bytes.baseAddress! + byteOffset).assumingMemoryBound(to: Value.self).pointee
        }
        return load(type)
      }
    }
    return read(structure)
  }

  private static func size(of type: Any.Type) -> Int {
    func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
    return size(type)
  }

  /// The runtime's kind of a type's metadata, as far as the graph cares (its first word; the
  /// values are the Swift ABI's `MetadataKind`, stable since Swift 5).
  private enum MetadataKind {
    case structure, enumeration, optional, function, metatype, other

    init(_ type: Any.Type) {
      let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
      switch kind {
      case 0x200: self = .structure
      case 0x201: self = .enumeration
      case 0x202: self = .optional
      case 0x302: self = .function
      case 0x304, 0x306: self = .metatype  // metatype, existential metatype
      default: self = .other  // classes, tuples, existentials, foreign types
      }
    }
  }
}

/// Gives an optional's wrapped type from its metatype alone.
private protocol OptionalMetatype {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMetatype {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// The runtime's description of one stored property, laid out as the runtime writes it.
private struct RuntimeFieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

// The entry point `Mirror` reads each child through, declared as the standard library declares it.
@_silgen_name("swift_reflectionMirror_subscript")
private func runtimeChild<T>(
  of value: T, type: Any.Type, index: Int, outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<(@convention(c) (UnsafePointer<CChar>?) -> Void)?>
) -> Any

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func runtimeFieldOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeFieldMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<RuntimeFieldMetadata>
) -> Any.Type

/// An array, a set or a dictionary, walked by the object graph without a `Mirror`: its elements
/// (a dictionary's keys, then its values), the types they are declared with, and whether their
/// order is the collection's own (an array's) or its hashing's.
protocol ElementContainer {
  var elements: [Any] { get }
  static var elementTypes: [Any.Type] { get }
  static var isOrdered: Bool { get }
}

extension Array: ElementContainer {
  var elements: [Any] { map { $0 } }
  static var elementTypes: [Any.Type] { [Element.self] }
  static var isOrdered: Bool { true }
}

extension Set: ElementContainer {
  var elements: [Any] { map { $0 } }
  static var elementTypes: [Any.Type] { [Element.self] }
  static var isOrdered: Bool { false }
}

extension Dictionary: ElementContainer {
  var elements: [Any] { keys.map { $0 } + values.map { $0 } }
  static var elementTypes: [Any.Type] { [Key.self, Value.self] }
  static var isOrdered: Bool { false }
}
