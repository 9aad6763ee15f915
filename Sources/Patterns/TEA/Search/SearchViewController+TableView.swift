import TextUI

/// The view is the results table's data source: every answer comes from the state.
extension SearchViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.state.results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: RepositoryCell.reuseIdentifier, for: indexPath)
        // The class registered for the identifier (in `loadView()`).
        (cell as? RepositoryCell)?.show(store.state.row(at: indexPath.row))
        return cell
    }
}

/// The view is the results table's delegate: a touch on a result becomes an action.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.resultSelected(at: indexPath.row))
    }
}
