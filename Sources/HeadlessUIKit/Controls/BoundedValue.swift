import Foundation

// A value held between a minimum and a maximum, as a slider and a stepper hold theirs: a value
// outside the range is set to the nearer end, and an end moved past the other moves both ends
// (and the value) to it.
struct BoundedValue<Value: Comparable> {
  private(set) var value: Value
  private(set) var minimum: Value
  private(set) var maximum: Value

  init(value: Value, minimum: Value, maximum: Value) {
    (self.value, self.minimum, self.maximum) = (value, minimum, maximum)
  }

  mutating func setValue(_ newValue: Value) {
    value = min(max(newValue, minimum), maximum)
  }

  mutating func setMinimum(_ newValue: Value) {
    minimum = newValue
    maximum = max(maximum, newValue)
    setValue(value)
  }

  mutating func setMaximum(_ newValue: Value) {
    maximum = newValue
    minimum = min(minimum, newValue)
    setValue(value)
  }
}
