/// Lays its visible arranged subviews out in a line, like `UIStackView`. Hidden views take no
/// space.
///
/// Vertical (the default): top to bottom, each as wide as the stack and as high as it asks to
/// be. Horizontal: left to right, as high as the highest; a view with a `widthConstraint` or an
/// `intrinsicContentWidth` gets that many columns, and the others share what is left equally
/// (`distribution = .fill` with the flexible views at equal hugging priority).
@MainActor
public final class StackView: View {
    /// The direction of the line, as `NSLayoutConstraint.Axis`.
    public enum Axis: Sendable {
        case vertical, horizontal
    }

    public let axis: Axis

    public init(axis: Axis = .vertical, arrangedSubviews: [View] = []) {
        self.axis = axis
        super.init()
        for view in arrangedSubviews { addSubview(view) }
    }

    /// A form's row: a title `titleWidth` columns wide, then `view` in the rest, as a horizontal
    /// `UIStackView` of a `UILabel` with a width constraint and a control.
    public static func formRow(_ title: String, _ view: View, titleWidth: Int = 11) -> StackView {
        let label = Label(title)
        label.widthConstraint = titleWidth
        return StackView(axis: .horizontal, arrangedSubviews: [label, view])
    }

    private var visible: [View] { subviews.filter { !$0.isHidden } }

    /// The height a stack fits in, remembered per width until a size below it may have changed
    /// (`View.forgetFittingHeights()`): the window and every stack above ask for it in one pass,
    /// and it need not be summed again each time.
    public override func heightThatFits(width: Int) -> Int {
        if let fitted = fittingHeight, fitted.width == width { return fitted.height }
        let height: Int
        switch axis {
        case .vertical:
            var total = 0
            for view in subviews where !view.isHidden { total += view.heightThatFits(width: width) }
            height = total
        case .horizontal:
            height =
                zip(visible, widths(in: width)).map { $0.heightThatFits(width: $1) }.max() ?? 0
        }
        fittingHeight = (width, height)
        return height
    }

    public override func layoutSubviews() {
        switch axis {
        case .vertical:
            var y = 0
            for view in visible {
                let height = view.heightThatFits(width: frame.width)
                view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
                y += height
            }
        case .horizontal:
            var x = 0
            for (view, width) in zip(visible, widths(in: frame.width)) {
                view.frame = Rect(
                    x: x, y: 0, width: width, height: view.heightThatFits(width: width))
                x += width
            }
        }
    }

    /// The width of each visible view of a horizontal stack `width` columns wide.
    private func widths(in width: Int) -> [Int] {
        let fixed = visible.map { $0.widthConstraint ?? $0.intrinsicContentWidth }
        let flexible = fixed.filter { $0 == nil }.count
        let left = max(0, width - fixed.reduce(0) { $0 + ($1 ?? 0) })
        let share = flexible == 0 ? 0 : left / flexible
        var extra = flexible == 0 ? 0 : left % flexible  // the first flexible views take it
        return fixed.map { fixedWidth in
            if let fixedWidth { return max(0, fixedWidth) }
            defer { extra = max(0, extra - 1) }
            return share + (extra > 0 ? 1 : 0)
        }
    }
}
