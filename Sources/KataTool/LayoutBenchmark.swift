import Foundation
import HeadlessUIKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Measures the kit's Auto Layout on a realistic screen: a settings form of 51 constraints
/// (a title, five rows of a name and a value label, two buttons in a stack view), 390 × 844.
///
/// Two figures: the first layout pass of a freshly built screen, which gathers every
/// constraint and solves them from nothing, and the pass after one constant changes, which the
/// incremental solver answers in a few pivots. Building the screen is not timed.
@MainActor
enum LayoutBenchmark {
  static let runs = 400

  static func run() -> String {
    var first: [Double] = []
    var firstCPU: [Double] = []
    var incremental: [Double] = []
    var constraintCount = 0
    for index in 0..<runs {
      let form = Form()
      constraintCount = form.constraintCount
      let cpuStart = threadCPUSeconds()
      first.append(seconds { form.root.layoutIfNeeded() })
      firstCPU.append(threadCPUSeconds() - cpuStart)
      form.titleTop.constant = CGFloat(16 + index % 7)
      incremental.append(seconds { form.root.layoutIfNeeded() })
      precondition(form.root.subviews.allSatisfy { $0.frame.width > 0 }, "the form did not lay out")
    }
    let median = percentile(50, of: first)
    return [
      "Auto Layout benchmark (a form of \(constraintCount) constraints, \(runs) runs)",
      line("first solve median", median, met: median <= 100e-6, "≤ 100 µs"),
      "first solve p99: \(microseconds(percentile(99, of: first))); its CPU time alone "
        + "(what a busy machine does not inflate): median "
        + "\(microseconds(percentile(50, of: firstCPU)))",
      "one constant changed: median \(microseconds(percentile(50, of: incremental))), "
        + "p99 \(microseconds(percentile(99, of: incremental)))",
    ].joined(separator: "\n")
  }

  /// The form: labels, rows and a stack of buttons, placed by anchors.
  @MainActor
  private final class Form {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let titleTop: NSLayoutConstraint
    let constraintCount: Int

    init() {
      let margins = root.layoutMarginsGuide
      let title = UILabel()
      title.text = "Account"
      title.font = .preferredFont(forTextStyle: .title2)
      titleTop = title.topAnchor.constraint(equalTo: margins.topAnchor, constant: 16)
      var constraints = [
        titleTop, title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ]
      var above = title.bottomAnchor
      var views: [UIView] = [title]
      for (name, value) in [
        ("Name", "Min-ji Kim"), ("City", "Busan"), ("Email", "minji@example.com"),
        ("Phone", "+82 51 000 0000"), ("Language", "한국어"),
      ] {
        let row = UIView()
        let nameLabel = UILabel()
        nameLabel.text = name
        let valueLabel = UILabel()
        valueLabel.text = value
        valueLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        for label in [nameLabel, valueLabel] {
          label.translatesAutoresizingMaskIntoConstraints = false
          row.addSubview(label)
        }
        constraints += [
          row.topAnchor.constraint(equalTo: above, constant: 8),
          row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          row.heightAnchor.constraint(equalToConstant: 44),
          nameLabel.leadingAnchor.constraint(equalTo: row.leadingAnchor),
          nameLabel.centerYAnchor.constraint(equalTo: row.centerYAnchor),
          valueLabel.leadingAnchor.constraint(
            greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
          valueLabel.trailingAnchor.constraint(equalTo: row.trailingAnchor),
          valueLabel.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ]
        above = row.bottomAnchor
        views.append(row)
      }
      let buttons = UIStackView(
        arrangedSubviews: ["Cancel", "Save"].map { title in
          let button = UIButton(type: .system)
          button.setTitle(title, for: .normal)
          return button
        })
      buttons.distribution = .fillEqually
      buttons.spacing = 8
      constraints += [
        buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ]
      views.append(buttons)
      for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      NSLayoutConstraint.activate(constraints)
      constraintCount = constraints.count
    }
  }

  private static func seconds(_ work: () -> Void) -> Double {
    let duration = ContinuousClock().measure(work)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// The CPU time this thread has used, which other processes on a busy machine do not add to.
  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  private static func percentile(_ percent: Int, of samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
  }

  private static func line(_ label: String, _ value: Double, met: Bool, _ target: String)
    -> String
  {
    "\(label): \(microseconds(value))  [target \(target): \(met ? "target met" : "MISSED")]"
  }

  private static func microseconds(_ seconds: Double) -> String {
    String(format: "%.1f µs", seconds * 1e6)
  }
}
