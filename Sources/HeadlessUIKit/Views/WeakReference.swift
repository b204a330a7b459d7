/// A weak reference, for the objects UIKit keeps without owning: a scene's windows, the app's
/// connected scenes, a gesture recognizer's targets.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}

extension Array {
  /// Puts `object` last among the objects referenced, once, and drops the references to
  /// objects that are gone.
  mutating func appendOnce<Object: AnyObject>(_ object: Object)
  where Element == WeakReference<Object> {
    removeReferences(to: object)
    append(WeakReference(object))
  }

  /// Drops the references to `object` and to objects that are gone.
  mutating func removeReferences<Object: AnyObject>(to object: Object)
  where Element == WeakReference<Object> {
    removeAll { $0.object == nil || $0.object === object }
  }
}
