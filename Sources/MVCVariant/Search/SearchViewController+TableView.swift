import Model
import TextUI

/// The controller is still the results table's data source, but it only hands each cell its
/// repository.
extension SearchViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        // The class registered for the identifier (in `loadView()`), so the cast cannot fail.
        let cell =
            tableView.dequeueReusableCell(withIdentifier: RepositoryCell.reuseIdentifier, for: row)
            as! RepositoryCell
        cell.repository = results[row]
        return cell
    }
}

/// The controller is the results table's delegate: touches on results come here.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        rowSelected(row)
    }
}
