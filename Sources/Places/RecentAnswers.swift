import Foundation

/// The last answers of a pure, costly lookup, by question, forgetting the least recently asked
/// first once it holds `capacity` of them.
///
/// The simulated services ask the same questions again and again: the recommendation server
/// asks the gazetteer for the places nearest the user for every page it serves, and every
/// screen that completes "par" asks for the same completions. Lookups come from any thread
/// (the gazetteer is shared), so the answers are kept behind a lock.
public final class RecentAnswers<Question: Hashable & Sendable, Answer: Sendable>:
  @unchecked Sendable
{
  private struct Entry {
    var answer: Answer
    /// When it was last asked, by the memo's own count of questions.
    var asked: UInt64
  }

  private let lock = NSLock()
  private let capacity: Int
  private var entries: [Question: Entry] = [:]
  private var questionsAsked: UInt64 = 0

  /// A memo that keeps at most `capacity` answers.
  public init(capacity: Int) {
    precondition(capacity > 0, "A memo of no answers remembers nothing.")
    self.capacity = capacity
    entries.reserveCapacity(capacity + 1)
  }

  /// The answer to `question`, worked out by `answer` only if it is not among the recent ones.
  public func answer(to question: Question, _ answer: (Question) -> Answer) -> Answer {
    let known: Answer? = lock.withLock {
      questionsAsked += 1
      guard var entry = entries[question] else { return nil }
      entry.asked = questionsAsked
      entries[question] = entry
      return entry.answer
    }
    if let known { return known }
    // Worked out outside the lock: two threads asking the same new question both work it out,
    // which is harmless for a pure lookup and keeps one slow lookup from blocking the others.
    let fresh = answer(question)
    lock.withLock {
      questionsAsked += 1
      entries[question] = Entry(answer: fresh, asked: questionsAsked)
      // Forgetting costs a scan, but only a question not asked recently pays it.
      if entries.count > capacity,
        let oldest = entries.min(by: { $0.value.asked < $1.value.asked })?.key
      {
        entries[oldest] = nil
      }
    }
    return fresh
  }
}
