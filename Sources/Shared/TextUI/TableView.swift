/// A scrolling list of rows, like a single-section `UITableView`.
///
/// Only the visible rows have cells: the table asks its data source for the rows in its
/// viewport, and cells that scroll out (or are reloaded) go to a reuse pool that
/// `dequeueReusableCell(withIdentifier:for:)` hands out again, or makes from the class
/// `register(_:forCellReuseIdentifier:)` names. So a table of a million rows creates no more
/// cells than it shows. Below the rows a position line says which rows are visible.
///
/// **The data source is asked only when the table is reloaded, as in UIKit.** `reloadData()`,
/// `reloadRows(at:with:)` and `reconfigureRows(at:)` only mark the table; the next layout pass
/// asks the data source for the row count and the visible cells once, however many reloads came
/// before. Nothing else makes it ask again: not a change to observable state the data source
/// read (UIKit tracks `updateProperties()`, layout and a cell's own configuration update, never
/// the data source), so whoever changes the rows tells the table. The data source is asked
/// before the layout pass lays anything out, outside any observation tracking.
/// `cellForRow(at:)` and `numberOfRows(inSection:)` answer from the last pass (call
/// `layoutIfNeeded()` first to see a reload, as a UIKit test does).
///
/// One section: every index path's section is 0.
@MainActor
public final class TableView: View {
    /// The table's look, as `UITableView.Style`; a terminal draws them alike.
    public enum Style: Sendable {
        case plain
    }

    /// How a reload is animated, as `UITableView.RowAnimation`; a terminal does not animate.
    public enum RowAnimation: Sendable {
        case none, automatic
    }

    /// Where a selected row is scrolled to, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable {
        /// Not scrolled.
        case none
    }

    /// Asked for the rows.
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Told of touches on rows.
    public weak var delegate: TableViewDelegate?

    /// How many rows the viewport shows.
    ///
    /// UIKit: none; a table's frame decides how many rows show. A frame of text is sized by its
    /// content, so the table is told (by its window: `Window.visibleTableRows`).
    public var visibleRowCount = 10 {
        didSet {
            visibleRowCount = max(1, visibleRowCount)
            guard visibleRowCount != oldValue else { return }  // the same rows: no reload
            setNeedsReload()
            invalidateIntrinsicContentSize()
        }
    }
    /// The index of the first row in the viewport (toolkit-only: UIKit has `indexPathsForVisibleRows`).
    public private(set) var firstVisibleRow = 0
    /// The selected row, drawn highlighted. `reloadData()` clears it, as in UIKit; the layout
    /// pass drops it if the row no longer exists.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRow.map { IndexPath(row: $0, section: 0) }
    }
    private(set) var selectedRow: Int?
    /// The row count the data source reported in the last layout pass.
    private var rowCount = 0

    private var visibleCells: [Int: TableViewCell] = [:]
    /// Cells waiting to be reused, most recently recycled last. Rows are recycled from the
    /// bottom up, so a reload hands each row the cell it had.
    private var reusePool: [TableViewCell] = []
    /// Every visible row is asked for again in the next pass, and the row count too.
    private var needsReload = true
    /// These rows are asked for again in the next pass, each for a new cell.
    private var rowsToReload: Set<Int> = []
    /// These rows are asked for again in the next pass, each keeping its cell.
    private var rowsToReconfigure: Set<Int> = []
    /// The cell of the row being reconfigured: what dequeueing hands out, as it is.
    private var cellBeingReconfigured: TableViewCell?
    /// Something about the cells changed (a reload, a scroll) since the last pass.
    private var needsCellUpdate = true
    /// The cell class registered for each reuse identifier.
    private var registeredCells: [String: TableViewCell.Type] = [:]
    private let positionLabel = Label()

    /// A table of `style`.
    public init(frame: Rect = .zero, style: Style = .plain) {
        super.init(frame: frame)
        positionLabel.textColor = .secondaryLabel
        addSubview(positionLabel)
    }

    // MARK: - Data

    /// Marks the table to ask its data source again for the row count and every visible row in
    /// the next pass, and clears the selection.
    public func reloadData() {
        selectedRow = nil
        setNeedsReload()
    }

    /// Marks these rows to be asked for again in the next pass, where they are visible, each for
    /// a new cell. The row count must not have changed (call `reloadData()` when it has).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rowsToReload.formUnion(indexPaths.map(\.row))
        needsCellUpdate = true
        setNeedsLayout()
    }

    /// Marks these rows to be asked for again in the next pass, where they are visible, keeping
    /// their cells, as UIKit's `reconfigureRows(at:)` does: `dequeueReusableCell(withIdentifier:for:)`
    /// hands the data source the row's own cell, not prepared for reuse, so only the content the
    /// data source sets changes. The row count must not have changed.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        rowsToReconfigure.formUnion(indexPaths.map(\.row))
        needsCellUpdate = true
        setNeedsLayout()
    }

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes a cell of, when the
    /// reuse pool has none with `identifier`; nil forgets it.
    public func register(
        _ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String
    ) {
        registeredCells[identifier] = cellClass
    }

    /// A cell for the row at `indexPath`: one from the reuse pool, prepared for reuse, or a new
    /// one of the class registered for `identifier` (made with `init(style: .default,
    /// reuseIdentifier:)`, as UIKit makes it). While a row is reconfigured, its own cell. It
    /// never fails for a registered identifier; an identifier nobody registered is a programming
    /// error, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> TableViewCell
    {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredCells[identifier] else {
            preconditionFailure(
                "no cell class is registered for '\(identifier)' (register(_:forCellReuseIdentifier:))"
            )
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
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

    /// The cell showing the row at `indexPath` after the last layout pass, or nil when the row is
    /// not visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        visibleCells[indexPath.row]
    }

    /// The number of rows in `section`, as the data source reported it in the last pass.
    public func numberOfRows(inSection section: Int) -> Int {
        section == 0 ? rowCount : 0
    }

    // MARK: - Selection and scrolling

    /// Highlights the row at `indexPath` (nil: none); does not call the delegate, as in UIKit.
    public func selectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        let row = indexPath?.row
        guard row != selectedRow else { return }
        selectedRow = row
        setNeedsLayout()
    }

    /// Takes the highlight off the row at `indexPath`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRow == indexPath.row else { return }
        selectRow(at: nil, animated: animated, scrollPosition: .none)
    }

    /// Makes `row` the first visible row, or as close as the row count allows (toolkit-only: a
    /// scroll the runner makes, as a finger would).
    public func scroll(toFirstRow row: Int) {
        let first = clampedFirstRow(row)
        guard first != firstVisibleRow else { return }
        firstVisibleRow = first
        needsCellUpdate = true
        setNeedsLayout()
    }

    /// Scrolls as little as needed to bring `row` into the viewport.
    func scrollToVisible(row: Int) {
        if row < firstVisibleRow {
            scroll(toFirstRow: row)
        } else if row >= firstVisibleRow + visibleRowCount {
            scroll(toFirstRow: row - visibleRowCount + 1)
        }
    }

    /// A touch on `row`: scrolls it into view, selects it and tells the delegate, as a finger
    /// on a `UITableView` row does (toolkit-only: the window delivers touches through it). A row
    /// that does not exist cannot be touched. The window delivers touches after a layout pass,
    /// so the row count is the one on screen.
    func touch(row: Int) throws(TouchError) {
        guard (0..<rowCount).contains(row) else { throw .noSuchRow(row, count: rowCount) }
        scrollToVisible(row: row)
        let indexPath = IndexPath(row: row, section: 0)
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A tap on the detail button of `row`'s cell, scrolled into view first: the delegate
    /// hears of it, and the row is not selected.
    func touchAccessory(ofRow row: Int) throws(TouchError) {
        guard (0..<rowCount).contains(row) else { throw .noSuchRow(row, count: rowCount) }
        scrollToVisible(row: row)
        updateCellsIfNeeded()
        guard visibleCells[row]?.accessoryType == .detailButton else {
            throw .noAccessory(row)
        }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: IndexPath(row: row, section: 0))
    }

    // MARK: - Layout and drawing

    public override func heightThatFits(width: Int) -> Int {
        updateCellsIfNeeded()  // asked before the pass, as a rule; here only for a lone table
        return min(rowCount, visibleRowCount) + 1
    }

    /// The pass asks the data source here, before any view lays itself out inside observation
    /// tracking: so nothing the data source reads is ever tracked. The cells learn whether they
    /// are selected here too, so that they configure themselves for it in this same pass. The
    /// table takes the rows its window gives (`Window.visibleTableRows`) first.
    override func prepareForLayout(tableRows: Int?) {
        if let tableRows { visibleRowCount = tableRows }
        updateCellsIfNeeded()
        for (row, cell) in visibleCells { cell.isSelected = row == selectedRow }
    }

    public override func layoutSubviews() {
        for (row, cell) in visibleCells {
            cell.frame = Rect(x: 0, y: row - firstVisibleRow, width: frame.width, height: 1)
        }
        let shown = min(rowCount, visibleRowCount)
        positionLabel.frame = Rect(x: 0, y: shown, width: frame.width, height: 1)
        positionLabel.text = positionText
    }

    /// `rows 1–10 of 20`, 1-based as a reader counts; `row 20 of 20` when one row shows.
    public var positionText: String {
        if rowCount == 0 { return "no rows" }
        let last = min(rowCount, firstVisibleRow + visibleRowCount)
        if last == firstVisibleRow + 1 { return "row \(last) of \(rowCount)" }
        return "rows \(firstVisibleRow + 1)–\(last) of \(rowCount)"
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
            reloadRowCount()
            for row in visibleCells.keys.sorted(by: >) { recycle(row) }
        }
        let visible = visibleRange
        for row in visibleCells.keys.sorted(by: >)
        where !visible.contains(row) || rowsToReload.contains(row) {
            recycle(row)
        }
        rowsToReload.removeAll()
        for row in rowsToReconfigure.sorted() where visibleCells[row] != nil { reconfigure(row) }
        rowsToReconfigure.removeAll()
        for row in visible where visibleCells[row] == nil { install(row) }
        // Recycled cells stay in the table while the pass may hand them out again; those left
        // in the pool now leave it.
        for cell in reusePool where cell.superview === self { cell.removeFromSuperview() }
        setNeedsLayout()
    }

    /// Asks the data source for the row count, and keeps the viewport and selection inside it.
    private func reloadRowCount() {
        let shownBefore = min(rowCount, visibleRowCount)
        rowCount = max(0, dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0)
        if min(rowCount, visibleRowCount) != shownBefore {
            invalidateIntrinsicContentSize()  // the height changed: the views above re-place it
        }
        firstVisibleRow = clampedFirstRow(firstVisibleRow)
        if let row = selectedRow, !(0..<rowCount).contains(row) { selectedRow = nil }
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        max(0, min(row, rowCount - visibleRowCount))
    }

    private var visibleRange: Range<Int> {
        firstVisibleRow..<min(rowCount, firstVisibleRow + visibleRowCount)
    }

    private func recycle(_ row: Int) {
        guard let cell = visibleCells.removeValue(forKey: row) else { return }
        cell.isSelected = false
        reusePool.append(cell)
    }

    private func install(_ row: Int) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
        cell.isSelected = row == selectedRow
        visibleCells[row] = cell
        if cell.superview !== self { addSubview(cell) }
    }

    /// Asks the data source for `row` again, handing it the row's own cell to dequeue.
    private func reconfigure(_ row: Int) {
        guard let dataSource, let cell = visibleCells[row] else { return }
        cellBeingReconfigured = cell
        let configured = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
        cellBeingReconfigured = nil
        guard configured !== cell else { return }
        recycle(row)  // the data source made another cell: it takes the row's place
        configured.isSelected = row == selectedRow
        visibleCells[row] = configured
        if configured.superview !== self { addSubview(configured) }
    }
}
