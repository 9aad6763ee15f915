import TextUI

/// The view is the results table's data source: it shows the `results` it last took from its
/// view model (in `updateProperties()`), each visible one asked for when the table is reloaded,
/// as seed 002's view does.
extension SearchViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "repository", for: indexPath)
        let result = results[indexPath.row]
        var content = ListContentConfiguration.valueCell()
        content.text = result.name
        content.secondaryText = result.stars
        cell.contentConfiguration = content
        return cell
    }
}

/// The view is the results table's delegate: a touch on a result becomes the
/// `resultSelected(at:)` intent.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.resultSelected(at: indexPath.row)
    }
}
