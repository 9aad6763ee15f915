import TextUI

/// The view is the results table's data source, but every answer comes from the presenter.
extension SearchViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: RepositoryCell.reuseIdentifier, for: indexPath)
        // The class registered for the identifier (in `loadView()`).
        if let cell = cell as? RepositoryCell { presenter.configure(cell, at: indexPath.row) }
        return cell
    }
}

/// The view is the results table's delegate, and passes every touch on to the presenter.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.resultSelected(at: indexPath.row)
    }
}
