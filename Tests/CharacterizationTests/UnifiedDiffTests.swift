import Characterization
import Expectations
import Testing

/// The screen diff reads like `diff -u`.
@Suite("Unified diff")
struct UnifiedDiffTests {
  @Test("equal texts have no diff")
  func equal() {
    expectNil(UnifiedDiff.text(from: "a\nb\n", to: "a\nb\n", oldName: "x", newName: "y"))
  }

  @Test("a changed line in the middle comes with three lines of context")
  func change() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    expectEqual(
      UnifiedDiff.text(from: old, to: new, oldName: "expected", newName: "actual"),
      """
      --- expected
      +++ actual
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """)
  }

  @Test("distant changes make separate hunks; ranges of one line and of none read as in diff -u")
  func hunks() {
    let old = (1...20).map(String.init)
    var new = old
    new.remove(at: 0)
    new.append("21")
    expectEqual(
      UnifiedDiff.hunks(from: old, to: new),
      [
        "@@ -1,4 +1,3 @@\n-1\n 2\n 3\n 4\n", "@@ -18,3 +17,4 @@\n 18\n 19\n 20\n+21\n",
      ])
    expectEqual(UnifiedDiff.hunks(from: [], to: ["a"]), ["@@ -0,0 +1 @@\n+a\n"])
    expectEqual(UnifiedDiff.hunks(from: ["a"], to: []), ["@@ -1 +0,0 @@\n-a\n"])
  }
}
