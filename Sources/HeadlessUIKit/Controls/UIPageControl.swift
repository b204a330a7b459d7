import Foundation

/// A row of dots, one per page, the current one highlighted; a person's tap moves one page
/// towards the side tapped and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The number of pages (dots), 0 by default. Fewer pages than the current page's number
  /// pins the current page to the last.
  open var numberOfPages = 0 {
    didSet { currentPage = storedPage }
  }

  /// The current page, counted from 0. Values outside the pages are pinned to 0 or
  /// `numberOfPages` minus 1, as Apple documents. Setting it from code sends no event.
  open var currentPage: Int {
    get { storedPage }
    set { storedPage = max(0, min(newValue, numberOfPages - 1)) }
  }

  /// Whether the control hides itself when there is only one page (`false` by default).
  open var hidesForSinglePage = false

  /// The colour of the other pages' dots (kept, not drawn).
  open var pageIndicatorTintColor: UIColor?

  /// The colour of the current page's dot (kept, not drawn).
  open var currentPageIndicatorTintColor: UIColor?

  private var storedPage = 0
}
