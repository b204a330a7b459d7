/// A small dependency container: knows, by type, how to make each dependency, and makes it on
/// request, new each time or once for all. Only the composition root uses it.
@MainActor
final class Container {
  /// How long a resolved instance lives.
  enum Lifetime {
    /// A new instance at each resolution: for objects with state of their own, such as a
    /// completer with its query in flight, or a screen.
    case transient
    /// One instance, made at the first resolution and kept by the container: for services
    /// every user can share, such as the server's client.
    case shared
  }

  /// A resolution asked for a type that nobody registered.
  struct MissingRegistration: Error, CustomStringConvertible {
    /// The type asked for and not registered.
    let missingType: String
    /// The types being resolved when it was asked for, outermost first.
    let neededBy: [String]
    /// Every type registered, sorted.
    let registeredTypes: [String]

    var description: String {
      let needed = neededBy.isEmpty ? "" : " (needed by \(neededBy.joined(separator: " → ")))"
      let registered = registeredTypes.isEmpty ? "nothing" : registeredTypes.joined(separator: ", ")
      return """
        No registration for \(missingType)\(needed). Registered: \(registered). \
        Register it first: container.register(\(missingType).self) { ... }.
        """
    }
  }

  private struct Registration {
    let typeName: String
    let lifetime: Lifetime
    let make: @MainActor (Container) throws -> Any
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]
  private var sharedInstances: [ObjectIdentifier: Any] = [:]

  /// Registers how to make a `type`, replacing an earlier registration of it and the instance
  /// it shared: a test registers a fake over the real thing this way.
  ///
  /// `make` receives the container, to resolve what the new instance needs; it throws when
  /// one of those is missing.
  func register<Service>(
    _ type: Service.Type, lifetime: Lifetime = .transient,
    make: @escaping @MainActor (Container) throws -> Service
  ) {
    let key = ObjectIdentifier(type)
    registrations[key] = Registration(
      typeName: String(describing: type), lifetime: lifetime, make: { try make($0) })
    sharedInstances[key] = nil
  }

  /// An instance of `type`: a new one, or the shared one if `type` is registered `.shared`.
  ///
  /// Throws, rather than stopping the app: a missing registration is a wiring mistake that
  /// should stop the app (`require(_:)` does), but a test must be able to read the message
  /// without crashing its process, and an error is a value it can check.
  func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    let key = ObjectIdentifier(type)
    guard let registration = registrations[key] else {
      throw MissingRegistration(
        missingType: String(describing: type), neededBy: [],
        registeredTypes: registrations.values.map(\.typeName).sorted())
    }
    if let shared = sharedInstances[key] {
      return shared as! Service
    }
    let instance: Service
    do {
      instance = try registration.make(self) as! Service
    } catch let error as MissingRegistration {
      throw MissingRegistration(
        missingType: error.missingType, neededBy: [registration.typeName] + error.neededBy,
        registeredTypes: error.registeredTypes)
    }
    if registration.lifetime == .shared {
      sharedInstances[key] = instance
    }
    return instance
  }

  /// An instance of `type`, as `resolve(_:)` makes it; a missing registration stops the app
  /// with the message that names it. For the composition root, where one is a bug.
  func require<Service>(_ type: Service.Type = Service.self) -> Service {
    do {
      return try resolve(type)
    } catch {
      fatalError("\(error)")
    }
  }
}
