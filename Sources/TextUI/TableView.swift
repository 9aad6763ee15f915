/// A scrolling list of rows, like a single-section `UITableView`.
///
/// Only the visible rows have cells: the table asks its data source for the rows in its
/// viewport, and cells that scroll out (or are reloaded) go to a reuse pool that
/// `dequeueReusableCell(withIdentifier:)` hands out again. So a table of a million rows creates
/// no more cells than it shows. Below the rows a position line says which rows are visible.
@MainActor
public final class TableView: View {
    public weak var dataSource: TableViewDataSource?
    public weak var delegate: TableViewDelegate?

    /// How many rows the viewport shows.
    public var visibleRowCount: Int {
        didSet { setNeedsReload() }
    }
    /// The index of the first row in the viewport.
    public private(set) var firstVisibleRow = 0
    /// The selected row, drawn highlighted. `reloadData()` clears it, as in UIKit.
    public private(set) var selectedRow: Int?
    /// The row count the data source reported at the last reload.
    public private(set) var numberOfRows = 0

    private var visibleCells: [Int: TableViewCell] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var needsReload = true
    private let positionLabel = Label(style: .dim)

    public init(visibleRowCount: Int = 10) {
        self.visibleRowCount = max(1, visibleRowCount)
        super.init()
        addSubview(positionLabel)
    }

    // MARK: - Data

    /// Asks the data source again for the row count and every visible row; clears the selection.
    public func reloadData() {
        numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        selectedRow = nil
        firstVisibleRow = clampedFirstRow(firstVisibleRow)
        needsReload = false
        refreshVisibleCells()
    }

    /// Asks the data source again for these rows, where they are visible; the count must not
    /// have changed (call `reloadData()` when it has).
    public func reloadRows(at rows: [Int]) {
        ensureLoaded()
        for row in rows where visibleCells[row] != nil {
            recycle(row)
            install(row)
        }
    }

    /// A cell from the reuse pool, prepared for reuse, or nil when the pool has none: then
    /// the data source creates one.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reusePool[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// The cell showing `row`, or nil when the row is not visible.
    public func cellForRow(at row: Int) -> TableViewCell? {
        ensureLoaded()
        return visibleCells[row]
    }

    // MARK: - Selection and scrolling

    /// Highlights `row` (nil: none), as `selectRow(at:animated:scrollPosition:)` does; does not
    /// call the delegate.
    public func selectRow(_ row: Int?) {
        ensureLoaded()
        if let row, !(0..<numberOfRows).contains(row) {
            selectedRow = nil
        } else {
            selectedRow = row
        }
        for (index, cell) in visibleCells { cell.isSelected = index == selectedRow }
    }

    /// Makes `row` the first visible row, or as close as the row count allows.
    public func scroll(toFirstRow row: Int) {
        ensureLoaded()
        let first = clampedFirstRow(row)
        guard first != firstVisibleRow else { return }
        firstVisibleRow = first
        refreshVisibleCells()
    }

    /// Scrolls as little as needed to bring `row` into the viewport.
    public func scrollToVisible(row: Int) {
        ensureLoaded()
        if row < firstVisibleRow {
            scroll(toFirstRow: row)
        } else if row >= firstVisibleRow + visibleRowCount {
            scroll(toFirstRow: row - visibleRowCount + 1)
        }
    }

    /// A touch on `row`: scrolls it into view, selects it and tells the delegate, as a finger
    /// on a `UITableView` row does. A row that does not exist cannot be touched.
    public func touch(row: Int) throws(TouchError) {
        ensureLoaded()
        guard (0..<numberOfRows).contains(row) else {
            throw .noSuchRow(row, count: numberOfRows)
        }
        scrollToVisible(row: row)
        selectRow(row)
        delegate?.tableView(self, didSelectRowAt: row)
    }

    // MARK: - Layout and drawing

    public override func heightThatFits(width: Int) -> Int {
        ensureLoaded()
        return min(numberOfRows, visibleRowCount) + 1
    }

    public override func layoutSubviews() {
        ensureLoaded()
        for (row, cell) in visibleCells {
            cell.frame = Rect(x: 0, y: row - firstVisibleRow, width: frame.width, height: 1)
        }
        let shown = min(numberOfRows, visibleRowCount)
        positionLabel.frame = Rect(x: 0, y: shown, width: frame.width, height: 1)
        positionLabel.text = positionText
    }

    /// `rows 1–10 of 20`, 1-based as a reader counts.
    public var positionText: String {
        if numberOfRows == 0 { return "no rows" }
        let last = min(numberOfRows, firstVisibleRow + visibleRowCount)
        return "rows \(firstVisibleRow + 1)–\(last) of \(numberOfRows)"
    }

    // MARK: - Cells

    private func setNeedsReload() { needsReload = true }

    private func ensureLoaded() {
        if needsReload { reloadData() }
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        max(0, min(row, numberOfRows - visibleRowCount))
    }

    private var visibleRange: Range<Int> {
        firstVisibleRow..<min(numberOfRows, firstVisibleRow + visibleRowCount)
    }

    private func refreshVisibleCells() {
        for row in Array(visibleCells.keys) { recycle(row) }
        for row in visibleRange { install(row) }
    }

    private func recycle(_ row: Int) {
        guard let cell = visibleCells.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        cell.isSelected = false
        reusePool[cell.reuseIdentifier, default: []].append(cell)
    }

    private func install(_ row: Int) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: row)
        cell.isSelected = row == selectedRow
        visibleCells[row] = cell
        addSubview(cell)
    }
}
