import TextUI

/// The view is the results table's data source: it shows its view model's `results`, asking for
/// each visible one when the table is reloaded (in `updateProperties()`), as seed 002's view
/// does.
extension SearchViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        viewModel.results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "repository", for: row)
        let result = viewModel.results[row]
        cell.textLabel.text = result.name
        cell.detailTextLabel.text = result.stars
        return cell
    }
}

/// The view is the results table's delegate: a touch on a result becomes the
/// `resultSelected(at:)` intent.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.resultSelected(at: row)
    }
}
