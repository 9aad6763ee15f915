import TextUI

/// The view is the table's data source: every answer comes from the state.
extension ShopListViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.state.rowCount
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        let state = store.state
        shownProducts[indexPath.row] = state.products[indexPath.row]
        // The class registered for the identifier (in `loadView()`).
        (cell as? ProductCell)?.show(state.row(at: indexPath.row))
        cell.accessoryType = .detailButton
        return cell
    }
}

/// The view is the table's delegate: every touch becomes an action.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.rowSelected(at: indexPath.row))
    }

    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
        store.send(.detailButtonTapped(at: indexPath.row))
    }
}
