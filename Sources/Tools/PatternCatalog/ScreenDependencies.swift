import Model

/// What a pattern's screens are built over: the one store and the services every pattern shares,
/// the clock searches are debounced on, and the rows a table shows.
public struct ScreenDependencies {
    /// The store the screens show and change.
    public var store: Store
    /// Where the shop list loads its catalog from.
    public var service: any CatalogService
    /// Where the search looks up repositories.
    public var searchService: any RepositorySearchService
    /// The clock searches wait on.
    public var clock: any Clock<Duration>

    public init(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>
    ) {
        self.store = store
        self.service = service
        self.searchService = searchService
        self.clock = clock
    }
}
