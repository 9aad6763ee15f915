import Model
import TextUI

/// The controller is the table's data source: it turns model values into cell text.
extension ShopListViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        phase == .loaded ? store.products.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        let product = store.products[indexPath.row]
        var content = ListContentConfiguration.valueCell()
        content.text = product.name
        content.secondaryText = PriceFormatter.string(from: product.price)
        cell.contentConfiguration = content
        cell.accessoryType = .detailButton
        return cell
    }
}

/// The controller is the table's delegate: touches on rows come here.
extension ShopListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        rowSelected(at: indexPath)
    }

    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
        detailButtonTapped(at: indexPath)
    }
}
