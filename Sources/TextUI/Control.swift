/// A view that turns a tap into actions, like `UIControl` with `UIAction` handlers.
@MainActor
open class Control: View {
    private var actions: [@MainActor () -> Void] = []

    public override init() { super.init() }

    /// Adds a handler that runs on every tap.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    open override func handleTap() -> Bool {
        for action in actions { action() }
        return true
    }
}

/// A one-line tappable title drawn as `[ Title ]`.
@MainActor
public final class Button: Control {
    public var title: String

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The columns the button needs for its title.
    public var intrinsicWidth: Int { DisplayWidth.of(title) + 4 }

    public override func heightThatFits(width: Int) -> Int { 1 }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        canvas.draw(
            "[ \(title) ]", x: frame.minX, y: frame.minY, width: frame.width,
            alignment: .right, style: .bold)
    }
}
