import Roles
import TextUI

/// **View** of a product's detail: plain widgets bound to `ProductDetailViewModel` both ways.
/// Model → view: `updateProperties()` copies the outputs into the widgets. View → model: the
/// field's editing-changed event becomes `nameChanged(_:)`; Save becomes `saveTapped()`.
public final class ProductDetailViewController: ViewController, Role.View {
    let viewModel: ProductDetailViewModel

    // Its widgets (internal, as outlets are, so tests reach them).
    let nameField = TextField()
    let priceLabel = Label()
    let statusLabel = Label()
    let saveButton = Button(type: .system)

    public init(viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
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
                viewModel.nameChanged(nameField.text ?? "")
            }, for: .editingChanged)
        saveButton.addAction(
            Action { [weak self] _ in self?.viewModel.saveTapped() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Name", nameField), StackView.formRow("Price", priceLabel),
            StackView(arrangedSubviews: [statusLabel, saveButton]),
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewDidLoad()
    }

    /// The binding: copies the view model's state into the widgets, in the layout pass.
    public override func updateProperties() {
        super.updateProperties()
        title = viewModel.title
        // Written only when it differs: setting a field's text ends an input method's composition.
        if nameField.text != viewModel.nameText { nameField.text = viewModel.nameText }
        priceLabel.text = viewModel.price
        statusLabel.text = viewModel.status
        saveButton.isEnabled = viewModel.saveIsEnabled
    }
}
