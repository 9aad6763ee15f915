import TextUI

/// The view is the table's data source: it hands each cell the row view model it shows, when the
/// table asks for it; the cell binds to it.
extension ShopListViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shownList.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        // The class registered for the identifier (in `loadView()`).
        (cell as? ProductCell)?.row = viewModel.row(at: indexPath.row)
        cell.accessoryType = .detailButton
        return cell
    }
}

/// The view is the table's delegate: a touch on a row becomes the `rowSelected(at:)` intent.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }

    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
        viewModel.detailButtonTapped(at: indexPath.row)
    }
}
