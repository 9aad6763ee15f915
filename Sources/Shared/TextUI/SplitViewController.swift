/// Shows several screens at once, one under the other, each under a bar with its title and
/// right button: the terminal's version of `UISplitViewController`.
@MainActor
public final class SplitViewController: ViewController {
    /// The screens, top to bottom. Set them before the view loads.
    ///
    /// UIKit: `viewControllers` of a `UISplitViewController` are its columns, side by side.
    public var viewControllers: [ViewController] = []

    override var childrenOnShow: [ViewController] { viewControllers }

    public override func loadView() {
        let stack = StackView.vertical([])
        for (index, child) in viewControllers.enumerated() {
            if index > 0 { stack.addSubview(Label()) }  // a blank line between screens
            // A navigation controller draws its top screen's bar itself, as a split view's
            // columns do in UIKit, where the bars are their navigation controllers'.
            if !(child is NavigationController) {
                stack.addSubview(NavigationBar(item: child.navigationItem))
            }
            stack.addSubview(child.view)
        }
        view = stack
    }
}

/// Draws a screen's back button (a navigation controller's, below its root) and title on the
/// left and its right button, then a rule under them.
@MainActor
final class NavigationBar: View {
    private let item: NavigationItem
    private let back: BackButton?

    init(item: NavigationItem, back: BackButton? = nil) {
        self.item = item
        self.back = back
        super.init(frame: .zero)
    }

    override func heightThatFits(width: Int) -> Int { 2 }

    override func layoutSubviews() {
        let button = item.rightBarButtonItem?.button
        for subview in subviews where subview !== button && subview !== back {
            subview.removeFromSuperview()
        }
        if let back {
            if back.superview !== self { addSubview(back) }
            let width = min(DisplayWidth.of(back.text), frame.width)
            back.frame = Rect(x: 0, y: 0, width: width, height: 1)
        }
        guard let button else { return }
        if button.superview !== self { addSubview(button) }
        let width = min(button.intrinsicWidth, frame.width)
        button.frame = Rect(x: frame.width - width, y: 0, width: width, height: 1)
    }

    override func draw(in canvas: inout Canvas, frame: Rect) {
        let buttonWidth =
            item.rightBarButtonItem.map { min($0.button.intrinsicWidth + 1, frame.width) } ?? 0
        let backWidth = back.map { min(DisplayWidth.of($0.text) + 1, frame.width) } ?? 0
        canvas.draw(
            item.title ?? "", x: frame.minX + backWidth, y: frame.minY,
            width: max(0, frame.width - buttonWidth - backWidth), style: .bold)
        canvas.draw(
            String(repeating: "─", count: frame.width), x: frame.minX, y: frame.minY + 1,
            width: frame.width, style: .dim)
    }
}
