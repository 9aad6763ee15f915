import TextUI

/// The view is the results table's data source: it shows the `results` it last took from its
/// view model (in `updateProperties()`), each visible one asked for when the table is reloaded,
/// as seed 002's view does.
extension SearchViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "repository", for: row)
        let result = results[row]
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
