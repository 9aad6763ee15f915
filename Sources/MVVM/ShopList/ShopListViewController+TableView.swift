import TextUI

/// The view is the table's data source: it shows the rows its view model published, asking for
/// each visible one when the table is reloaded (in `updateProperties()`).
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        rowCount
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: row)
        let rowViewModel = viewModel.row(at: row)
        cell.textLabel.text = rowViewModel.name
        cell.detailTextLabel.text = rowViewModel.price
        return cell
    }
}

/// The view is the table's delegate: a touch on a row becomes the `productSelected(id:)` intent,
/// naming the product the row shows.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.productSelected(id: viewModel.row(at: row).id)
    }
}
