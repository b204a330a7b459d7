import Foundation
import HeadlessUIKit

/// The objects a running scene is made of, found by reflection from its root view controller.
///
/// It follows stored properties (through optionals, arrays, dictionaries and weak references),
/// child view controllers and the collection view's data source and delegate, and keeps the
/// objects whose types are declared in the stage's module, plus every view controller.
@MainActor
public final class ObjectGraph {
  /// An object seen in a scene.
  public struct Node: Hashable, Sendable {
    /// The object's type name, without the module.
    public let type: String
    /// A stable name for the object within one snapshot: its type and a counter.
    public let name: String
    /// Whether it is a kit object (a MapKit object, the recommendation server, the location
    /// service) rather than an object of the stage: shown as a leaf, never checked for leaks.
    public let isKitObject: Bool
  }

  /// One holding: `holder` refers to `held` through a property.
  ///
  /// `isWeak` is read from the property's declaration as the runtime records it: true for a
  /// `weak` (or `unowned`) property, which does not keep `held` alive, and for the collection
  /// view's `dataSource` and `delegate`, which UIKit declares weak.
  public struct Edge: Hashable, Sendable {
    public let holder: String
    public let property: String
    public let held: String
    public let isWeak: Bool
  }

  /// The graph at one moment.
  public struct Snapshot: Sendable {
    public let nodes: [Node]
    public let edges: [Edge]
  }

  private var remembered: [ObjectIdentifier: (name: String, object: Weak)] = [:]

  public init() {}

  /// Remembers, weakly, every stage object reachable now.
  public func remember(from root: AnyObject?, stageModule: String) {
    for (object, isKitObject) in Self.reachable(from: root, stageModule: stageModule).objects
    where !isKitObject {
      let id = ObjectIdentifier(object)
      // An identifier can be reused once its object is gone: then it names the new object.
      if remembered[id]?.object.value !== object {
        remembered[id] = (Self.typeName(of: object), Weak(object))
      }
    }
  }

  /// The type names of every object remembered.
  public var seenTypes: Set<String> { Set(remembered.values.map(\.name)) }

  /// The remembered objects still alive, by type name.
  public func survivors() -> [String] {
    remembered.values.filter { $0.object.value != nil }.map(\.name).sorted()
  }

  /// The graph of stage objects reachable from a root now.
  public static func snapshot(from root: AnyObject?, stageModule: String) -> Snapshot {
    let walk = reachable(from: root, stageModule: stageModule)
    var names: [ObjectIdentifier: String] = [:]
    var counts: [String: Int] = [:]
    var nodes: [Node] = []
    for (object, isKitObject) in walk.objects {
      let type = typeName(of: object)
      counts[type, default: 0] += 1
      let name = counts[type]! == 1 ? type : "\(type)#\(counts[type]!)"
      names[ObjectIdentifier(object)] = name
      nodes.append(Node(type: type, name: name, isKitObject: isKitObject))
    }
    let edges = walk.links.compactMap { link -> Edge? in
      guard let holder = names[link.holder], let held = names[link.held] else { return nil }
      return Edge(holder: holder, property: link.property, held: held, isWeak: link.isWeak)
    }
    return Snapshot(nodes: nodes, edges: edges)
  }

  /// The type name of an object, without its module.
  public static func typeName(of object: AnyObject) -> String {
    typeName(of: type(of: object))
  }

  private static func typeName(of type: Any.Type) -> String {
    let facts = facts(type)
    if let known = facts.name { return known }
    let name = shortName(of: type)
    facts.name = name
    return name
  }

  private static func shortName(of type: Any.Type) -> String {
    let full = String(reflecting: type)
    let module = String(full.prefix { $0 != "." })
    var name = String(full.dropFirst(module.count + 1))
    // Generic arguments carry module names too, and private types an address: drop both.
    for prefix in [module] + qualifiedModules {
      name = name.replacingOccurrences(of: prefix + ".", with: "")
    }
    while let start = name.range(of: "(unknown context at "),
      let end = name[start.upperBound...].range(of: ").")
    {
      name.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return name
  }

  private static let qualifiedModules = [
    "Swift", "Foundation", "Places", "HeadlessUIKit", "HeadlessMapKit",
  ]

  // MARK: Walking

  // A stored property's name as written: `lazy var x` is stored as `$__lazy_storage_$_x`.
  private static func propertyName(_ label: String?) -> String {
    guard let label else { return "_" }
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  // The kit's own pointers back up the hierarchy: following them would make every view
  // controller "hold" its parent and itself.
  private static let backReferences: Set<String> = [
    "superview", "owningViewController", "parent", "storedDelegate", "scrollDelegate",
  ]

  private struct Link {
    let holder: ObjectIdentifier
    let property: String
    let held: ObjectIdentifier
    let isWeak: Bool
  }

  /// What the walk needs to know of a type, worked out once per process: demangling a type's
  /// name and reading its fields' ownership are the slowest parts of a walk, and a census walks
  /// the same few dozen types after every drain.
  private final class TypeFacts {
    /// The module that declares it (the part of its name before the first dot).
    let module: String
    /// Its name without module names, once an object of it has been named.
    var name: String?
    /// Its stored properties that are `weak` or `unowned`, read only for a type walked into.
    var nonStrongFields: Set<String>?
    /// How the walk treats its values; `nil` until a value of it has been walked.
    var valueKind: ValueKind?
    /// For a class: what the walk does with its instances; `nil` until one has been visited.
    var objectKind: ObjectKind?

    init(module: String) { self.module = module }
  }

  /// What the walk does with a value, by its type: worked out from the first value's `Mirror`
  /// once, so that the walk reflects only the values it looks inside.
  private enum ValueKind {
    /// Holds no objects to walk to: functions, metatypes.
    case inert
    case object
    case optional
    /// An array, a set or a dictionary: walked element by element (a dictionary's keys and
    /// values), unless its element types cannot lead to an object.
    case collection
    /// Another collection, or a tuple: every child is walked.
    case container
    /// A struct or an enum: walked into only if the stage's module declares it.
    case structure

    init(of value: Any) {
      if value is any ElementContainer {
        self = .collection
        return
      }
      switch Mirror(reflecting: value).displayStyle {
      case .class?: self = .object
      case .optional?: self = .optional
      case .collection?, .set?, .dictionary?, .tuple?: self = .container
      case .struct?, .enum?: self = .structure
      default: self = .inert
      }
    }
  }

  /// What the walk does with an object, by its class.
  private enum ObjectKind {
    case viewController, collectionView, view, other

    init(_ object: AnyObject) {
      self =
        switch object {
        case is UIViewController: .viewController
        case is UICollectionView: .collectionView
        case is UIView: .view
        default: .other
        }
    }
  }

  private static var typeFacts: [ObjectIdentifier: TypeFacts] = [:]

  private static func facts(_ type: Any.Type) -> TypeFacts {
    if let known = typeFacts[ObjectIdentifier(type)] { return known }
    let name = String(reflecting: type)
    let facts = TypeFacts(module: String(name.prefix { $0 != "." }))
    typeFacts[ObjectIdentifier(type)] = facts
    return facts
  }

  private static func module(of type: Any.Type) -> String { facts(type).module }

  private static func nonStrongFields(of type: Any.Type) -> Set<String> {
    if let known = facts(type).nonStrongFields { return known }
    let fields = FieldOwnership.nonStrongFields(of: type)
    facts(type).nonStrongFields = fields
    return fields
  }

  /// What the walk does with values of the value's type, learnt from the first value walked,
  /// and the type's facts.
  private static func valueKind(of value: Any) -> (ValueKind, TypeFacts) {
    let facts = facts(type(of: value))
    if let known = facts.valueKind { return (known, facts) }
    let kind = ValueKind(of: value)
    facts.valueKind = kind
    return (kind, facts)
  }

  /// A stored property of a class that the walk reads: its name, whether it is weak, and how
  /// its value is read.
  private struct FollowedField {
    /// The property's name as written (a lazy property's without its storage prefix).
    let property: String
    let isWeak: Bool
    let read: FieldRead
  }

  /// How a property's value is read: a strong one where it lies in the object, as its declared
  /// type, or, when that type is a class or an optional class, as the reference alone (most
  /// properties a census reads: views, models, services), without boxing it in an `Any` to be
  /// unwrapped again; a weak or unowned one through the runtime, by its place among its class's
  /// own properties.
  private enum FieldRead {
    case stored(byteOffset: Int, type: Any.Type)
    case storedReference(byteOffset: Int)
    case throughRuntime(index: Int)
  }

  /// A class's plan for one stage module (a field's type can lead to the stage's objects in one
  /// module and not in another): keyed by numbers, as a census looks one up per object.
  private struct PlanKey: Hashable {
    let module: Int
    let type: ObjectIdentifier
  }

  /// One level of a class that the walk reads: its type, and its plan (`nil`: every child, read
  /// through a `Mirror`). Levels with nothing to follow (`UIResponder`, `NSObject`) are left out.
  private struct ClassLevel {
    let type: AnyClass
    let plan: [FollowedField]?
  }

  /// The levels to read of each class, most derived first, per stage module.
  private static var classLevels: [PlanKey: [ClassLevel]] = [:]

  private static func levels(of object: AnyObject, stageModule: String, moduleNumber: Int)
    -> [ClassLevel]
  {
    let key = PlanKey(module: moduleNumber, type: ObjectIdentifier(type(of: object)))
    if let known = classLevels[key] { return known }
    var levels: [ClassLevel] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, let type = current.subjectType as? AnyClass {
      let plan = fieldsToFollow(current, of: type, stageModule: stageModule)
      if plan?.isEmpty != true { levels.append(ClassLevel(type: type, plan: plan)) }
      mirror = current.superclassMirror
    }
    classLevels[key] = levels
    return levels
  }
  private static var moduleNumbers: [String: Int] = [:]

  private static func number(ofModule module: String) -> Int {
    if let known = moduleNumbers[module] { return known }
    let number = moduleNumbers.count
    moduleNumbers[module] = number
    return number
  }

  /// The properties of one level of a class (not its superclasses') the walk must read: those
  /// whose declared type can lead to an object, back references excepted. `nil` when the
  /// runtime's field records and `Mirror` disagree, and then every child is read.
  private static func fieldsToFollow(_ level: Mirror, of type: AnyClass, stageModule: String)
    -> [FollowedField]?
  {
    let all = FieldOwnership.fields(of: type)
    let inherited = level.superclassMirror.map { FieldOwnership.fields(of: $0.subjectType).count }
    let own = all.dropFirst(inherited ?? 0)
    guard level.children.map(\.label) == own.map(\.name) else { return nil }
    return own.enumerated().compactMap { index, field in
      guard !backReferences.contains(field.name),
        FieldOwnership.canLeadToObjects(field.type, module: stageModule, moduleOf: module(of:))
      else { return nil }
      let read: FieldRead
      if field.isStrong {
        let byteOffset = FieldOwnership.byteOffset(ofField: (inherited ?? 0) + index, in: type)
        read =
          FieldOwnership.isReference(field.type)
          ? .storedReference(byteOffset: byteOffset)
          : .stored(byteOffset: byteOffset, type: field.type)
      } else {
        read = .throughRuntime(index: index)
      }
      return FollowedField(property: propertyName(field.name), isWeak: !field.isStrong, read: read)
    }
  }

  /// Whether values of a type (a collection, a structure of the stage) can lead to an object
  /// of the stage, worked out once per type and stage module from the declared types inside.
  private static var typeLeads: [PlanKey: Bool] = [:]

  private static func canLeadToObjects(_ value: Any, stageModule: String, moduleNumber: Int)
    -> Bool
  {
    let key = PlanKey(module: moduleNumber, type: ObjectIdentifier(type(of: value)))
    if let known = typeLeads[key] { return known }
    let leads = FieldOwnership.canLeadToObjects(
      type(of: value), module: stageModule, moduleOf: module(of:))
    typeLeads[key] = leads
    return leads
  }

  /// A structure of the stage's stored properties that can lead to an object, with where each
  /// lies: worked out once per type (keyed by the type alone: only the module that declares a
  /// structure walks into it). `nil` for an enum, and for a structure with a weak or unowned
  /// property, which only a `Mirror` reads.
  private static var structureFields: [ObjectIdentifier: [StructureField]?] = [:]

  private struct StructureField {
    let name: String
    let byteOffset: Int
    let type: Any.Type
  }

  private static func fieldsToFollow(ofStructure type: Any.Type, stageModule: String)
    -> [StructureField]?
  {
    if let known = structureFields[ObjectIdentifier(type)] { return known }
    var plan: [StructureField]?
    if FieldOwnership.isStructure(type) {
      let fields = FieldOwnership.fields(of: type)
      if fields.allSatisfy(\.isStrong) {
        plan = fields.enumerated().compactMap { index, field in
          guard
            FieldOwnership.canLeadToObjects(field.type, module: stageModule, moduleOf: module(of:))
          else { return nil }
          return StructureField(
            name: field.name, byteOffset: FieldOwnership.byteOffset(ofField: index, in: type),
            type: field.type)
        }
      }
    }
    structureFields[ObjectIdentifier(type)] = plan
    return plan
  }

  /// A `Mirror` of one level of an object's class.
  private static func mirror(of object: AnyObject, at level: AnyClass) -> Mirror? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, current.subjectType != level { mirror = current.superclassMirror }
    return mirror
  }

  private static func reachable(from root: AnyObject?, stageModule: String)
    -> (objects: [(object: AnyObject, isKitObject: Bool)], links: [Link])
  {
    guard let root else { return ([], []) }
    let moduleNumber = number(ofModule: stageModule)
    var kept: [(object: AnyObject, isKitObject: Bool)] = []
    var links: [Link] = []
    var visited: Set<ObjectIdentifier> = []

    func isNonStrong(_ label: String?, in type: Any.Type) -> Bool {
      guard let label else { return false }
      return nonStrongFields(of: type).contains(label)
    }

    // Walks from `object`; `owner` is the nearest kept object above, to which links attach.
    func visit(_ object: AnyObject, owner: AnyObject?, property: String, isWeak: Bool) {
      let id = ObjectIdentifier(object)
      let facts = facts(type(of: object))
      let kind: ObjectKind
      if let known = facts.objectKind {
        kind = known
      } else {
        kind = ObjectKind(object)
        facts.objectKind = kind
      }
      // Every view controller, and every object of the stage's own types.
      let keep = kind == .viewController || facts.module == stageModule
      // The kit's asynchronous services: shown as leaves, so a graph says who holds them.
      let service = !keep && (facts.module == "HeadlessMapKit" || facts.module == "Places")
      // A self-reference is noise (`searchBar.delegate` → the screen itself), except where it
      // is the lesson: stage 1's view controller as its own list's data source and delegate.
      if keep || service, let owner, owner !== object || property.hasPrefix("collectionView.") {
        links.append(
          Link(holder: ObjectIdentifier(owner), property: property, held: id, isWeak: isWeak))
      }
      guard visited.insert(id).inserted else { return }
      if keep || service { kept.append((object, service)) }
      let nextOwner = keep ? object : owner
      // The collection view's data source and delegate are weak and computed: read them directly.
      if kind == .collectionView {
        let collectionView = unsafeDowncast(object, to: UICollectionView.self)
        if let dataSource = collectionView.dataSource {
          visit(dataSource, owner: nextOwner, property: "collectionView.dataSource", isWeak: true)
        }
        if let delegate = collectionView.delegate {
          visit(delegate, owner: nextOwner, property: "collectionView.delegate", isWeak: true)
        }
        return  // cells hold nothing of the stage's structure
      }
      // Kit services (the world, the gazetteer, MapKit objects) are leaves: their insides are
      // not the stage's structure, and the gazetteer alone holds thousands of values.
      guard keep || kind == .view else { return }
      for level in levels(of: object, stageModule: stageModule, moduleNumber: moduleNumber) {
        if let plan = level.plan {
          // Only the properties whose declared type can lead to an object are read.
          for field in plan {
            let value: Any
            switch field.read {
            case .storedReference(let byteOffset):
              if let held = FieldOwnership.reference(in: object, atByteOffset: byteOffset) {
                visit(held, owner: nextOwner, property: field.property, isWeak: false)
              }
              continue
            case .stored(let byteOffset, let type):
              value = FieldOwnership.strongValue(of: object, atByteOffset: byteOffset, type: type)
            case .throughRuntime(let index):
              value = FieldOwnership.value(of: object, level: level.type, index: index)
            }
            walkValue(value, owner: nextOwner, property: field.property, isWeak: field.isWeak)
          }
        } else if let mirror = Self.mirror(of: object, at: level.type) {
          for child in mirror.children where !Self.backReferences.contains(child.label ?? "") {
            walkValue(
              child.value, owner: nextOwner, property: Self.propertyName(child.label),
              isWeak: isNonStrong(child.label, in: level.type))
          }
        }
      }
    }

    func walkValue(_ value: Any, owner: AnyObject?, property: String, isWeak: Bool = false) {
      let (kind, facts) = valueKind(of: value)
      switch kind {
      case .inert:
        return
      case .object:
        visit(value as AnyObject, owner: owner, property: property, isWeak: isWeak)
      case .optional:
        if let wrapped = (value as? any OptionalValue)?.wrappedValue {
          walkValue(wrapped, owner: owner, property: property, isWeak: isWeak)
        }
      case .collection:
        // A collection of values that cannot lead to an object (places, rows of strings) is
        // passed over whole: its elements would each be boxed and looked up only to be dropped.
        guard canLeadToObjects(value, stageModule: stageModule, moduleNumber: moduleNumber)
        else { return }
        let container = value as! any ElementContainer
        var elements = container.elements
        // A set's or a dictionary's order changes from run to run (hashing is seeded per
        // process): walked in it, the graph would list the same objects in another order.
        if !type(of: container).isOrdered {
          elements.sort { typeName(of: type(of: $0)) < typeName(of: type(of: $1)) }
        }
        for element in elements {
          walkValue(element, owner: owner, property: property)
        }
      case .container:
        for child in Mirror(reflecting: value).children {
          walkValue(child.value, owner: owner, property: property)
        }
      case .structure:
        // The kit's and the standard library's value types (places, strings, frames) hold none
        // of the stage's objects: known from their type, they are not reflected at all. The
        // stage's (models that keep a `Box`) can hold references: look inside.
        guard facts.module == stageModule,
          canLeadToObjects(value, stageModule: stageModule, moduleNumber: moduleNumber)
        else { return }
        // A structure's properties are read where they lie, as a class's are; an enum's payload
        // (and a structure with a weak property) through a `Mirror`.
        if let fields = fieldsToFollow(ofStructure: type(of: value), stageModule: stageModule) {
          for field in fields {
            walkValue(
              FieldOwnership.storedValue(
                in: value, atByteOffset: field.byteOffset, type: field.type),
              owner: owner, property: "\(property).\(field.name)")
          }
          return
        }
        let mirror = Mirror(reflecting: value)
        let valueType = type(of: value)
        for child in mirror.children {
          walkValue(
            child.value, owner: owner, property: "\(property).\(child.label ?? "_")",
            isWeak: mirror.displayStyle == .struct && isNonStrong(child.label, in: valueType))
        }
      }
    }

    visit(root, owner: nil, property: "", isWeak: false)
    return (kept, links)
  }
}

/// A weak reference, to remember objects without keeping them alive.
final class Weak {
  weak var value: AnyObject?
  init(_ value: AnyObject) { self.value = value }
}

// Optionals and arrays are unwrapped through these rather than a `Mirror`, whose creation
// checks the value for reflection protocols first: a census unwraps thousands per second.

private protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedValue: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}
