import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A 320 × 480 container, off screen, with subviews placed by constraints, named as a visual
/// format's views dictionary names them.
@MainActor
private func makeViews(_ names: [String]) -> (container: UIView, views: [String: UIView]) {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  var views: [String: UIView] = [:]
  for name in names {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    views[name] = view
  }
  return (container, views)
}

/// Activates the constraints of each format and lays the container out.
@MainActor
private func layOut(
  _ container: UIView, _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
  metrics: [String: Any]? = nil, views: [String: UIView]
) {
  for format in formats {
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views))
  }
  container.layoutIfNeeded()
}

@Suite("Auto Layout: the visual format language")
@MainActor
struct VisualFormatTests {
  @Test("the constraints come back inactive, as ordinary constraints")
  func notActivated() {
    let (_, views) = makeViews(["button", "textField"])
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "[button]-[textField]", options: [], metrics: nil, views: views)
    expectEqual(constraints.count, 1)
    let space = constraints[0]
    expectFalse(space.isActive)
    expectIdentical(space.firstItem, views["textField"])
    expectEqual(space.firstAttribute, .leading)
    expectIdentical(space.secondItem, views["button"])
    expectEqual(space.secondAttribute, .trailing)
    expectEqual(space.relation, .equal)
    expectEqual(space.constant, 8)
  }

  @Test("a row of buttons with standard spacing starts at the margin, 8 points apart")
  func standardSpacingRow() {
    let (container, views) = makeViews(["find", "findNext", "findField"])
    layOut(container, ["V:|-[find(30)]"], views: views)
    layOut(
      container, ["|-[find(60)]-[findNext(80)]-[findField(>=20)]-|"], options: .alignAllTop,
      views: views)
    expectEqual(views["find"]?.frame, CGRect(x: 8, y: 8, width: 60, height: 30))
    expectEqual(views["findNext"]?.frame.minX, 76)
    expectEqual(views["findField"]?.frame.minX, 164)
    expectEqual(views["findField"]?.frame.width, 148)
    expectEqual(views["findField"]?.frame.minY, 8)
  }

  @Test("edges pinned with metrics: the space and the sizes come from the metrics dictionary")
  func pinnedWithMetrics() {
    let (container, views) = makeViews(["purpleBox"])
    layOut(
      container, ["|-padding-[purpleBox]-padding-|", "V:|-(top)-[purpleBox(height)]"],
      metrics: ["padding": 50, "top": CGFloat(20), "height": 44.0], views: views)
    expectEqual(views["purpleBox"]?.frame, CGRect(x: 50, y: 20, width: 220, height: 44))
  }

  @Test("[button1(==button2)] makes equal widths that share the row")
  func equalWidths() {
    let (container, views) = makeViews(["button1", "button2"])
    layOut(container, ["H:|-[button1(==button2)]-[button2]-|"], views: views)
    expectEqual(views["button1"]?.frame.width, 148)
    expectEqual(views["button2"]?.frame.width, 148)
    expectEqual(views["button2"]?.frame.minX, 164)
  }

  @Test(".alignAllCenterY makes centerY constraints between neighbours, which place them")
  func alignAllCenterY() {
    let (container, views) = makeViews(["icon", "title"])
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-16-[icon(40)]-12-[title]-16-|", options: .alignAllCenterY,
      metrics: nil, views: views)
    let centres = constraints.filter { $0.firstAttribute == .centerY }
    expectEqual(centres.count, 1)
    expectIdentical(centres.first?.firstItem, views["title"])
    expectIdentical(centres.first?.secondItem, views["icon"])
    NSLayoutConstraint.activate(constraints)
    layOut(container, ["V:|-100-[icon(40)]", "V:[title(20)]"], views: views)
    expectEqual(views["title"]?.frame, CGRect(x: 68, y: 110, width: 236, height: 20))
  }

  @Test("a vertical format stacks fields with an explicit space, flush views touch")
  func verticalAndFlush() {
    let (container, views) = makeViews(["topField", "bottomField", "maroonView", "blueView"])
    layOut(
      container,
      [
        "V:|[topField(30)]-10-[bottomField(30)]", "H:|[topField(100)]",
        "H:|[maroonView(50)][blueView(70)]", "V:[bottomField][maroonView(5)]",
        "V:[bottomField][blueView(5)]", "H:|[bottomField(100)]",
      ], views: views)
    expectEqual(views["bottomField"]?.frame.minY, 40)
    expectEqual(views["blueView"]?.frame.minX, 50)
    expectEqual(views["blueView"]?.frame.minY, 70)
  }

  @Test("predicates: relations, several at once, and priorities after @")
  func predicatesAndPriorities() {
    let (_, views) = makeViews(["button", "flexibleButton", "other"])
    let priority = NSLayoutConstraint.constraints(
      withVisualFormat: "[button(100@20)]", options: [], metrics: nil, views: views)
    expectEqual(priority.map(\.priority), [UILayoutPriority(20)])
    expectEqual(priority.map(\.firstAttribute), [.width])
    expectNil(priority.first?.secondItem)
    let range = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[flexibleButton(>=70,<=100)]", options: [], metrics: nil, views: views)
    expectEqual(range.map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual])
    expectEqual(range.map(\.constant), [70, 100])
    expectEqual(range.map(\.firstAttribute), [.height, .height])
    let spaces = NSLayoutConstraint.constraints(
      withVisualFormat: "[button]-(>=20)-[other]-(==20@750)-[flexibleButton]", options: [],
      metrics: nil, views: views)
    expectEqual(spaces.map(\.relation), [.greaterThanOrEqual, .equal])
    expectEqual(spaces.map(\.priority), [.required, .defaultHigh])
  }

  @Test("the standard space at the superview is its layout margin, in both orientations")
  func standardSpaceAtSuperview() {
    let (container, views) = makeViews(["box"])
    container.layoutMargins = UIEdgeInsets(top: 12, left: 24, bottom: 6, right: 30)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[box]-|", options: [], metrics: nil, views: views)
    expectEqual(constraints.map(\.secondAttribute), [.leadingMargin, .trailing])
    expectEqual(constraints.map(\.firstAttribute), [.leading, .trailingMargin])
    NSLayoutConstraint.activate(constraints)
    layOut(container, ["V:|-[box]-|"], views: views)
    expectEqual(views["box"]?.frame, CGRect(x: 24, y: 12, width: 266, height: 462))
  }

  @Test("direction options: right to left runs the row from the right edge")
  func rightToLeft() {
    let (container, views) = makeViews(["first", "second"])
    layOut(
      container, ["|-10-[first(50)]-[second(60)]", "V:|[first(10)]", "V:|[second(10)]"],
      options: .directionRightToLeft, views: views)
    expectEqual(views["first"]?.frame.minX, 260)
    expectEqual(views["second"]?.frame.minX, 192)
    let leftToRight = NSLayoutConstraint.constraints(
      withVisualFormat: "|-10-[first]", options: .directionLeftToRight, metrics: nil,
      views: views)
    expectEqual(leftToRight.map(\.firstAttribute), [.left])
  }

  @Test("alignment on a vertical format lines views up on their leading edges")
  func verticalAlignment() {
    let (container, views) = makeViews(["name", "email"])
    layOut(container, ["H:|-30-[name(100)]", "H:[email(120)]"], views: views)
    layOut(container, ["V:|-40-[name(20)]-[email(20)]"], options: .alignAllLeading, views: views)
    expectEqual(views["email"]?.frame, CGRect(x: 30, y: 68, width: 120, height: 20))
  }

  @Test("alignAllLastBaseline lines labels of different sizes up on their baselines")
  func baselineAlignment() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: UIView] = [:]
    for (name, size) in [("small", CGFloat(20)), ("big", CGFloat(40))] {
      let label = UILabel()
      label.text = "Hi"
      label.font = .systemFont(ofSize: size)
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      views[name] = label
    }
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[small]-[big]", options: .alignAllLastBaseline, metrics: nil,
      views: views)
    expectEqual(constraints.last?.firstAttribute, .lastBaseline)
    NSLayoutConstraint.activate(constraints)
    layOut(container, ["V:|-100-[big]"], views: views)
    // Each baseline is the bottom less the descender, a quarter of the point size.
    expectEqual(views["big"]?.frame.minY, 100)
    expectEqual(views["small"]?.frame.minY, 119)
  }

  @Test("the options' raw values are UIKit's")
  func rawValues() {
    let options: [(NSLayoutConstraint.FormatOptions, UInt)] = [
      (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16),
      (.alignAllLeading, 32), (.alignAllTrailing, 64), (.alignAllCenterX, 512),
      (.alignAllCenterY, 1024), (.alignAllLastBaseline, 2048), (.alignAllFirstBaseline, 4096),
      (.directionLeadingToTrailing, 0), (.directionLeftToRight, 65536),
      (.directionRightToLeft, 131072), (.directionMask, 196608), (.alignmentMask, 65535),
    ]
    for (option, rawValue) in options {
      expectEqual(option.rawValue, rawValue)
    }
  }
}

#if compiler(>=6.2)
  @Suite("Visual format mistakes stop the app with UIKit's message") @MainActor
  struct VisualFormatFailureTests {
    @Test("a V without its colon stops the app with UIKit's message and a caret")
    func missingColon() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          _ = NSLayoutConstraint.constraints(
            withVisualFormat: "V|[backgroundBox]|", options: [], metrics: nil,
            views: ["backgroundBox": UIView()])
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("Unable to parse constraint format: \n"))
      #expect(message.contains("Expected ':' after 'V' to specify vertical arrangement"))
      #expect(message.contains("V|[backgroundBox]|\n ^"))
    }

    @Test("a name missing from the views dictionary stops the app")
    func unknownView() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          _ = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[label]-[missing]", options: [], metrics: nil,
            views: ["label": UIView()])
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("missing is not a key in the views dictionary."))
    }

    @Test("a | for a view without a superview stops the app")
    func noSuperview() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          _ = NSLayoutConstraint.constraints(
            withVisualFormat: "|[alone]|", options: [], metrics: nil, views: ["alone": UIView()])
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        message.contains(
          "Unable to interpret '|' character, because the related view doesn't have a superview"
        ))
    }

    @Test("aligning a horizontal row on its own axis stops the app")
    func alignmentAlongTheLine() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          _ = NSLayoutConstraint.constraints(
            withVisualFormat: "[a]-[b]", options: .alignAllLeading, metrics: nil,
            views: ["a": UIView(), "b": UIView()])
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("Options mask required views to be aligned on a horizontal edge"))
    }
  }
#endif
