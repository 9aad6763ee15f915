/// Runs asynchronous requests of which only the newest counts: starting one supersedes those
/// under way. Their tasks are cancelled, and whatever they answer later, success or failure, is
/// dropped (SCREENS.md, "Overlapping loads"). A generic mechanism, like `Debouncer`: which role
/// starts requests and what it does with the newest answer is each pattern's business.
@MainActor
public final class NewestRequest<Value: Sendable> {
    private var newest = 0
    private var task: Task<Void, Never>?

    public init() {}

    /// Starts `work`, superseding any request under way; `answer` hears its result, unless a
    /// newer request (or `supersede()`) came first. `work` starts on the main actor, in the
    /// task's first turn, as a call to the service would: no hop through another thread first.
    public func start(
        _ work: @escaping @MainActor () async throws -> Value,
        then answer: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) {
        supersede()
        let request = newest
        task = Task { [weak self] in
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            guard let self, request == self.newest else { return }  // superseded
            self.task = nil
            answer(result)
        }
    }

    /// Drops whatever is under way: its answer will change nothing.
    public func supersede() {
        newest += 1
        task?.cancel()
        task = nil
    }

    isolated deinit {
        task?.cancel()
    }
}
