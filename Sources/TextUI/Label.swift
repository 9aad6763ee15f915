/// One line of text, like `UILabel` with `numberOfLines = 1`: text that does not fit is cut
/// with an ellipsis.
@MainActor
public final class Label: View {
    /// The text. A new text marks the superview for layout, which may depend on its width (as
    /// a new text changes a `UILabel`'s intrinsic content size).
    public var text: String? {
        didSet { if text != oldValue { superview?.setNeedsLayout() } }
    }
    public var alignment: TextAlignment
    public var style: Style

    public init(_ text: String? = nil, alignment: TextAlignment = .left, style: Style = []) {
        self.text = text
        self.alignment = alignment
        self.style = style
        super.init()
    }

    public override func heightThatFits(width: Int) -> Int { 1 }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        canvas.draw(
            text ?? "", x: frame.minX, y: frame.minY, width: frame.width,
            alignment: alignment, style: style)
    }
}
