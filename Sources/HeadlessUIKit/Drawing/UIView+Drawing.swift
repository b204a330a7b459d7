import Foundation

// The display pass: after `setNeedsDisplay()`, and once for a new view, `draw(_:)` runs on the
// next main-queue turn, after the layout pass, for the marked views in a window and only them.
// Marks go up the hierarchy to the window as layout marks do, so a pass visits the marked
// views and the path to them, not the whole hierarchy.
extension UIView {
  func markForDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    markAncestorsForDisplay()
  }

  // A view that arrived in a hierarchy brings its marks with it, and so does a view shown
  // again, for what it missed while hidden (a pass skips hidden views).
  func raiseDisplayMarks() {
    if needsDisplay || subtreeNeedsDisplay { markAncestorsForDisplay() }
  }

  // Marks the views above up to the first one already marked; a window reached unmarked, or
  // marked itself, schedules a pass.
  private func markAncestorsForDisplay() {
    var view = self
    while let superview = view.superview {
      if superview.subtreeNeedsDisplay { return }
      superview.subtreeNeedsDisplay = true
      view = superview
    }
    (view as? UIWindow)?.scheduleDisplayPass()
  }
}

extension UIWindow {
  fileprivate func scheduleDisplayPass() {
    guard !isDisplayPassScheduled else { return }
    isDisplayPassScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.runDisplayPass() }
    }
  }

  // Layout first, as UIKit lays out before it draws, so `draw(_:)` sees the new bounds.
  private func runDisplayPass() {
    isDisplayPassScheduled = false
    guard !isHidden else { return }
    layoutIfNeeded()
    displayMarkedViews()
  }
}

extension UIView {
  // Draws this view if marked, then the marked views below; a hidden view and its subviews
  // keep their marks until shown.
  fileprivate func displayMarkedViews() {
    guard !isHidden else { return }
    if needsDisplay {
      needsDisplay = false
      // The view's traits are current while it draws, so dynamic colours resolve for it.
      traitCollection.performAsCurrent {
        headlessDrawing = HeadlessGraphicsContext.recording { _ in draw(bounds) }
      }
    }
    guard subtreeNeedsDisplay else { return }
    subtreeNeedsDisplay = false
    for subview in subviews {
      subview.displayMarkedViews()
    }
  }
}
