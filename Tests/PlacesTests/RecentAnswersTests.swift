import Expectations
import Testing

@testable import Places

@Suite("Recent answers of a costly lookup")
struct RecentAnswersTests {
  @Test("a question asked again is answered from memory, and the oldest of too many is forgotten")
  func remembersTheLastFew() {
    let memo = RecentAnswers<Int, String>(capacity: 2)
    var worked: [Int] = []
    func ask(_ question: Int) -> String {
      memo.answer(to: question) { question in
        worked.append(question)
        return "answer \(question)"
      }
    }
    expectEqual(ask(1), "answer 1")
    expectEqual(ask(1), "answer 1")
    expectEqual(ask(2), "answer 2")
    expectEqual(worked, [1, 2])
    // Asking 1 again makes it the most recent, so 3 pushes out 2, not 1.
    _ = ask(1)
    expectEqual(ask(3), "answer 3")
    _ = ask(1)
    _ = ask(2)
    expectEqual(worked, [1, 2, 3, 2])
  }

  @Test("the gazetteer's nearest places are the same from memory as worked out afresh")
  func nearestFromMemory() {
    let gazetteer = Gazetteer(places: NearestTests.scattered)
    let point = Coordinate(latitude: 10, longitude: 20)
    let first = gazetteer.nearest(to: point, limit: 7).map(\.id)
    expectEqual(gazetteer.nearest(to: point, limit: 7).map(\.id), first)
    expectEqual(first, NearestTests.bruteForce(NearestTests.scattered, point, 7))
    expectEqual(
      gazetteer.nearest(to: point, limit: 3).map(\.id), Array(first.prefix(3)),
      "another limit is another question")
  }
}
