import TextUI

/// The view is the results table's data source: it shows the rows its view model published.
/// The table asks inside observation tracking, so when the view model publishes other results
/// the table asks again in the next pass: no `reloadData()` here.
extension SearchViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        viewModel.results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "repository")
            ?? TableViewCell(reuseIdentifier: "repository")
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
