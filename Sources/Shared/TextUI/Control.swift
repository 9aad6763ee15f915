/// A view that turns touches and edits into actions, like `UIControl` with `UIAction` handlers
/// registered for a `UIControl.Event`.
@MainActor
open class Control: View {
    /// What a control reports, as `UIControl.Event`.
    public enum Event: Hashable, Sendable {
        /// A tap on the control.
        case touchUpInside
        /// The control's primary action: a button's tap.
        case primaryActionTriggered
        /// The user changed a text field's text.
        case editingChanged
    }

    /// A control's states that have titles of their own, as `UIControl.State`.
    public enum State: Hashable, Sendable {
        /// The control's usual state.
        case normal
    }

    private var actions: [(action: Action, event: Event)] = []

    /// Whether the control takes touches and edits, as `UIControl.isEnabled`. A disabled control
    /// is drawn dimmed and ignores touches: they land on it and do nothing, as in UIKit.
    public var isEnabled = true

    /// A control with no actions.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Adds `action`, to run each time the control sends `controlEvents`.
    public func addAction(_ action: Action, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes `action` from the actions run for `controlEvents`.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.event == controlEvents }
    }

    /// Runs the actions added for `controlEvents`, as a user's touch or edit does: what a UIKit
    /// test calls to stand in for the user. Setting a property from code sends nothing.
    public func sendActions(for controlEvents: Event) {
        for entry in actions where entry.event == controlEvents {
            entry.action.perform(from: self)
        }
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
    /// The kinds of button, as `UIButton.ButtonType`; a terminal draws them alike.
    public enum ButtonType: Sendable {
        case system
    }

    /// The action a tap runs first, as `UIButton.primaryAction`; its title is the button's when
    /// none is set.
    public var primaryAction: Action?
    private var titles: [State: String] = [:]

    /// A button of `type`, running `primaryAction` when tapped and titled after it.
    public init(type: ButtonType = .system, primaryAction: Action? = nil) {
        self.primaryAction = primaryAction
        super.init(frame: .zero)
    }

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
    }

    /// The title shown in `state`.
    public func title(for state: State) -> String? {
        titles[state]
    }

    /// The title on show.
    public var currentTitle: String? {
        titles[.normal] ?? primaryAction?.title
    }

    /// The columns the button needs for its title.
    public var intrinsicWidth: Int { DisplayWidth.of(currentTitle ?? "") + 4 }

    public override var intrinsicContentWidth: Int? { intrinsicWidth }

    public override func heightThatFits(width: Int) -> Int { 1 }

    public override func handleTap() -> Bool {
        if isEnabled {
            primaryAction?.perform(from: self)
            sendActions(for: .primaryActionTriggered)
        }
        return super.handleTap()
    }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        let title = currentTitle ?? ""
        canvas.draw(
            isEnabled ? "[ \(title) ]" : "[-\(title)-]", x: frame.minX, y: frame.minY,
            width: frame.width, alignment: .right, style: isEnabled ? .bold : .dim)
    }
}
