import Testing

@testable import TextUI

/// A data source over a plain list of (name, detail) pairs that counts the cells it creates.
@MainActor
final class ListDataSource: TableViewDataSource, TableViewDelegate {
    var rows: [(String, String)]
    var count: Int?
    private(set) var cellsCreated = 0
    private(set) var selections: [Int] = []
    /// How often the table asked for the row count, and for a cell.
    private(set) var countQueries = 0
    private(set) var cellQueries = 0

    init(rows: [(String, String)] = [], count: Int? = nil) {
        self.rows = rows
        self.count = count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        countQueries += 1
        return count ?? rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = indexPath.row
        cellQueries += 1
        let cell: TableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
            cell = reused
        } else {
            cell = TableViewCell(style: .value1, reuseIdentifier: "row")
            cellsCreated += 1
        }
        let (name, detail) = rows.isEmpty ? ("Row \(row)", "#\(row)") : rows[row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = detail
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let row = indexPath.row
        selections.append(row)
    }
}

@MainActor
@Suite struct TableViewTests {
    /// A window showing one table under a title bar.
    func window(for table: TableView, width: Int = 24) -> Window {
        let controller = ViewController()
        controller.view = table
        controller.title = "List"
        let window = Window(width: width)
        window.rootViewController = SplitViewController(viewControllers: [controller])
        return window
    }

    @Test func rendersTheVisibleRowsAndThePositionLine() {
        let source = ListDataSource(count: 5)
        let table = TableView(visibleRowCount: 3)
        table.dataSource = source
        let window = window(for: table)
        #expect(
            window.render() == """
                List
                ────────────────────────
                  Row 0               #0
                  Row 1               #1
                  Row 2               #2
                rows 1–3 of 5
                """)
        table.scroll(toFirstRow: 4)
        table.selectRow(4)
        #expect(
            window.render() == """
                List
                ────────────────────────
                  Row 2               #2
                  Row 3               #3
                ▸ Row 4               #4
                rows 3–5 of 5
                """)
    }

    @Test func wideAndCombiningCharactersKeepTheColumnsAligned() {
        let source = ListDataSource(rows: [
            ("商品", "¥19.00"), ("🍎 apple", "¥1.50"), ("Cafe\u{301}", "¥3.00"),
            ("很长很长很长很长的名字", "¥20.90"),
        ])
        let table = TableView(visibleRowCount: 4)
        table.dataSource = source
        #expect(
            window(for: table).render() == """
                List
                ────────────────────────
                  商品            ¥19.00
                  🍎 apple         ¥1.50
                  Café             ¥3.00
                  很长很长很长很… ¥20.90
                rows 1–4 of 4
                """)
    }

    @Test func aMillionRowsCreateNoMoreCellsThanTheViewportShows() {
        let source = ListDataSource(count: 1_000_000)
        let table = TableView(visibleRowCount: 10)
        table.dataSource = source
        let window = window(for: table)
        _ = window.render()
        for first in [0, 5, 500_000, 999_990, 3, 999_999] {
            table.scroll(toFirstRow: first)
            _ = window.render()
        }
        table.reloadData()
        table.reloadRows(at: [999_995])
        _ = window.render()
        #expect(source.cellsCreated <= 10)
        #expect(table.positionText == "rows 999991–1000000 of 1000000")
    }

    @Test func thePositionOfOneShownRowNamesThatRow() {
        let source = ListDataSource(count: 20)
        let table = TableView(visibleRowCount: 1)
        table.dataSource = source
        let window = window(for: table)
        _ = window.render()
        #expect(table.positionText == "row 1 of 20")
        table.scroll(toFirstRow: 19)
        _ = window.render()
        #expect(table.positionText == "row 20 of 20")

        let one = TableView(visibleRowCount: 10)
        let oneSource = ListDataSource(count: 1)
        one.dataSource = oneSource
        let oneWindow = self.window(for: one)
        _ = oneWindow.render()
        #expect(one.positionText == "row 1 of 1")
    }

    @Test func aTouchOnARowScrollsItIntoViewSelectsItAndTellsTheDelegate() throws {
        let source = ListDataSource(count: 30)
        let table = TableView(visibleRowCount: 5)
        table.accessibilityIdentifier = "list"
        table.dataSource = source
        table.delegate = source
        let window = window(for: table)
        try window.touchRow(17, inTable: "list")
        #expect(source.selections == [17])
        #expect(table.selectedRow == 17)
        #expect(table.firstVisibleRow == 13)
        table.layoutIfNeeded()  // cells follow the selection in the layout pass
        #expect(table.cellForRow(at: 17)?.isSelected == true)
    }

    @Test func aTouchBelowTheLastRowIsAnErrorAndChangesNothing() {
        let source = ListDataSource(count: 3)
        let table = TableView(visibleRowCount: 5)
        table.accessibilityIdentifier = "list"
        table.dataSource = source
        table.delegate = source
        let window = window(for: table)
        let before = window.render()
        #expect(throws: TouchError.noSuchRow(3, count: 3)) {
            try window.touchRow(3, inTable: "list")
        }
        #expect(
            TouchError.noSuchRow(3, count: 3).description
                == "there is no row 4: the table has 3 rows")
        #expect(source.selections.isEmpty)
        #expect(window.render() == before)
    }

    @Test func reloadDataClearsTheSelectionAsUIKitDoes() {
        let source = ListDataSource(count: 3)
        let table = TableView(visibleRowCount: 5)
        table.dataSource = source
        table.selectRow(1)
        #expect(table.selectedRow == 1)
        table.reloadData()
        #expect(table.selectedRow == nil)
    }

    @Test func reconfigureRowsHandsTheDataSourceTheRowsOwnCellNotPreparedForReuse() {
        let source = RegisteredCells(names: ["Row 0", "Row 1", "Row 2"])
        let table = TableView(visibleRowCount: 3)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.selectRow(1)
        let window = window(for: table)
        _ = window.render()
        let cell = table.cellForRow(at: 1) as? CountingCell
        source.names[1] = "Tea"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(window.render().contains("▸ Tea"), "the row shows its new content, still selected")
        #expect(source.asked == [0, 1, 2, 1], "the data source is asked for that row alone")
        #expect(table.cellForRow(at: 1) === cell, "the row keeps its cell")
        #expect(cell?.reuses == 0, "and it is not prepared for reuse")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCell: TableViewCell {
    private(set) var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Names in registered cells, remembering which rows the table asked for.
@MainActor
final class RegisteredCells: TableViewDataSource {
    var names: [String]
    private(set) var asked: [Int] = []

    init(names: [String]) { self.names = names }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
