import TextUI

/// The view is the table's data source, but every answer comes from the presenter.
extension ShopListViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        // The class registered for the identifier (in `loadView()`).
        if let cell = cell as? ProductCell { presenter.configure(cell, at: indexPath.row) }
        cell.accessoryType = .detailButton
        return cell
    }
}

/// The view is the table's delegate, and passes every touch on to the presenter.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
        presenter.detailButtonTapped(at: indexPath.row)
    }
}
