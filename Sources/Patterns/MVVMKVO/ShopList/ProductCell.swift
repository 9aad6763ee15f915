import KeyValueObserving
import Roles
import TextUI

/// **View:** a row bound to its `ProductRowViewModel` by key-value observing: it observes the
/// row's name and price and copies each into its content as it changes.
final class ProductCell: TableViewCell, KeyValueObserver, Role.View {
    static let reuseIdentifier = "product"

    /// The row this cell shows. A cell is reused for other rows: handed another, it stops
    /// observing the row it showed and observes the new one, by hand.
    var row: ProductRowViewModel? {
        willSet {
            row?.removeObserver(self, forKeyPath: \ProductRowViewModel.name)
            row?.removeObserver(self, forKeyPath: \ProductRowViewModel.price)
        }
        didSet {
            row?.addObserver(
                self, forKeyPath: \ProductRowViewModel.name, options: [.initial, .new],
                context: nil)
            row?.addObserver(
                self, forKeyPath: \ProductRowViewModel.price, options: [.initial, .new],
                context: nil)
        }
    }

    /// The binding: copies the row's name or price into the cell's content as it changes.
    func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        var content =
            contentConfiguration as? ListContentConfiguration ?? .valueCell()
        switch keyPath {
        case \ProductRowViewModel.name:
            content.text = change.new as? String
        case \ProductRowViewModel.price:
            content.secondaryText = change.new as? String
        default:
            return
        }
        contentConfiguration = content
    }

    isolated deinit {
        row?.removeObserver(self, forKeyPath: \ProductRowViewModel.name)
        row?.removeObserver(self, forKeyPath: \ProductRowViewModel.price)
    }
}
