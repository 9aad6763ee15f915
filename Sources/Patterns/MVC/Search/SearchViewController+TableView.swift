import Model
import TextUI

/// The controller is the results table's data source: it turns repositories into cell text.
extension SearchViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "repository", for: indexPath)
        let repository = results[indexPath.row]
        var content = ListContentConfiguration.valueCell()
        content.text = repository.fullName
        content.secondaryText = StarFormatter.string(repository.stars)
        cell.contentConfiguration = content
        return cell
    }
}

/// The controller is the results table's delegate: touches on results come here.
extension SearchViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        rowSelected(at: indexPath)
    }
}
