import Model
import TextUI

/// The controller is the results table's data source: it turns repositories into cell text.
extension SearchViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "repository", for: row)
        let repository = results[row]
        cell.textLabel.text = repository.fullName
        cell.detailTextLabel.text = StarFormatter.string(repository.stars)
        return cell
    }
}

/// The controller is the results table's delegate: touches on results come here.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        rowSelected(row)
    }
}
