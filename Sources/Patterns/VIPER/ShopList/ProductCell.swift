import Roles
import TextUI

/// **View:** a passive row. The presenter fills it through `ProductRowView` with ready-made
/// strings; it never sees a `Product`.
final class ProductCell: TableViewCell, ProductRowView, Role.View {
    static let reuseIdentifier = "product"

    func set(name: String, price: String) {
        var content = ListContentConfiguration.valueCell()
        content.text = name
        content.secondaryText = price
        contentConfiguration = content
    }
}
