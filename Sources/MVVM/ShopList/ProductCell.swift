import Roles
import TextUI

/// **View:** a row bound to its `ProductRowViewModel`. Its configuration reads the row's name
/// and price; the toolkit tracks what it read, as UIKit tracks a cell's configuration update on
/// iOS 26, so a change to the row runs it again.
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    /// The row this cell shows.
    var row: ProductRowViewModel? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The binding of one row.
    override func updateConfiguration() {
        super.updateConfiguration()
        textLabel.text = row?.name
        detailTextLabel.text = row?.price
    }
}
