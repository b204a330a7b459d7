/// A token for one request scheduled in the world: what it is for, and a handle to cancel it.
public struct ScheduledRequest: Hashable, Sendable, CustomStringConvertible {
  /// The service that received the request.
  public let service: World.Service
  /// What was asked, in words, e.g. "completions for \"spring\"".
  public let description: String
  /// The order the world received it in; ties in due time are delivered in this order.
  let sequence: Int
}
