import Roles
import TextUI

/// **View:** a row bound to its `ProductRowViewModel`: handed a row, it observes it (dropping the
/// observation of the row it showed before), and its configuration copies the row's name and
/// price into its labels, again after every change to the row.
final class ProductCell: TableViewCell, Role.View {
    static let reuseIdentifier = "product"

    /// The row this cell shows.
    var row: ProductRowViewModel? {
        didSet {
            // The binding of one row: the old row's observation ends as it is released.
            rowObservation = row?.observe { [weak self] in self?.setNeedsUpdateConfiguration() }
            setNeedsUpdateConfiguration()
        }
    }

    private var rowObservation: ProductRowViewModel.Observation?

    override func updateConfiguration() {
        super.updateConfiguration()
        textLabel.text = row?.name
        detailTextLabel.text = row?.price
    }
}
