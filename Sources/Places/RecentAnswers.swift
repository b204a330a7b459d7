import Foundation

/// The last few answers of a pure, costly lookup, by question.
///
/// The recommendation server asks the gazetteer for the places nearest the user for every
/// page it serves, and the user does not move between pages: the same question comes back
/// many times, with the same answer. Lookups come from any thread (the gazetteer is shared),
/// so the answers are kept behind a lock.
final class RecentAnswers<Question: Hashable & Sendable, Answer: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let capacity: Int
  /// Least recently asked first; a handful of entries, so a linear search beats hashing.
  private var entries: [(question: Question, answer: Answer)] = []

  init(capacity: Int) {
    precondition(capacity > 0, "A memo of no answers remembers nothing.")
    self.capacity = capacity
  }

  /// The answer to `question`, worked out by `answer` only if it is not among the recent ones.
  func answer(to question: Question, _ answer: (Question) -> Answer) -> Answer {
    let known: Answer? = lock.withLock {
      guard let index = entries.lastIndex(where: { $0.question == question }) else { return nil }
      // The one asked last is the last to be forgotten.
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.answer
    }
    if let known { return known }
    // Worked out outside the lock: two threads asking the same new question both work it out,
    // which is harmless for a pure lookup and keeps one slow lookup from blocking the others.
    let fresh = answer(question)
    lock.withLock {
      entries.removeAll { $0.question == question }
      if entries.count == capacity { entries.removeFirst() }
      entries.append((question, fresh))
    }
    return fresh
  }
}
