import Model
import Roles

/// **Presenter** of a product's detail: keeps the edited name, formats the price, decides what
/// Save and the line beside it say, asks the interactor to rename the product and the router to
/// close the detail after a save. It knows its view only through `ProductDetailViewInput`,
/// weakly.
@MainActor
public final class ProductDetailPresenter: ProductDetailViewOutput,
    ProductDetailInteractorOutput, Role.Presenter
{
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any ProductDetailViewInput)?

    private let interactor: any ProductDetailInteractorInput
    private let router: any ProductDetailRouterInput
    /// The name as the user left it in the field.
    private var editedName: String

    public init(
        interactor: any ProductDetailInteractorInput, router: any ProductDetailRouterInput
    ) {
        self.interactor = interactor
        self.router = router
        self.editedName = interactor.product?.name ?? ""
    }

    // MARK: - ProductDetailViewOutput

    public func viewDidLoad() {
        interactor.observeProduct()
        updateView()
    }

    public func nameChanged(to text: String) {
        editedName = text
        updateView()
    }

    public func saveTapped() {
        interactor.renameProduct(to: editedName)  // Save is enabled only for a name
        router.close()
    }

    // MARK: - ProductDetailInteractorOutput

    public func productChanged() {
        updateView()
    }

    // MARK: - Telling the view

    private func updateView() {
        let product = interactor.product
        if let product {
            view?.set(title: product.name)
            view?.set(price: PriceFormatter.string(from: product.price))
        }
        view?.set(name: editedName)
        view?.set(
            status: product == nil ? "This product was removed." : "",
            canSave: product != nil && !editedName.isEmpty)
    }
}
