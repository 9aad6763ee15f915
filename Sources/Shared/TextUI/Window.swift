import struct Foundation.NSRange

/// The screen: lays out its root view controller's view at a fixed width, renders it as a frame
/// of text, and delivers touches to the views on it.
///
/// Before it draws a frame or delivers a touch it runs one pass of UIKit's update cycle (see
/// `View`): pending `updateProperties()`, then reloaded tables ask their data sources, then the
/// root's size, then pending layout. So however many changes came since the last
/// frame, each view is brought up to date once.
///
/// A touch travels as it does in UIKit: it lands on a view, and the first view from there up the
/// superview chain that takes taps (a `Control` or a view with a `TapGestureRecognizer`) handles
/// it; a touch on a table row goes to the table, which tells its delegate.
@MainActor
public final class Window {
    public let width: Int
    /// How many rows each table shows; nil leaves each its own `visibleRowCount`.
    ///
    /// UIKit: none; layout gives a table its bounds within the window's frame. A frame of text
    /// grows with its content, so the window tells a table its rows in each pass that lays it
    /// out, the first as it joins (one laid out alone before, by `layoutIfNeeded()`, keeps its
    /// own until its next layout).
    public let visibleTableRows: Int?
    /// The screen's root. A new root comes on show at the next frame (`viewWillAppear(_:)` before
    /// the pass, `viewDidAppear(_:)` after it); the one it replaces goes off show at once.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue, let oldValue, oldValue.isAppearing else {
                return
            }
            oldValue.beginDisappearance()
            oldValue.endDisappearance()
        }
    }

    /// The scene the window shows in, if it was made for one.
    public private(set) weak var windowScene: WindowScene?

    public init(width: Int = 40, visibleTableRows: Int? = nil) {
        self.width = width
        self.visibleTableRows = visibleTableRows
    }

    /// A window as wide as its scene's screen, whose tables show the scene's rows. UIKit:
    /// `init(windowScene:)`.
    public convenience init(windowScene: WindowScene) {
        self.init(width: windowScene.width, visibleTableRows: windowScene.visibleTableRows)
        self.windowScene = windowScene
    }

    /// Makes the window its scene's key window. UIKit: `makeKeyAndVisible()`; the toolkit draws a
    /// window only when asked for a frame, so nothing shows until then.
    public func makeKeyAndVisible() {
        windowScene?.keyWindow = self
    }

    /// The current frame: plain text, or with ANSI styles when `color` is on.
    public func render(color: Bool = false) -> String {
        guard let root = layOut() else { return "" }
        var canvas = Canvas(width: width, height: root.frame.height)
        root.render(in: &canvas, origin: .zero)
        return canvas.render(color: color)
    }

    /// The pass: pending property updates, the tables' rows and data, the root sized to the
    /// window's width, pending layout.
    @discardableResult
    private func layOut() -> View? {
        guard let controller = rootViewController else { return nil }
        let root = controller.view
        let appearing = !controller.isAppearing
        if appearing { controller.beginAppearance() }
        root.updatePropertiesInSubtree()
        root.prepareSubtreeForLayout(tableRows: visibleTableRows)
        root.frame = Rect(x: 0, y: 0, width: width, height: root.heightThatFits(width: width))
        root.layOutSubtree()
        if appearing { controller.endAppearance() }
        return root
    }

    /// A tap on the view called `identifier`.
    public func tap(_ identifier: String) throws(TouchError) {
        var view: View? = try find(identifier)
        while let current = view {
            if current.handleTap() { return }
            view = current.superview
        }
        throw .notTappable(identifier)
    }

    /// A touch on `row` (0-based) of the table called `identifier`.
    public func touchRow(_ row: Int, inTable identifier: String) throws(TouchError) {
        try table(identifier).touch(row: row)
    }

    /// A tap on the detail button of `row` in the table called `identifier` (0-based).
    public func touchAccessory(ofRow row: Int, inTable identifier: String) throws(TouchError) {
        try table(identifier).touchAccessory(ofRow: row)
    }

    /// A scroll of the table called `identifier` that makes `row` the first visible row.
    public func scroll(table identifier: String, toFirstRow row: Int) throws(TouchError) {
        let table = try table(identifier)
        let count = table.numberOfRows(inSection: 0)
        guard (0..<count).contains(row) else { throw .noSuchRow(row, count: count) }
        table.scroll(toFirstRow: row)
    }

    /// Typing `text` at the end of the text field called `identifier`: one keystroke, and so
    /// one editing-changed event, per character, each delivered after a pass as UIKit delivers
    /// each key event in its own run-loop turn.
    public func type(_ text: String, into identifier: String) throws(TouchError) {
        _ = try field(identifier)  // a field that is not on screen is an error even for ""
        for character in text {
            try field(identifier).insertText(String(character))
        }
    }

    /// `count` presses of the delete key in the text field called `identifier`: one
    /// editing-changed event each, each delivered after a pass, as `type` delivers keys.
    public func deleteBackward(_ count: Int, in identifier: String) throws(TouchError) {
        _ = try field(identifier)
        for _ in 0..<count {
            try field(identifier).deleteBackward()
        }
    }

    /// A touch on the clear button of the text field called `identifier`: one editing event.
    public func clear(_ identifier: String) throws(TouchError) {
        try field(identifier).clear()
    }

    /// An input method composing `text` in the text field called `identifier`: one keystroke
    /// per character, each making the marked text one character longer, with one editing event
    /// each, each delivered after a pass. When the field lost its marked text in between (its
    /// text was set), the next keystroke starts a new composition after the committed text.
    public func compose(_ text: String, into identifier: String) throws(TouchError) {
        _ = try field(identifier)
        for character in text {
            let field = try field(identifier)
            let marked = field.markedTextRange.map { range in
                String((field.text ?? "").utf16.suffix(range.length)) ?? ""
            }
            let composed = (marked ?? "") + String(character)
            field.setMarkedText(
                composed, selectedRange: NSRange(location: composed.utf16.count, length: 0))
        }
    }

    /// The user picking `text` from the input method's candidates in the text field called
    /// `identifier`: it replaces the marked text and commits it, in one editing event. With no
    /// marked text left (the composition was cancelled), `text` is inserted at the caret, as an
    /// input method does.
    public func commit(_ text: String, into identifier: String) throws(TouchError) {
        try field(identifier).insertText(text)
    }

    private func field(_ identifier: String) throws(TouchError) -> TextField {
        guard let field = try find(identifier) as? TextField else { throw .notEditable(identifier) }
        return field
    }

    private func table(_ identifier: String) throws(TouchError) -> TableView {
        guard let table = try find(identifier) as? TableView else { throw .notTappable(identifier) }
        return table
    }

    /// The view a touch on `identifier` lands on. Touches land on what the screen shows, so
    /// the views are laid out first, as UIKit does before it delivers an event.
    private func find(_ identifier: String) throws(TouchError) -> View {
        layOut()
        guard let view = rootViewController?.view.view(withIdentifier: identifier) else {
            throw .noSuchView(identifier)
        }
        return view
    }
}
