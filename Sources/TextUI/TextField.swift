/// A one-line editable text, like `UITextField`: it shows its text, or its placeholder dimmed
/// when the text is empty, between brackets: `[Ada      ]`.
///
/// Each edit the user makes (`insertText(_:)`, `deleteBackward()`, `clear()`) changes the text
/// and sends `.editingChanged` to the field's actions, as `UIControl.Event.editingChanged` does.
/// Setting `text` from code sends nothing, as in UIKit, so a binding that copies a value into
/// the field does not hear its own echo.
///
/// Text is drawn as a `Label` draws it: by display width, control characters shown as `�`, and
/// text that does not fit cut with an ellipsis. (UIKit would scroll to the caret; a frame of
/// text has no caret, so the field shows the start, as an unfocused `UITextField` does.)
@MainActor
public final class TextField: Control {
    /// The text; never nil (`UITextField.text` reads as "" when empty).
    public var text = "" {
        didSet { if text != oldValue { superview?.setNeedsLayout() } }
    }
    /// What the empty field shows, dimmed.
    public var placeholder: String?

    public init(text: String = "", placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init()
    }

    // MARK: - Edits, as the keyboard makes them (UIKeyInput)

    /// Types `text` at the end (the caret stays at the end), as one edit.
    public func insertText(_ text: String) {
        guard isEnabled else { return }
        self.text += text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the keyboard's delete key does, as one edit.
    public func deleteBackward() {
        guard isEnabled, !text.isEmpty else { return }
        text.removeLast()
        sendActions(for: .editingChanged)
    }

    /// Empties the field, as its clear button (`clearButtonMode`) does, as one edit.
    public func clear() {
        guard isEnabled else { return }
        text = ""
        sendActions(for: .editingChanged)
    }

    // MARK: - Drawing

    public override func heightThatFits(width: Int) -> Int { 1 }

    /// A tap focuses a field; a frame of text has no focus to show, so it does nothing else.
    public override func handleTap() -> Bool { true }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        guard frame.width >= 2 else { return }
        let style: Style = isEnabled ? [] : .dim
        canvas.draw("[", x: frame.minX, y: frame.minY, width: 1, style: style)
        if text.isEmpty {
            canvas.draw(
                placeholder ?? "", x: frame.minX + 1, y: frame.minY, width: frame.width - 2,
                style: .dim)
        } else {
            canvas.draw(
                text, x: frame.minX + 1, y: frame.minY, width: frame.width - 2, style: style)
        }
        canvas.draw("]", x: frame.maxX - 1, y: frame.minY, width: 1, style: style)
    }
}
