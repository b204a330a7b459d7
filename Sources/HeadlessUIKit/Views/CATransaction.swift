import Foundation

/// Groups changes to layers, with the duration, pacing and completion of the animations added
/// while it is open. Transactions nest.
///
/// Headless: an explicit transaction is `begin()` … `commit()`. Setting a value with none open
/// opens an implicit one, committed on the next main-queue turn, as Core Animation commits its
/// implicit transaction when the run loop next turns. The completion block runs once every
/// animation added while the transaction was open has ended or been removed, or, if none was
/// added, on the main-queue turn after the commit: never before `commit()` returns.
open class CATransaction: NSObject {
  // The open transactions, outermost first. Core Animation keeps one stack per thread; the
  // kit's layers animate on the main thread only.
  nonisolated(unsafe) private static var stack: [AnimationTransaction] = []

  /// Opens a transaction inside the current one, with its duration and pacing.
  open class func begin() {
    let transaction = AnimationTransaction(inheriting: stack.last)
    stack.append(transaction)
  }

  /// Closes the innermost transaction; its completion block runs once its animations end.
  open class func commit() {
    guard let transaction = stack.popLast() else { return }
    transaction.commit()
  }

  /// Commits the implicit transaction at once. Headless: nothing is drawn, so nothing else
  /// happens.
  open class func flush() {
    guard let first = stack.first, first.isImplicit else { return }
    stack.removeFirst().commit()
  }

  /// The duration of the animations added in the current transaction whose own duration is
  /// 0; 0.25 seconds unless set.
  open class func animationDuration() -> CFTimeInterval {
    stack.last?.duration ?? AnimationTransaction.defaultDuration
  }

  /// Sets the current transaction's animation duration.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {
    current.duration = dur
  }

  /// The pacing of the current transaction's animations; `nil` unless set.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    stack.last?.timingFunction
  }

  /// Sets the pacing of the current transaction's animations (kept).
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// Whether the current transaction's property changes skip their implicit animations;
  /// `false` unless set. Headless: changes to layers never animate implicitly anyway.
  open class func disableActions() -> Bool {
    stack.last?.disablesActions ?? false
  }

  /// Sets whether the current transaction's property changes skip their implicit animations
  /// (kept).
  open class func setDisableActions(_ flag: Bool) {
    current.disablesActions = flag
  }

  /// The current transaction's completion block; `nil` unless set.
  open class func completionBlock() -> (() -> Void)? {
    stack.last?.completion
  }

  /// Sets the block to run once the animations added from now on in the current transaction
  /// have ended or been removed (see the class's discussion for when it runs headless).
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    current.setCompletion(block)
  }

  // The innermost open transaction, opening an implicit one, committed on the next main-queue
  // turn, when none is open.
  private static var current: AnimationTransaction {
    if let transaction = stack.last { return transaction }
    let implicit = AnimationTransaction(inheriting: nil)
    implicit.isImplicit = true
    stack.append(implicit)
    onNextMainTurn {
      if let index = stack.firstIndex(where: { $0 === implicit }) {
        stack.remove(at: index).commit()
      }
    }
    return implicit
  }

  // Makes the open transactions wait for an animation just added to a layer.
  static func track(_ run: LayerAnimationRun) {
    for transaction in stack { transaction.track(run) }
  }
}

/// One open or committed transaction: its values, and the animations its completion waits for.
final class AnimationTransaction {
  static let defaultDuration: CFTimeInterval = 0.25

  var duration: CFTimeInterval
  var timingFunction: CAMediaTimingFunction?
  var disablesActions: Bool
  var isImplicit = false
  private(set) var completion: (() -> Void)?
  private var waitingFor = 0
  // Bumped when the block changes, so animations tracked for an older block are not counted.
  private var generation = 0
  private var isCommitted = false

  init(inheriting outer: AnimationTransaction?) {
    duration = outer?.duration ?? Self.defaultDuration
    timingFunction = outer?.timingFunction
    disablesActions = outer?.disablesActions ?? false
  }

  // A new block waits only for the animations added after it, as Core Animation documents.
  func setCompletion(_ block: (() -> Void)?) {
    completion = block
    waitingFor = 0
    generation += 1
  }

  func track(_ run: LayerAnimationRun) {
    guard completion != nil else { return }
    waitingFor += 1
    let tracked = generation
    run.onStop.append { [self] in
      guard tracked == generation else { return }
      waitingFor -= 1
      if isCommitted && waitingFor == 0 { complete() }
    }
  }

  func commit() {
    isCommitted = true
    guard waitingFor == 0 else { return }
    onNextMainTurn { [self] in complete() }
  }

  private func complete() {
    let block = completion
    completion = nil
    block?()
  }
}

/// An animation a layer runs: the layer's copy, until it ends on the next main-queue turn or
/// is removed.
final class LayerAnimationRun {
  let key: String?
  let animation: CAAnimation
  private(set) var isRemoved = false
  private(set) var hasStopped = false
  // What waits for the run to stop: the transactions open when it was added.
  var onStop: [() -> Void] = []

  init(key: String?, animation: CAAnimation) {
    self.key = key
    self.animation = animation
  }

  // Starts on the next main-queue turn, as Core Animation starts an animation once its
  // transaction is committed; one that does not repeat for ever ends in the same turn.
  func start(on layer: CALayer) {
    onNextMainTurn { [self, weak layer] in
      guard !isRemoved else { return }
      animation.delegate?.animationDidStart(animation)
      guard !animation.repeatsForever else { return }
      if animation.isRemovedOnCompletion { layer?.removeRun(self) }
      stop(finished: true)
    }
  }

  // Taken off its layer: a run that has not ended stops unfinished on the next main-queue turn.
  func remove() {
    isRemoved = true
    guard !hasStopped else { return }
    onNextMainTurn { [self] in stop(finished: false) }
  }

  private func stop(finished: Bool) {
    guard !hasStopped else { return }
    hasStopped = true
    animation.delegate?.animationDidStop(animation, finished: finished)
    let waiting = onStop
    onStop = []
    for resume in waiting { resume() }
  }
}

// Runs `body` on the next main-queue turn. Core Animation's delegates and completion blocks
// are called on the main thread; the kit's layers are used there only.
private func onNextMainTurn(_ body: @escaping () -> Void) {
  nonisolated(unsafe) let body = body
  DispatchQueue.main.async { body() }
}
