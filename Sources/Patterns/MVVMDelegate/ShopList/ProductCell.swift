import Roles
import TextUI

/// **View:** a row bound to its `ProductRowViewModel` as the row's delegate. Its configuration
/// reads the row's name and price; the row's `productRowDidChange()` asks for it again.
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    /// The row this cell shows. A reused cell takes the new row's delegate slot and lets go of
    /// the row it showed before (which another cell may have taken since).
    var row: ProductRowViewModel? {
        didSet {
            if oldValue?.delegate === self { oldValue?.delegate = nil }
            row?.delegate = self
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        var content = ListContentConfiguration.valueCell().updated(for: state)
        content.text = row?.name
        content.secondaryText = row?.price
        contentConfiguration = content
    }
}

/// The cell is its row's delegate: a changed product configures the cell again.
extension ProductCell: ProductRowViewModelDelegate {
    func productRowDidChange() {
        setNeedsUpdateConfiguration()
    }
}
