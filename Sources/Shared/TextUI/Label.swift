/// One line of text, like `UILabel` with `numberOfLines = 1`: text that does not fit is cut
/// with an ellipsis.
@MainActor
public final class Label: View {
    /// The text. A new text marks the superview for layout, which may depend on its width (as
    /// a new text changes a `UILabel`'s intrinsic content size).
    public var text: String? {
        didSet { if text != oldValue { superview?.setNeedsLayout() } }
    }
    /// The font: bold or regular.
    ///
    /// UIKit: `var font: UIFont!`, which resets to the default when set to nil; the toolkit's is
    /// never nil.
    public var font = Font.systemFont(ofSize: 17)
    /// The text's colour: `.secondaryLabel` is drawn dimmed.
    ///
    /// UIKit: `var textColor: UIColor!`, which resets to the default when set to nil; the
    /// toolkit's is never nil.
    public var textColor = Color.label
    /// Where the text sits in the label's width.
    public var textAlignment = TextAlignment.left
    /// Whether the text is drawn highlighted (inverse), as a selected cell's labels are.
    public var isHighlighted = false

    /// An empty label.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The label's look as the canvas draws it.
    var style: Style {
        var style: Style = []
        if font.isBold { style.insert(.bold) }
        if textColor.isDim { style.insert(.dim) }
        if isHighlighted { style.insert(.inverse) }
        return style
    }

    public override func heightThatFits(width: Int) -> Int { 1 }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        canvas.draw(
            text ?? "", x: frame.minX, y: frame.minY, width: frame.width,
            alignment: textAlignment, style: style)
    }
}
