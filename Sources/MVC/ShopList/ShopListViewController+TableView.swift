import Model
import TextUI

/// The controller is the table's data source: it turns model values into cell text.
extension ShopListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        phase == .loaded ? store.products.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: row)
        let product = store.products[row]
        cell.textLabel.text = product.name
        cell.detailTextLabel.text = PriceFormatter.string(from: product.price)
        return cell
    }
}

/// The controller is the table's delegate: touches on rows come here.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        rowSelected(row)
    }
}
