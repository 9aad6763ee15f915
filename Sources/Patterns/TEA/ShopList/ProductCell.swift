import Roles
import TextUI

/// **View:** one row of the list, showing a row of the state as it is given.
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    func show(_ row: ShopListFeature.Row) {
        var content = ListContentConfiguration.valueCell()
        content.text = row.name
        content.secondaryText = row.price
        contentConfiguration = content
    }
}
