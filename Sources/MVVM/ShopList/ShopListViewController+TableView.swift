import TextUI

/// The view is the table's data source: it shows the rows its view model formats.
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

/// The view is the table's delegate: a touch on a row becomes the `rowSelected(at:)` intent.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.rowSelected(at: row)
    }
}
