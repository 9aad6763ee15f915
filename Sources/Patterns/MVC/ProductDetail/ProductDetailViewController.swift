import Model
import Roles
import TextUI

/// **Controller** of a product's detail: owns its views, keeps the edited name, formats the
/// price, decides what Save and the status line say, and renames the product through the store.
/// The shop list's controller makes it and pushes it; Save pops it, as the back button does.
public final class ProductDetailViewController: ViewController, Role.Controller {
    private let store: Store
    private let productID: Int
    private var storeObservation: ObservationToken?
    /// The name as the user left it in the field.
    private var editedName: String

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let nameField = TextField()
    let priceLabel = Label()
    let statusLabel = Label()
    let saveButton = Button(type: .system)

    init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
        self.editedName = store.product(withID: productID)?.name ?? ""
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        nameField.accessibilityIdentifier = ScreenIdentifier.productNameField
        nameField.placeholder = "the product's name"
        statusLabel.textColor = .secondaryLabel
        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityIdentifier = ScreenIdentifier.detailSaveButton
        nameField.addAction(
            Action { [weak self] _ in self?.nameChanged(to: self?.nameField.text ?? "") },
            for: .editingChanged)
        saveButton.addAction(Action { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Name", nameField), StackView.formRow("Price", priceLabel),
            StackView(arrangedSubviews: [statusLabel, saveButton]),
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

    // MARK: - Pushing the model into the views

    func updateViews() {
        let product = store.product(withID: productID)
        if let product {
            title = product.name
            priceLabel.text = PriceFormatter.string(from: product.price)
        }
        // Written only when it differs: setting a field's text ends an input method's composition.
        if nameField.text != editedName { nameField.text = editedName }
        statusLabel.text = product == nil ? "This product was removed." : ""
        saveButton.isEnabled = product != nil && !editedName.isEmpty
    }
}
