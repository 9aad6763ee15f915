import Model
import TextUI

/// The controller is still the results table's data source, but it only hands each cell its
/// repository.
extension SearchViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: RepositoryCell.reuseIdentifier, for: indexPath)
        // The class registered for the identifier (in `loadView()`).
        (cell as? RepositoryCell)?.repository = results[indexPath.row]
        return cell
    }
}

/// The controller is the results table's delegate: touches on results come here.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        rowSelected(at: indexPath)
    }
}
