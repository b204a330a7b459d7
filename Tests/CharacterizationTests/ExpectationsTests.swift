import Expectations
import Testing

/// The tests' shorthand for `#expect` fails as `#expect` would: at the caller's line, with the
/// values and the comment, and records nothing when the fact holds.
@Suite("Expectations")
struct ExpectationsTests {
  @Test("expectEqual records a failure at the caller's line, with both values and the comment")
  func equalFails() {
    let line = #line + 2
    withKnownIssue {
      expectEqual(["Busan"], ["Seoul"], "the first place")
    } matching: { issue in
      Self.recorded(issue, at: line, showing: ["Busan", "Seoul"], comment: "the first place")
    }
  }

  @Test("expectNil shows the value that was there, for a type that is not Equatable")
  func nilFails() {
    struct Opaque { let name = "Gangneung" }
    let line = #line + 2
    withKnownIssue {
      expectNil(Opaque?(Opaque()))
    } matching: { issue in
      Self.recorded(issue, at: line, showing: ["Gangneung"], comment: nil)
    }
  }

  @Test("expectIdentical fails for two equal-looking objects, and passes for one object twice")
  func identicalFails() {
    final class Box {}
    let box = Box()
    expectIdentical(box, box)
    expectIdentical(nil, nil)
    let line = #line + 2
    withKnownIssue {
      expectIdentical(box, Box())
    } matching: { issue in
      Self.recorded(issue, at: line, showing: ["Box"], comment: nil)
    }
  }

  @Test("facts that hold record nothing")
  func passing() {
    expectEqual(3, 3)
    expectEqual("Jeju", "Jeju", "a comment is not an issue")
    expectNil(Int?.none)
  }

  /// Whether the issue is a failed expectation at this file and line whose expanded expression
  /// names every value, with the comment if one is given.
  private static func recorded(
    _ issue: Issue, at line: Int, showing values: [String], comment: Comment?
  ) -> Bool {
    guard case .expectationFailed = issue.kind else { return false }
    let expanded = String(describing: issue)
    return issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
      && values.allSatisfy(expanded.contains) && issue.comments == (comment.map { [$0] } ?? [])
  }
}
