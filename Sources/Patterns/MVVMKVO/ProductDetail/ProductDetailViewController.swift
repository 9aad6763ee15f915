import KeyValueObserving
import Roles
import TextUI

/// **View** of a product's detail: plain widgets bound to `ProductDetailViewModel` by key-value
/// observing, both ways. Model → view: `observeValue(forKeyPath:…)` copies each output into its
/// widget as it changes, and goes back once the view model says the detail is done. View →
/// model: the field's editing-changed event becomes `nameChanged(_:)`; Save becomes
/// `saveTapped()`.
public final class ProductDetailViewController: ViewController, KeyValueObserver, Role.View {
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
        // The binding (seed 000's `setupBindings()`): observe each output, told at once.
        viewModel.addObserver(
            self, forKeyPath: \ProductDetailViewModel.title, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProductDetailViewModel.nameText, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProductDetailViewModel.price, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProductDetailViewModel.status, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProductDetailViewModel.saveIsEnabled, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProductDetailViewModel.isDone, options: [.new], context: nil)
        viewModel.viewDidLoad()
    }

    /// The binding, model → view: copies each output into its widget as it changes, inside the
    /// view model's setter.
    public func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        let text = change.new as? String
        switch keyPath {
        case \ProductDetailViewModel.title: title = text
        // Written only when it differs: setting a field's text ends an input method's composition.
        case \ProductDetailViewModel.nameText: if nameField.text != text { nameField.text = text }
        case \ProductDetailViewModel.price: priceLabel.text = text
        case \ProductDetailViewModel.status: statusLabel.text = text
        case \ProductDetailViewModel.saveIsEnabled:
            saveButton.isEnabled = change.new as? Bool ?? false
        case \ProductDetailViewModel.isDone:
            if change.new as? Bool == true {
                navigationController?.popViewController(animated: true)
            }
        default: break
        }
    }

    /// The observers come off by hand (seed 000's `deinit`), if `viewDidLoad()` added them.
    isolated deinit {
        guard isViewLoaded else { return }
        viewModel.removeObserver(self, forKeyPath: \ProductDetailViewModel.title)
        viewModel.removeObserver(self, forKeyPath: \ProductDetailViewModel.nameText)
        viewModel.removeObserver(self, forKeyPath: \ProductDetailViewModel.price)
        viewModel.removeObserver(self, forKeyPath: \ProductDetailViewModel.status)
        viewModel.removeObserver(self, forKeyPath: \ProductDetailViewModel.saveIsEnabled)
        viewModel.removeObserver(self, forKeyPath: \ProductDetailViewModel.isDone)
    }
}
