import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Haptic feedback generators") @MainActor
struct FeedbackGeneratorTests {
  @Test("the styles and outcomes have UIKit's raw values")
  func rawValues() {
    expectEqual(
      [UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid]
        .map(\.rawValue), [0, 1, 2, 3, 4])
    expectEqual(
      [UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue),
      [0, 1, 2])
  }

  @Test("each generator is a feedback generator that prepares and plays without a device")
  func generatorsPlay() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    let generators: [UIFeedbackGenerator] = [
      impact, UIImpactFeedbackGenerator(), UISelectionFeedbackGenerator(),
      UINotificationFeedbackGenerator(),
    ]
    for generator in generators { generator.prepare() }
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.4)
    (generators[2] as? UISelectionFeedbackGenerator)?.selectionChanged()
    (generators[3] as? UINotificationFeedbackGenerator)?.notificationOccurred(.warning)

    expectEqual(generators.count, 4)
  }
}
