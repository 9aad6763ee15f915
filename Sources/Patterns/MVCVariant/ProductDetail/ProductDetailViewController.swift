import Model
import Roles
import TextUI

/// **Controller** of a product's detail: keeps the edited name, hands the product and the name
/// to its form view (which formats them), decides what Save and the line beside it say, and
/// renames the product through the store. The shop list's controller makes it and pushes it;
/// Save pops it, as the back button does.
public final class ProductDetailViewController: ViewController, Role.Controller {
    private let store: Store
    private let productID: Int
    private var storeObservation: ObservationToken?
    /// The name as the user left it in the field.
    private var editedName: String

    // The views it composes (internal, as outlets are, so tests reach them).
    let formView = ProductFormView()
    let statusLabel = Label()
    let saveButton = Button(type: .system)

    init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
        self.editedName = store.product(withID: productID)?.name ?? ""
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        statusLabel.textColor = .secondaryLabel
        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityIdentifier = ScreenIdentifier.detailSaveButton
        formView.nameField.addAction(
            Action { [weak self] _ in self?.nameChanged(to: self?.formView.nameField.text ?? "") },
            for: .editingChanged)
        saveButton.addAction(Action { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            formView, StackView(arrangedSubviews: [statusLabel, saveButton]),
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            if change != .appUpdated, change != .personUpdated { self?.updateViews() }
        }
        updateViews()
    }

    // MARK: - Events

    private func nameChanged(to text: String) {
        editedName = text
        updateViews()
    }

    private func saveTapped() {
        try? store.renameProduct(id: productID, to: editedName)  // enabled only for a name
        navigationController?.popViewController(animated: true)
    }

    // MARK: - Handing the model to the views

    func updateViews() {
        let product = store.product(withID: productID)
        if let product { title = product.name }
        formView.product = product
        formView.name = editedName
        statusLabel.text = product == nil ? "This product was removed." : ""
        saveButton.isEnabled = product != nil && !editedName.isEmpty
    }
}
