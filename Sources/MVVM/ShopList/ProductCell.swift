import Roles
import TextUI

/// **View:** a row bound to its `ProductRowViewModel`: handed a row, it becomes its delegate (and
/// lets go of the row it showed before), and its configuration copies the row's name and price
/// into its labels, again whenever the row says it changed.
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    /// The row this cell shows.
    var row: ProductRowViewModel? {
        didSet {
            // The binding of one row.
            if oldValue?.delegate === self { oldValue?.delegate = nil }
            row?.delegate = self
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: ConfigurationState) {
        super.updateConfiguration(using: state)
        textLabel.text = row?.name
        detailTextLabel.text = row?.price
    }
}

extension ProductCell: ProductRowViewModelDelegate {
    func productRowDidChange(_ row: ProductRowViewModel) {
        setNeedsUpdateConfiguration()
    }
}
