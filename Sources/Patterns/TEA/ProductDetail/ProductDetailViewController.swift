import ElmArchitecture
import Roles
import TextUI

/// **View** of a product's detail: renders the detail's state into its widgets and sends every
/// edit and touch as an action. Navigation is state: once the list's state holds no detail (a
/// save closed it), it goes back.
public final class ProductDetailViewController: ViewController, Role.View {
    let store: StoreOf<ProductDetailFeature>

    // Its widgets (internal, as outlets are, so tests reach them).
    let nameField = TextField()
    let priceLabel = Label()
    let statusLabel = Label()
    let saveButton = Button(type: .system)

    public init(store: StoreOf<ProductDetailFeature>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        nameField.accessibilityIdentifier = ScreenIdentifier.productNameField
        nameField.placeholder = "the product's name"
        statusLabel.textColor = .secondaryLabel
        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityIdentifier = ScreenIdentifier.detailSaveButton
        nameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                store.send(.nameChanged(nameField.text ?? ""))
            }, for: .editingChanged)
        saveButton.addAction(
            Action { [weak self] _ in self?.store.send(.saveTapped) }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Name", nameField), StackView.formRow("Price", priceLabel),
            StackView(arrangedSubviews: [statusLabel, saveButton]),
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        store.send(.viewDidLoad)
    }

    /// The render: the state into the widgets, in the layout pass, and back to the list once the
    /// list's state holds no detail (a read that leaves no observer behind: `isPresented`).
    public override func updateProperties() {
        super.updateProperties()
        guard store.isPresented else {
            if navigationController?.topViewController === self {
                navigationController?.popViewController(animated: true)
            }
            return
        }
        let state = store.state
        title = state.name
        // Written only when it differs: setting a field's text ends an input method's composition.
        if nameField.text != state.nameText { nameField.text = state.nameText }
        priceLabel.text = state.priceText
        statusLabel.text = state.status
        saveButton.isEnabled = state.saveIsEnabled
    }
}
