import Model
import Roles
import TextUI

/// **View:** the line under the table. Handed the selected `Product`, it formats the detail
/// itself; with no product it invites a tap, unless the controller sets a hint instead.
final class ProductDetailView: View, Role.View {
    let label = Label()  // assigned only here (internal, as an outlet is, so tests reach it)

    /// The selected product.
    var product: Product? {
        didSet { update() }
    }

    /// A line that replaces the detail (e.g. after a failed load).
    var hint: String? {
        didSet { update() }
    }

    init() {
        super.init(frame: .zero)
        addSubview(label)
        update()
    }

    override func heightThatFits(width: Int) -> Int { 1 }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
    }

    private func update() {
        if let hint {
            label.text = hint
        } else if let product {
            label.text = "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))"
        } else {
            label.text = "Tap a row to see its details."
        }
    }
}
