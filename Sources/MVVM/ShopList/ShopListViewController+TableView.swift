import TextUI

/// The view is the table's data source: it shows the rows its view model published. The table
/// asks inside observation tracking, so when the view model publishes other rows the table asks
/// again in the next pass: no `reloadData()` here.
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        viewModel.rowCount
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "product")
            ?? TableViewCell(reuseIdentifier: "product")
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
