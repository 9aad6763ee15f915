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
    private let loads = NewestRequest<Catalog>()

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    /// Starts a load that supersedes any under way; the phase is `.loading` until it answers.
    public func load() {
        loads.start({ [service] in try await service.loadCatalog() }) { [weak self] result in
            self?.answer(result)
        }
        change(to: .loading)
    }

    /// The newest load's answer (a superseded one never gets here).
    private func answer(_ result: Result<Catalog, any Error>) {
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
}
