/// Supplies a table's rows, as `UITableViewDataSource` does.
///
/// UIKit: tables have sections; the toolkit's table has one, so `numberOfSections(in:)` is not
/// asked and every index path's section is 0.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`. Called only for visible rows; dequeue it with
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// Hears about touches on a table's rows, as `UITableViewDelegate` does.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user selected the row at `indexPath`. The table has already highlighted it; calling
    /// this method from code (as a unit test does) selects nothing, as in UIKit.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user tapped the detail button of the row at `indexPath` (a cell whose
    /// `accessoryType` is `.detailButton`); the row is not selected, as in UIKit.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Optional, as in UIKit: a delegate that does not implement it hears nothing.
    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}
}
