import TextUI

/// The view is the table's data source, but every answer comes from the presenter.
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        // The class registered for the identifier (in `loadView()`), so the cast cannot fail.
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
            as! ProductCell
        presenter.configure(cell, at: row)
        return cell
    }
}

/// The view is the table's delegate, and passes every touch on to the presenter.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
