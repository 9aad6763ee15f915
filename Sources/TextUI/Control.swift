/// A view that turns touches and edits into actions, like `UIControl` with `UIAction` handlers
/// registered for a `UIControl.Event`.
@MainActor
open class Control: View {
    /// What a control reports, as `UIControl.Event`.
    public enum Event: Hashable, Sendable {
        /// A tap on the control (`.touchUpInside`, `.primaryActionTriggered`).
        case touchUpInside
        /// The user changed a text field's text (`.editingChanged`).
        case editingChanged
    }

    private var actions: [(event: Event, action: @MainActor () -> Void)] = []

    /// Whether the control takes touches and edits, as `UIControl.isEnabled`. A disabled control
    /// is drawn dimmed and ignores touches: they land on it and do nothing, as in UIKit.
    public var isEnabled = true

    public override init() { super.init() }

    /// Adds a handler that runs each time the control sends `event` (a tap by default).
    public func addAction(
        for event: Event = .touchUpInside, _ action: @escaping @MainActor () -> Void
    ) {
        actions.append((event, action))
    }

    /// Runs the handlers of `event`, as `sendActions(for:)` does. It is what a user's touch or
    /// edit causes; setting a property from code sends nothing.
    public func sendActions(for event: Event) {
        for entry in actions where entry.event == event { entry.action() }
    }

    open override func handleTap() -> Bool {
        if isEnabled { sendActions(for: .touchUpInside) }
        return true  // a disabled control still takes the touch: nothing under it gets it
    }
}

/// A one-line tappable title drawn as `[ Title ]`. Disabled, it is drawn `[-Title-]`, as if
/// struck through, and dimmed in colour, as `UIButton` greys its title: so plain text (a pipe,
/// `--no-color`) shows the difference too, in the same columns.
@MainActor
public final class Button: Control {
    public var title: String

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The columns the button needs for its title.
    public var intrinsicWidth: Int { DisplayWidth.of(title) + 4 }

    public override var intrinsicContentWidth: Int? { intrinsicWidth }

    public override func heightThatFits(width: Int) -> Int { 1 }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        canvas.draw(
            isEnabled ? "[ \(title) ]" : "[-\(title)-]", x: frame.minX, y: frame.minY,
            width: frame.width, alignment: .right, style: isEnabled ? .bold : .dim)
    }
}
