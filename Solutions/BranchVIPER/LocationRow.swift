/// One row of the location list, worded by the presenter: what a cell shows, in plain values,
/// so that the presenter needs no UIKit and a test can compare rows as data.
struct LocationRow: Equatable {
  /// The first line: a place's name, or what went wrong.
  let title: String
  /// The second line: where the place is, or what to do about it.
  let subtitle: String
  /// Whether the row reports a failure, which the screen shows in its error colour.
  var isError = false
}
