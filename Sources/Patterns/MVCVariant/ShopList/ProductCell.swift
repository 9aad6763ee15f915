import Model
import Roles
import TextUI

/// **View:** a cell that is handed a `Product` and shows it itself, formatting its price.
/// It depends on the model: it cannot show anything that is not a `Product`.
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    /// The product this cell shows.
    var product: Product? {
        didSet {
            var content = ListContentConfiguration.valueCell()
            content.text = product?.name
            content.secondaryText = product.map { PriceFormatter.string(from: $0.price) }
            contentConfiguration = content
        }
    }
}
