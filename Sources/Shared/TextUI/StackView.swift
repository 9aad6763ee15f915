/// Lays its visible arranged subviews out in a line, like `UIStackView`. Hidden views take no
/// space.
///
/// Horizontal (the default, as in UIKit): left to right, as high as the highest; a view with a
/// `widthConstraint` or an `intrinsicContentWidth` gets that many columns, and the others share
/// what is left equally (`distribution = .fill` with the flexible views at equal hugging
/// priority). Vertical: top to bottom, each as wide as the stack and as high as it asks to
/// be.
@MainActor
public final class StackView: View {
    /// The direction of the line, as `NSLayoutConstraint.Axis`.
    public enum Axis: Sendable {
        case vertical, horizontal
    }

    /// The direction of the line.
    public var axis = Axis.horizontal {
        didSet { if axis != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A stack of `views`, in order.
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addSubview(view) }
    }

    /// Adds `view` at the end of the line.
    public func addArrangedSubview(_ view: View) {
        addSubview(view)
    }

    /// A stack of `views`, top to bottom (toolkit-only: the toolkit's own screens use it).
    static func vertical(_ views: [View]) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        return stack
    }

    /// A form's row: a title `titleWidth` columns wide, then `view` in the rest.
    ///
    /// UIKit: none; in UIKit, a horizontal `UIStackView` of a `UILabel` with a width constraint
    /// and the control.
    public static func formRow(_ title: String, _ view: View, titleWidth: Int = 11) -> StackView {
        let label = Label()
        label.text = title
        label.widthConstraint = titleWidth
        return StackView(arrangedSubviews: [label, view])
    }

    private var visible: [View] { subviews.filter { !$0.isHidden } }

    /// The height a stack fits in, remembered per width until a size below it may have changed
    /// (`View.forgetFittingHeights()`): the window and every stack above ask for it in one pass,
    /// and it need not be summed again each time.
    ///
    /// UIKit: `sizeThatFits(_:)`, as for every view (`View.heightThatFits(width:)`).
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
