/// Lays its visible arranged subviews out top to bottom, each as wide as the stack and as high
/// as it asks to be, like a vertical `UIStackView`. Hidden views take no space.
@MainActor
public final class StackView: View {
    public init(arrangedSubviews: [View] = []) {
        super.init()
        for view in arrangedSubviews { addSubview(view) }
    }

    public override func heightThatFits(width: Int) -> Int {
        var height = 0
        for view in subviews where !view.isHidden { height += view.heightThatFits(width: width) }
        return height
    }

    public override func layoutSubviews() {
        var y = 0
        for view in subviews where !view.isHidden {
            let height = view.heightThatFits(width: frame.width)
            view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
            y += height
        }
    }
}
