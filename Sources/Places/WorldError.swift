import Foundation

/// A failure the simulated world delivered instead of an answer, with a message a person understands.
public struct WorldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The service that failed.
  public let service: World.Service
  /// What went wrong, in a sentence that can be shown to a user as is.
  public let message: String

  /// Creates an error for `service` with `message`.
  public init(service: World.Service, message: String) {
    self.service = service
    self.message = message
  }

  /// The failure injected with `World.failNext(_:count:)`.
  init(simulatedFailureOf service: World.Service) {
    let who =
      switch service {
      case .recommendations: "The recommendation server"
      case .completer: "The place completer"
      case .localSearch: "The place search"
      case .directions: "The directions service"
      }
    self.init(service: service, message: "\(who) did not answer (simulated failure).")
  }

  public var description: String { message }
}

// Stage code shows `error.localizedDescription`, as iOS code does; without this it would read
// "The operation could not be completed" instead of the message.
extension WorldError: LocalizedError {
  public var errorDescription: String? { message }
}
