import Roles
import TextUI

/// **View:** a row bound to its `ProductRowViewModel`. Its configuration reads the row's name
/// and price, and the toolkit runs it again whenever either changes (UIKit on iOS 26 tracks
/// `updateConfiguration(using:)` the same way).
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    /// The row this cell shows.
    var row: ProductRowViewModel? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        var content = ListContentConfiguration.valueCell().updated(for: state)
        content.text = row?.name
        content.secondaryText = row?.price
        contentConfiguration = content
    }
}
