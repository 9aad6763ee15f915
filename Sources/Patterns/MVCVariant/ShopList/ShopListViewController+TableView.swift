import Model
import TextUI

/// The controller is still the table's data source, but it only hands each cell its product.
extension ShopListViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        phase == .loaded ? store.products.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        // The class registered for the identifier (in `loadView()`).
        (cell as? ProductCell)?.product = store.products[indexPath.row]
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
