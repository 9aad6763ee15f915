/// A scrolling list of rows, like a single-section `UITableView`.
///
/// Only the visible rows have cells: the table asks its data source for the rows in its
/// viewport, and cells that scroll out (or are reloaded) go to a reuse pool that
/// `dequeueReusableCell(withIdentifier:for:)` hands out again, or makes from the class
/// `register(_:forCellReuseIdentifier:)` names. So a table of a million rows creates no more
/// cells than it shows. Below the rows a position line says which rows are visible.
///
/// **The data source is asked only when the table is reloaded, as in UIKit.** `reloadData()` and
/// `reloadRows(at:)` only mark the table; the next layout pass asks the data source for the row
/// count and the visible cells once, however many reloads came before. Nothing else makes it
/// ask again: not a change to observable state the data source read (UIKit tracks
/// `updateProperties()`, layout and a cell's own configuration update, never the data source),
/// so whoever changes the rows calls `reloadData()` or `reloadRows(at:)`. The data source is
/// asked before the layout pass lays anything out, outside any observation tracking.
/// `cellForRow(at:)` and `numberOfRows` answer from the last pass (call `layoutIfNeeded()` first
/// to see a reload, as a UIKit test does).
@MainActor
public final class TableView: View {
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    public weak var delegate: TableViewDelegate?

    /// How many rows the viewport shows.
    public var visibleRowCount: Int {
        didSet {
            setNeedsReload()
            invalidateIntrinsicContentSize()
        }
    }
    /// The index of the first row in the viewport.
    public private(set) var firstVisibleRow = 0
    /// The selected row, drawn highlighted. `reloadData()` clears it, as in UIKit; the layout
    /// pass drops it if the row no longer exists.
    public private(set) var selectedRow: Int?
    /// The row count the data source reported in the last layout pass.
    public private(set) var numberOfRows = 0

    private var visibleCells: [Int: TableViewCell] = [:]
    /// Cells waiting to be reused, most recently recycled last. Rows are recycled from the
    /// bottom up, so a reload hands each row the cell it had.
    private var reusePool: [TableViewCell] = []
    /// Every visible row is asked for again in the next pass, and the row count too.
    private var needsReload = true
    /// These rows are asked for again in the next pass.
    private var rowsToReload: Set<Int> = []
    /// Something about the cells changed (a reload, a scroll) since the last pass.
    private var needsCellUpdate = true
    /// The cell class registered for each reuse identifier.
    private var registeredCells: [String: TableViewCell.Type] = [:]
    private let positionLabel = Label(style: .dim)

    public init(visibleRowCount: Int = 10) {
        self.visibleRowCount = max(1, visibleRowCount)
        super.init()
        addSubview(positionLabel)
    }

    // MARK: - Data

    /// Marks the table to ask its data source again for the row count and every visible row in
    /// the next pass, and clears the selection.
    public func reloadData() {
        selectedRow = nil
        setNeedsReload()
    }

    /// Marks these rows to be asked for again in the next pass, where they are visible; the count
    /// must not have changed (call `reloadData()` when it has).
    public func reloadRows(at rows: [Int]) {
        rowsToReload.formUnion(rows)
        needsCellUpdate = true
        setNeedsLayout()
    }

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes a cell of, when the
    /// reuse pool has none with `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String)
    {
        registeredCells[identifier] = cellClass
    }

    /// A cell for `row`: one from the reuse pool, prepared for reuse, or a new one of the class
    /// registered for `identifier`. It never fails for a registered identifier; an identifier
    /// nobody registered is a programming error, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int)
        -> TableViewCell
    {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredCells[identifier] else {
            preconditionFailure(
                "no cell class is registered for '\(identifier)' (register(_:forCellReuseIdentifier:))"
            )
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// A cell from the reuse pool, prepared for reuse, or nil when the pool has none (the older
    /// UIKit call; `dequeueReusableCell(withIdentifier:for:)` never returns nil).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let index = reusePool.lastIndex(where: { $0.reuseIdentifier == identifier }) else {
            return nil
        }
        let cell = reusePool.remove(at: index)
        cell.prepareForReuse()
        return cell
    }

    /// The cell showing `row` after the last layout pass, or nil when the row is not visible.
    public func cellForRow(at row: Int) -> TableViewCell? {
        visibleCells[row]
    }

    // MARK: - Selection and scrolling

    /// Highlights `row` (nil: none), as `selectRow(at:animated:scrollPosition:)` does; does not
    /// call the delegate.
    public func selectRow(_ row: Int?) {
        guard row != selectedRow else { return }
        selectedRow = row
        setNeedsLayout()
    }

    /// Makes `row` the first visible row, or as close as the row count allows.
    public func scroll(toFirstRow row: Int) {
        let first = clampedFirstRow(row)
        guard first != firstVisibleRow else { return }
        firstVisibleRow = first
        needsCellUpdate = true
        setNeedsLayout()
    }

    /// Scrolls as little as needed to bring `row` into the viewport.
    public func scrollToVisible(row: Int) {
        if row < firstVisibleRow {
            scroll(toFirstRow: row)
        } else if row >= firstVisibleRow + visibleRowCount {
            scroll(toFirstRow: row - visibleRowCount + 1)
        }
    }

    /// A touch on `row`: scrolls it into view, selects it and tells the delegate, as a finger
    /// on a `UITableView` row does. A row that does not exist cannot be touched. The window
    /// delivers touches after a layout pass, so the row count is the one on screen.
    public func touch(row: Int) throws(TouchError) {
        guard (0..<numberOfRows).contains(row) else {
            throw .noSuchRow(row, count: numberOfRows)
        }
        scrollToVisible(row: row)
        selectRow(row)
        delegate?.tableView(self, didSelectRowAt: row)
    }

    // MARK: - Layout and drawing

    public override func heightThatFits(width: Int) -> Int {
        updateCellsIfNeeded()  // asked before the pass, as a rule; here only for a lone table
        return min(numberOfRows, visibleRowCount) + 1
    }

    /// The pass asks the data source here, before any view lays itself out inside observation
    /// tracking: so nothing the data source reads is ever tracked. The cells learn whether they
    /// are selected here too, so that they configure themselves for it in this same pass.
    override func prepareForLayout() {
        updateCellsIfNeeded()
        for (row, cell) in visibleCells { cell.isSelected = row == selectedRow }
    }

    public override func layoutSubviews() {
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

    /// Marks the table to ask for its rows again. Its height follows its row count, so the views
    /// above it are told only when the count turns out to change it (in `updateCellsIfNeeded()`),
    /// as a `UITableView`'s frame stays put when it reloads.
    private func setNeedsReload() {
        needsReload = true
        needsCellUpdate = true
        setNeedsLayout()
    }

    /// Asks the data source for what the last reloads and scrolls made stale, once per pass.
    private func updateCellsIfNeeded() {
        guard needsCellUpdate else { return }
        needsCellUpdate = false
        if needsReload {
            needsReload = false
            let shownBefore = min(numberOfRows, visibleRowCount)
            numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
            if min(numberOfRows, visibleRowCount) != shownBefore {
                invalidateIntrinsicContentSize()  // the height changed: the views above re-place it
            }
            firstVisibleRow = clampedFirstRow(firstVisibleRow)
            if let row = selectedRow, !(0..<numberOfRows).contains(row) { selectedRow = nil }
            for row in visibleCells.keys.sorted(by: >) { recycle(row) }
        }
        let visible = visibleRange
        for row in visibleCells.keys.sorted(by: >)
        where !visible.contains(row) || rowsToReload.contains(row) {
            recycle(row)
        }
        rowsToReload.removeAll()
        for row in visible where visibleCells[row] == nil { install(row) }
        // Recycled cells stay in the table while the pass may hand them out again; those left
        // in the pool now leave it.
        for cell in reusePool where cell.superview === self { cell.removeFromSuperview() }
        setNeedsLayout()
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        max(0, min(row, numberOfRows - visibleRowCount))
    }

    private var visibleRange: Range<Int> {
        firstVisibleRow..<min(numberOfRows, firstVisibleRow + visibleRowCount)
    }

    private func recycle(_ row: Int) {
        guard let cell = visibleCells.removeValue(forKey: row) else { return }
        cell.isSelected = false
        reusePool.append(cell)
    }

    private func install(_ row: Int) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: row)
        cell.isSelected = row == selectedRow
        visibleCells[row] = cell
        if cell.superview !== self { addSubview(cell) }
    }
}
