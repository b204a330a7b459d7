import Expectations
import Testing

/// The tests' shorthand for `#expect` records nothing when the fact holds.
///
/// How a failure reads (the caller's line, both values, the comment) was checked by hand with
/// `withKnownIssue`, which is not kept here: a known issue turns the run's last line from
/// "✔ Test run … passed" into "━ … passed with N known issues", which the README tells a
/// newcomer to look for.
@Suite("Expectations")
struct ExpectationsTests {
  @Test("facts that hold record nothing")
  func passing() {
    final class Box {}
    let box = Box()
    expectEqual(3, 3)
    expectEqual(["Jeju"], ["Jeju"], "a comment is not an issue")
    expectNil(Int?.none)
    expectNotNil(Int?.some(1))
    expectTrue(box === box)
    expectFalse(box !== box)
    expectIdentical(box, box)
    expectIdentical(nil, nil)
  }
}
