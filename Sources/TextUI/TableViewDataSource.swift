/// Supplies a table's rows, as `UITableViewDataSource` does (one section, rows by index).
@MainActor
public protocol TableViewDataSource: AnyObject {
    func numberOfRows(in tableView: TableView) -> Int
    /// Called only for visible rows; dequeue a cell with `dequeueReusableCell(withIdentifier:)`.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Hears about touches on a table's rows, as `UITableViewDelegate` does.
@MainActor
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}
