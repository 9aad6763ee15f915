import struct Foundation.NSRange

/// A one-line editable text, like `UITextField`: it shows its text, or its placeholder dimmed
/// when the text is empty, between brackets: `[Ada      ]`.
///
/// Each edit the user makes (`insertText(_:)`, `deleteBackward()`, `setMarkedText(_:selectedRange:)`)
/// changes the text and sends `.editingChanged` to the field's actions, as in UIKit. Setting
/// `text` from code sends nothing, as in UIKit, so a binding that copies a value into the field
/// does not hear its own echo.
///
/// **Marked text, as an input method makes it.** Pinyin, kana and other input methods first
/// enter *marked* (uncommitted) text after the committed text: `text` includes it, and
/// `.editingChanged` is sent. Picking a candidate replaces the marked text and commits it
/// (`insertText(_:)`), or the marked text is committed as it is (`unmarkText()`). As in UIKit,
/// setting `text` while there is marked text, even to the same value, cancels the composition:
/// the marked text becomes plain text, and the input method starts over. So a binding must
/// write a field's text back only when it differs. The field draws marked text between `‹` and
/// `›` (and underlined in colour), as UIKit underlines it.
///
/// Text is drawn as a `Label` draws it: by display width, control characters shown as `�`, and
/// text that does not fit cut with an ellipsis. (UIKit would scroll to the caret; a frame of
/// text has no caret, so the field shows the start, as an unfocused `UITextField` does. The caret
/// is always at the end.)
@MainActor
public final class TextField: Control {
    /// The committed text; the marked text follows it.
    private var committedText = ""
    /// The input method's uncommitted text, or nil when it is composing nothing.
    private var markedText: String?

    /// The text, marked text included; reads as "" when empty, as in UIKit. Setting it cancels
    /// any composition.
    public var text: String? {
        get { committedText + (markedText ?? "") }
        set {
            let old = text
            committedText = newValue ?? ""
            markedText = nil
            if text != old { superview?.setNeedsLayout() }
        }
    }
    /// What the empty field shows, dimmed.
    public var placeholder: String?

    /// The range of the marked text, or nil when there is none.
    public var markedTextRange: TextRange? {
        markedText.map {
            TextRange(
                location: committedText.utf16.count, length: $0.utf16.count)
        }
    }

    /// An empty field.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: - Edits, as the keyboard makes them (UIKeyInput, UITextInput)

    /// Types `text` at the caret, as one edit. With marked text, `text` replaces it and is
    /// committed: an input method's chosen candidate.
    public func insertText(_ text: String) {
        guard isEnabled else { return }
        committedText += text
        markedText = nil
        edited()
    }

    /// Deletes the character before the caret (the marked text's last, while composing), as the
    /// keyboard's delete key does, as one edit.
    public func deleteBackward() {
        guard isEnabled else { return }
        if var marked = markedText {
            marked.removeLast()
            markedText = marked.isEmpty ? nil : marked
        } else {
            guard !committedText.isEmpty else { return }
            committedText.removeLast()
        }
        edited()
    }

    /// Empties the field as one edit, as a tap on its clear button (`clearButtonMode`) does.
    ///
    /// UIKit: no method; the user taps the clear button. The runner's `clear` command stands in
    /// for that tap.
    public func clear() {
        guard isEnabled else { return }
        committedText = ""
        markedText = nil
        edited()
    }

    /// Replaces the marked text (after the committed text) with `markedText`, as an input method
    /// does while the user composes; nil or "" ends the composition with nothing marked.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEnabled else { return }
        self.markedText = markedText?.isEmpty == false ? markedText : nil
        edited()
    }

    /// Commits the marked text as it is.
    public func unmarkText() {
        guard let marked = markedText else { return }
        committedText += marked
        markedText = nil
        superview?.setNeedsLayout()
    }

    private func edited() {
        superview?.setNeedsLayout()
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
        let inner = frame.width - 2
        if let markedText {
            drawComposing(markedText, in: &canvas, x: frame.minX + 1, y: frame.minY, width: inner)
        } else if committedText.isEmpty {
            canvas.draw(
                placeholder ?? "", x: frame.minX + 1, y: frame.minY, width: inner, style: .dim)
        } else {
            canvas.draw(committedText, x: frame.minX + 1, y: frame.minY, width: inner, style: style)
        }
        canvas.draw("]", x: frame.maxX - 1, y: frame.minY, width: 1, style: style)
    }

    /// The committed text, then the marked text between `‹` and `›`, underlined.
    private func drawComposing(
        _ marked: String, in canvas: inout Canvas, x: Int, y: Int, width: Int
    ) {
        let committedWidth = min(DisplayWidth.of(committedText), width)
        canvas.draw(committedText, x: x, y: y, width: committedWidth)
        canvas.draw(
            "‹\(marked)›", x: x + committedWidth, y: y, width: width - committedWidth,
            style: .underline)
    }
}

/// A range of a text field's text, in UTF-16 units, as `UITextRange` stands for one.
///
/// UIKit: `UITextRange` is a class of opaque positions; the toolkit's field has one caret at the
/// end, so a range is a location and a length.
public struct TextRange: Hashable, Sendable {
    /// Where the range starts.
    public let location: Int
    /// How long it is.
    public let length: Int

    /// Whether the range holds nothing.
    public var isEmpty: Bool { length == 0 }
}
