@testable import TextUI

// Shorthands for the toolkit's own tests, which build many small screens. Pattern code and
// per-pattern tests use the UIKit-shaped initializers instead.

extension TableView {
    /// A plain table showing `visibleRowCount` rows.
    convenience init(visibleRowCount: Int) {
        self.init(frame: .zero, style: .plain)
        self.visibleRowCount = visibleRowCount
    }
}

extension SplitViewController {
    /// A split view of `viewControllers`.
    convenience init(viewControllers: [ViewController]) {
        self.init()
        self.viewControllers = viewControllers
    }
}

extension TabBarController {
    /// A tab bar of `viewControllers`.
    convenience init(viewControllers: [ViewController]) {
        self.init()
        self.viewControllers = viewControllers
    }
}

extension Label {
    /// A label showing `text`, aligned and styled.
    convenience init(_ text: String?, alignment: TextAlignment = .left) {
        self.init()
        self.text = text
        self.textAlignment = alignment
    }
}

extension Button {
    /// A button titled `title`.
    convenience init(title: String) {
        self.init(type: .system)
        setTitle(title, for: .normal)
    }

    /// Runs `handler` on each tap.
    func addAction(_ handler: @escaping @MainActor () -> Void) {
        addAction(Action { _ in handler() }, for: .touchUpInside)
    }
}

extension TextField {
    /// A field with `text` and `placeholder`.
    convenience init(text: String = "", placeholder: String?) {
        self.init()
        self.text = text
        self.placeholder = placeholder
    }
}

extension Control {
    /// Runs `handler` each time the control sends `event`.
    func addAction(for event: Event, _ handler: @escaping @MainActor () -> Void) {
        addAction(Action { _ in handler() }, for: event)
    }
}

extension TableView {
    /// The cell of `row`, if visible.
    func cellForRow(at row: Int) -> TableViewCell? {
        cellForRow(at: IndexPath(row: row, section: 0))
    }

    /// Selects `row` (nil: none), as `selectRow(at:animated:scrollPosition:)`.
    func selectRow(_ row: Int?) {
        selectRow(
            at: row.map { IndexPath(row: $0, section: 0) }, animated: false, scrollPosition: .none)
    }

    /// Reloads `rows`.
    func reloadRows(at rows: [Int]) {
        reloadRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .none)
    }
}
