import Roles
import TextUI

/// **View** of the shop list: builds the widgets, is its view model's delegate and shows its
/// outputs when told they changed, and sends the user's intents back. It formats nothing.
public final class ShopListViewController: ViewController, Role.View {
    let viewModel: ShopListViewModel

    // Its widgets (internal, as outlets are, so tests reach them).
    let tableView = TableView(frame: .zero, style: .plain)
    let messageLabel = Label()
    let detailLabel = Label()

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
        viewModel.delegate = self
        // The outputs as they are; from now on the view model tells each change.
        shopScreenDidChange()
        shopListDidChange()
        viewModel.viewDidLoad()
    }

    private func markSelectedRow() {
        tableView.selectRow(
            at: viewModel.screen.selectedRow.map { IndexPath(row: $0, section: 0) },
            animated: false, scrollPosition: .none)
    }
}

/// The binding: the view model calls these after its outputs change, and the view copies them
/// into the widgets.
extension ShopListViewController: ShopListViewModelDelegate {
    public func shopScreenDidChange() {
        let screen = viewModel.screen
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
        markSelectedRow()
    }

    /// Another list: the table asks for its rows again. A changed product needs no reload: its
    /// row tells its cell (`ProductCell`).
    public func shopListDidChange() {
        tableView.reloadData()
        markSelectedRow()  // `reloadData()` clears the selection, as in UIKit
    }

    /// The navigation: the view model asks for a detail, the view pushes it.
    public func shopListShouldShowDetail(_ detail: ProductDetailViewModel) {
        navigationController?.pushViewController(
            ProductDetailViewController(viewModel: detail), animated: true)
    }
}
