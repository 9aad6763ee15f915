import Model
import TextUI

/// The controller is still the table's data source, but it only hands each cell its product.
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        loader.phase == .loaded ? store.products.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier)
            as? ProductCell ?? ProductCell()
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
