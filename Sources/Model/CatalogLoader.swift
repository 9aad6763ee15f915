/// Loads the catalog into the store: the load state machine every screen that loads shares
/// (seed 004's layered design puts it below the screens).
///
/// **The newest load decides.** Each `load()` supersedes the ones before it: their task is
/// cancelled, and whatever they answer later, success or failure, changes nothing. Which role
/// calls `load()` and who hears `onPhaseChange` is each pattern's business; this is not.
@MainActor
public final class CatalogLoader {
    /// Where loading stands.
    public enum Phase: Equatable, Sendable {
        /// A load is under way (also before the first one starts).
        case loading
        case loaded
        /// The newest load failed, for this reason.
        case failed(String)
    }

    /// Where the newest load stands.
    public private(set) var phase = Phase.loading
    /// Told of every phase change, after the store has the new catalog.
    public var onPhaseChange: (@MainActor (Phase) -> Void)?

    private let store: Store
    private let service: any CatalogService
    private var newest = 0
    private var task: Task<Void, Never>?

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    /// Starts a load that supersedes any under way; the phase is `.loading` until it answers.
    public func load() {
        newest += 1
        let request = newest
        task?.cancel()
        task = Task { [weak self, service] in
            let result: Result<Catalog, any Error>
            do {
                result = .success(try await service.loadCatalog())
            } catch {
                result = .failure(error)
            }
            self?.answer(request, with: result)
        }
        change(to: .loading)
    }

    private func answer(_ request: Int, with result: Result<Catalog, any Error>) {
        guard request == newest else { return }  // superseded: changes nothing
        task = nil
        switch result {
        case .success(let catalog):
            phase = .loaded  // before the store tells its observers, so they see it
            store.replaceCatalog(catalog)
            change(to: .loaded)
        case .failure(let error):
            change(to: .failed("\(error)"))
        }
    }

    private func change(to phase: Phase) {
        self.phase = phase
        onPhaseChange?(phase)
    }

    isolated deinit {
        task?.cancel()
    }
}
