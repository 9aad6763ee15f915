import KeyValueObserving
import Roles
import TextUI

/// **View** of the shop list: builds the widgets, binds them to its view model by key-value
/// observing and sends the user's intents back. It formats nothing.
public final class ShopListViewController: ViewController, KeyValueObserver, Role.View {
    let viewModel: ShopListViewModel

    // Its widgets (internal, as outlets are, so tests reach them).
    let tableView = TableView(frame: .zero, style: .plain)
    let messageLabel = Label()
    let detailLabel = Label()
    /// The list the table shows: the view model's, as it was when the table was last reloaded.
    private(set) var shownList = ShopListViewModel.List()

    public init(viewModel: ShopListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        navigationItem.backButtonTitle = "Shop"  // the back button a pushed detail shows
    }

    public override func loadView() {
        tableView.accessibilityIdentifier = ScreenIdentifier.productTable
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let reloadItem = BarButtonItem(
            title: "Reload",
            primaryAction: Action { [weak self] _ in self?.viewModel.reloadTapped() })
        reloadItem.accessibilityIdentifier = ScreenIdentifier.reloadButton
        navigationItem.rightBarButtonItem = reloadItem
        let stack = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The binding (seed 000's `setupBindings()`): observe each output, told at once.
        viewModel.addObserver(
            self, forKeyPath: \ShopListViewModel.screen, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ShopListViewModel.list, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ShopListViewModel.detailToShow, options: [.new], context: nil)
        viewModel.viewDidLoad()
    }

    /// The binding: copies each output into the widgets as it changes, inside the view model's
    /// setter.
    public func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        switch keyPath {
        case \ShopListViewModel.screen:
            if let screen = change.new as? ShopListViewModel.Screen { show(screen) }
        case \ShopListViewModel.list:
            if let list = change.new as? ShopListViewModel.List { show(list) }
        // The navigation binding: the view model asks for a detail, the view pushes it.
        case \ShopListViewModel.detailToShow:
            if let detail = change.new as? ProductDetailViewModel {
                navigationController?.pushViewController(
                    ProductDetailViewController(viewModel: detail), animated: true)
                viewModel.detailShown()
            }
        default:
            break
        }
    }

    /// The observers come off by hand (seed 000's `deinit`), if `viewDidLoad()` added them.
    isolated deinit {
        guard isViewLoaded else { return }
        viewModel.removeObserver(self, forKeyPath: \ShopListViewModel.screen)
        viewModel.removeObserver(self, forKeyPath: \ShopListViewModel.list)
        viewModel.removeObserver(self, forKeyPath: \ShopListViewModel.detailToShow)
    }

    private func show(_ screen: ShopListViewModel.Screen) {
        title = screen.title
        switch screen.content {
        case .message(let message, let hint):
            messageLabel.isHidden = false
            messageLabel.text = message
            tableView.isHidden = true
            detailLabel.isHidden = hint == nil
            detailLabel.text = hint
        case .products:
            messageLabel.isHidden = true
            tableView.isHidden = false
            detailLabel.isHidden = false
            detailLabel.text = screen.detail
        }
        tableView.selectRow(
            at: screen.selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
    }

    /// The list's binding: when the view model publishes another list (a load, a product added or
    /// removed), the table asks for its rows again. A changed product needs no reload: its cell
    /// observes its row (`ProductCell`).
    private func show(_ list: ShopListViewModel.List) {
        guard shownList != list else { return }
        shownList = list
        tableView.reloadData()
        // A reload clears the selection, as in UIKit; the view model's selection stands.
        tableView.selectRow(
            at: viewModel.screen.selectedRow.map { IndexPath(row: $0, section: 0) },
            animated: false, scrollPosition: .none)
    }
}
