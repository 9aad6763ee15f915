import Roles
import TextUI

/// **View:** a passive row. The presenter fills it through `ProductRowView` with ready-made
/// strings; it never sees a `Product`.
final class ProductCell: TableViewCell, ProductRowView, Role.View {
    static let reuseIdentifier = "product"

    func set(name: String, price: String) {
        textLabel.text = name
        detailTextLabel.text = price
    }
}
