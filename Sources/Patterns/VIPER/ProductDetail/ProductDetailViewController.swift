import Roles
import TextUI

/// **View** of a product's detail: a passive view controller. It builds its widgets, shows what
/// its presenter tells it through `ProductDetailViewInput`, and forwards every event to the
/// presenter; the router, not the view, pops it.
public final class ProductDetailViewController: ViewController, ProductDetailViewInput, Role.View {
    let presenter: any ProductDetailViewOutput

    // The screen's widgets (internal, as outlets are, so tests reach them).
    let nameField = TextField()
    let priceLabel = Label()
    let statusLabel = Label()
    let saveButton = Button(type: .system)

    public init(presenter: any ProductDetailViewOutput) {
        self.presenter = presenter
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
                self?.presenter.nameChanged(to: self?.nameField.text ?? "")
            }, for: .editingChanged)
        saveButton.addAction(
            Action { [weak self] _ in self?.presenter.saveTapped() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Name", nameField), StackView.formRow("Price", priceLabel),
            StackView(arrangedSubviews: [statusLabel, saveButton]),
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    // MARK: - ProductDetailViewInput

    public func set(title: String) { self.title = title }

    public func set(name: String) {
        // Written only when it differs: setting a field's text ends an input method's composition.
        if nameField.text != name { nameField.text = name }
    }

    public func set(price: String) { priceLabel.text = price }

    public func set(status: String, canSave: Bool) {
        statusLabel.text = status
        saveButton.isEnabled = canSave
    }
}
