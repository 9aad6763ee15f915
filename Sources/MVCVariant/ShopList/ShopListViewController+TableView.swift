import Model
import TextUI

/// The controller is still the table's data source, but it only hands each cell its product.
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        phase == .loaded ? store.products.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        // The class registered for the identifier (in `loadView()`), so the cast cannot fail.
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
            as! ProductCell
        cell.product = store.products[row]
        return cell
    }
}

/// The controller is the table's delegate: touches on rows come here.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        rowSelected(row)
    }
}
