import TextUI

/// The view is the table's data source: it hands each cell the row view model it shows, when the
/// table is reloaded (in `updateProperties()`); the cell binds to it.
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        // The class registered for the identifier (in `loadView()`), so the cast cannot fail.
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
            as! ProductCell
        cell.row = rows[row]
        return cell
    }
}

/// The view is the table's delegate: a touch on a row becomes the `productSelected(id:)` intent,
/// naming the product the row shows.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.productSelected(id: rows[row].id)
    }
}
