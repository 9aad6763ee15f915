import Model
import Roles

/// **Presenter** of the shop list: keeps the load phase and the selection, formats every text,
/// and tells its view what to show. It reads the products through the interactor and asks it to
/// load, and asks the router to show a detail; it knows the view, the interactor and the router
/// only through the module's contract, and holds no toolkit type and no store.
@MainActor
public final class ShopListPresenter: ShopListViewOutput, ShopListInteractorOutput,
    Role.Presenter
{
    /// Where loading the catalog stands.
    enum LoadPhase: Equatable {
        /// A load is under way (also before the first one starts).
        case loading
        case loaded
        /// The newest load failed, for this reason.
        case failed(String)
    }

    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any ShopListViewInput)?

    private let interactor: any ShopListInteractorInput
    private let router: any ShopListRouterInput
    private(set) var phase = LoadPhase.loading
    private(set) var selectedProductID: Int?

    public init(interactor: any ShopListInteractorInput, router: any ShopListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - ShopListViewOutput

    public func viewDidLoad() {
        interactor.observeProducts()
        loadCatalog()
    }

    public func reloadTapped() {
        loadCatalog()
    }

    public func rowSelected(at row: Int) {
        selectedProductID = interactor.products[row].id
        view?.select(row: row)
        updateDetail()
    }

    public func detailButtonTapped(at row: Int) {
        router.showDetail(ofProductWithID: interactor.products[row].id)
    }

    public var numberOfRows: Int {
        phase == .loaded ? interactor.products.count : 0
    }

    public func configure(_ rowView: any ProductRowView, at row: Int) {
        let product = interactor.products[row]
        rowView.set(name: product.name, price: PriceFormatter.string(from: product.price))
    }

    // MARK: - ShopListInteractorOutput

    public func catalogLoadSucceeded() {
        phase = .loaded  // the products follow
    }

    public func catalogLoadFailed(_ error: any Error) {
        phase = .failed("\(error)")
        updateView()
    }

    public func productsChanged() {
        productsDidChange(updating: nil)
    }

    public func productUpdated(id: Int) {
        productsDidChange(updating: id)
    }

    // MARK: - Telling the view what to show

    /// The products changed; `updatedID` names the one product whose name or price alone changed.
    private func productsDidChange(updating updatedID: Int?) {
        // The selection follows the product; it ends when the product is gone (removed, or
        // missing from a reloaded catalog).
        if let id = selectedProductID, interactor.product(withID: id) == nil {
            selectedProductID = nil
        }
        // A changed product changes its own row alone; a new list is shown again.
        if let updatedID, phase == .loaded, let row = interactor.index(ofProductWithID: updatedID) {
            view?.showProduct(at: row)
            updateDetail()
        } else {
            updateView()
        }
    }

    private func loadCatalog() {
        phase = .loading
        updateView()
        interactor.loadCatalog()
    }

    private func updateView() {
        guard let view else { return }
        let count = interactor.products.count
        switch phase {
        case .loading:
            view.set(title: "Shop")
            view.showMessage("Loading…", hint: nil)
        case .failed(let reason):
            view.set(title: "Shop")
            view.showMessage("Load failed: \(reason)", hint: "Tap Reload to try again.")
        case .loaded where count == 0:
            view.set(title: "Shop · \(CountFormatter.string(0, "item"))")
            view.showMessage("No products yet.", hint: nil)
        case .loaded:
            view.set(title: "Shop · \(CountFormatter.string(count, "item"))")
            view.showProducts()
            view.select(row: selectedProductID.flatMap(interactor.index(ofProductWithID:)))
            updateDetail()
        }
    }

    private func updateDetail() {
        if let id = selectedProductID, let product = interactor.product(withID: id) {
            view?.set(
                detail: "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))")
        } else {
            view?.set(detail: "Tap a row to see its details.")
        }
    }
}
