/// Keeps the scene's state, and is the one way to change it: `send(_:)` an action, the
/// reducer changes the state and asks for effects, the store tells its observer the new state
/// and runs the effects against its environment; their answers come back as actions.
///
/// An effect in flight is known by its ID. Cancelling it, or starting another under the same
/// ID, makes the store drop its answer however late it comes, on top of cancelling the
/// request itself.
@MainActor
final class LocationSearchStore {
  private(set) var state: LocationSearchState

  private let environment: LocationSearchEnvironment
  private var observer: ((LocationSearchState) -> Void)?

  // The latest run of each cancellable effect: an answer from an earlier run is stale.
  private var runs: [LocationSearchEffect.ID: Int] = [:]
  private var lastRun = 0

  // Actions sent while an action is being handled wait their turn, so the reducer, the
  // observer and the effects see actions one at a time, in the order they were sent.
  private var queue: [LocationSearchAction] = []
  private var isSending = false

  init(
    initialState: LocationSearchState = LocationSearchState(),
    environment: LocationSearchEnvironment
  ) {
    state = initialState
    self.environment = environment
  }

  /// Calls `observer` with the state now, and again after every action that changes it.
  func observe(_ observer: @escaping (LocationSearchState) -> Void) {
    self.observer = observer
    observer(state)
  }

  /// Handles `action`: reduces it into the state, tells the observer if the state changed, and
  /// runs the effects.
  func send(_ action: LocationSearchAction) {
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !queue.isEmpty {
      let before = state
      let effects = LocationSearchReducer.reduce(&state, queue.removeFirst())
      if state != before {
        observer?(state)
      }
      for effect in effects {
        run(effect)
      }
    }
  }

  // MARK: Effects

  private func run(_ effect: LocationSearchEffect) {
    switch effect {
    case .fetchRecommendations(let page):
      environment.recommendationProvider.fetchRecommendations(
        near: environment.locationProvider.currentCoordinate, page: page
      ) { [weak self] result in
        switch result {
        case .success(let page): self?.send(.pageLoaded(page))
        case .failure: self?.send(.pageFailed)
        }
      }
    case .complete(let query):
      let run = start(.completions)
      environment.completer.complete(query) { [weak self] result in
        guard let self, isCurrent(run, of: .completions) else { return }
        switch result {
        case .success(let completions): send(.completionsLoaded(query: query, completions))
        case .failure: send(.completionsFailed)
        }
      }
    case .search(let completion):
      let run = start(.localSearch)
      environment.searcher.search(for: completion) { [weak self] result in
        guard let self, isCurrent(run, of: .localSearch) else { return }
        switch result {
        case .success(let mapItems): send(.searchFinished(completion, mapItems))
        case .failure: send(.searchFailed)
        }
      }
    case .cancel(let id):
      runs[id] = nil
      switch id {
      case .completions: environment.completer.cancel()
      case .localSearch: environment.searcher.cancel()
      }
    }
  }

  /// Records a new run under `id`, which makes the one before it stale.
  private func start(_ id: LocationSearchEffect.ID) -> Int {
    lastRun += 1
    runs[id] = lastRun
    return lastRun
  }

  private func isCurrent(_ run: Int, of id: LocationSearchEffect.ID) -> Bool {
    runs[id] == run
  }
}
