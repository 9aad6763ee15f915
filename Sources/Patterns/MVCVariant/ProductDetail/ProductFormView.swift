import Model
import Roles
import TextUI

/// **View:** the product detail's form. Handed the stored `product` and the `name` as the user
/// left it, it fills its field and formats the price itself, as the variant's views do; with
/// no product (removed) it keeps the last price. Save and the line beside it show the
/// controller's state and are the controller's widgets, as in MVC.
final class ProductFormView: View, Role.View {
    /// The product as the store has it; nil once it was removed (the price stays).
    var product: Product? {
        didSet {
            if let product { priceLabel.text = PriceFormatter.string(from: product.price) }
        }
    }
    /// The name in the field, as the user left it. Written to the field only when it differs:
    /// setting a field's text ends an input method's composition.
    var name = "" {
        didSet {
            if nameField.text != name { nameField.text = name }
        }
    }

    let nameField = TextField()  // its events go to the controller (target-action)
    let priceLabel = Label()  // assigned only here (internal, as an outlet is)
    private let stack: StackView

    init() {
        stack = StackView(arrangedSubviews: [
            StackView.formRow("Name", nameField), StackView.formRow("Price", priceLabel),
        ])
        super.init(frame: .zero)
        stack.axis = .vertical
        nameField.placeholder = "the product's name"
        nameField.accessibilityIdentifier = ScreenIdentifier.productNameField
        addSubview(stack)
    }

    override func heightThatFits(width: Int) -> Int { stack.heightThatFits(width: width) }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }
}
