import TextUI

/// The view is the results table's data source, but every answer comes from the presenter.
extension SearchViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        // The class registered for the identifier (in `loadView()`), so the cast cannot fail.
        let cell =
            tableView.dequeueReusableCell(withIdentifier: RepositoryCell.reuseIdentifier, for: row)
            as! RepositoryCell
        presenter.configure(cell, at: row)
        return cell
    }
}

/// The view is the results table's delegate, and passes every touch on to the presenter.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.resultSelected(at: row)
    }
}
