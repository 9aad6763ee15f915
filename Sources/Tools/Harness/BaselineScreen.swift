import Model
import TextUI

/// The shop list and app card with no architecture at all: one function that turns the store's
/// state straight into the same frame text the patterns print, drawing on the same canvas.
///
/// It is the yardstick of the benchmark: what a pattern costs on top of it is the pattern's
/// tax. It covers the loaded screens (what the benchmark measures) and the tests check that its
/// frames equal the patterns' frames.
@MainActor
public struct BaselineScreen {
    public let store: Store
    public let visibleRows: Int
    public let width: Int
    public private(set) var firstVisibleRow = 0
    public private(set) var selectedProductID: Int?
    public private(set) var tapCount = 0

    public init(store: Store, visibleRows: Int = 10, width: Int = 40) {
        self.store = store
        self.visibleRows = visibleRows
        self.width = width
    }

    /// A touch on `row` (0-based): scrolls it into view and selects its product.
    public mutating func touchRow(_ row: Int) {
        guard store.products.indices.contains(row) else { return }
        let first = clampedFirstRow(firstVisibleRow)
        if row < first {
            firstVisibleRow = row
        } else if row >= first + visibleRows {
            firstVisibleRow = row - visibleRows + 1
        }
        selectedProductID = store.products[row].id
    }

    /// A touch on the card.
    public mutating func tap() {
        tapCount += 1
    }

    /// The frame, as the patterns render it.
    public func frame() -> String {
        let products = store.products
        let shown = min(products.count, visibleRows)
        let listHeight = products.isEmpty ? 1 : shown + 2
        var canvas = Canvas(width: width, height: 2 + listHeight + 1 + 2 + 5 + 1)
        var y = 0
        func line(_ text: String, alignment: TextAlignment = .left) {
            canvas.draw(text, x: 0, y: y, width: width, alignment: alignment)
            y += 1
        }
        let rule = String(repeating: "─", count: width)
        let count = products.count
        canvas.draw(
            "Shop · \(CountFormatter.string(count, "item"))", x: 0, y: y, width: width - 11)
        canvas.draw("[ Reload ]", x: width - 10, y: y, width: 10)
        y += 1
        line(rule)
        if products.isEmpty {
            line("No products yet.")
        } else {
            let first = clampedFirstRow(firstVisibleRow)
            for row in first..<(first + shown) {
                let product = products[row]
                let price = PriceFormatter.string(from: product.price)
                let priceWidth = min(DisplayWidth.of(price), (width - 2) / 2)
                canvas.draw(product.id == selectedProductID ? "▸" : "", x: 0, y: y, width: 2)
                canvas.draw(product.name, x: 2, y: y, width: width - 2 - priceWidth - 1)
                canvas.draw(price, x: width - priceWidth, y: y, width: priceWidth)
                y += 1
            }
            line(
                shown == 1
                    ? "row \(first + 1) of \(count)"
                    : "rows \(first + 1)–\(first + shown) of \(count)")
            if let id = selectedProductID, let product = store.product(withID: id) {
                line("Selected: \(product.name) · \(PriceFormatter.string(from: product.price))")
            } else {
                line("Tap a row to see its details.")
            }
        }
        y += 1
        line("App")
        line(rule)
        ImageView.drawIcon(
            store.app.flatMap { Image(named: $0.imageName) }, in: &canvas,
            x: (width - ImageView.boxWidth) / 2, y: y)
        y += 3
        line(store.app?.name ?? "No app loaded", alignment: .center)
        line(
            tapCount == 0 ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))",
            alignment: .center)
        line(Self.shopTabBar(width: width))
        return canvas.render(color: false)
    }

    /// The tab bar with Shop selected: each tab's title centred on a double rule in its third
    /// (the first tabs take the columns left over, as the toolkit's tab bar gives them).
    private static func shopTabBar(width: Int) -> String {
        func tab(_ label: String, width: Int) -> String {
            let gap = max(0, width - DisplayWidth.of(label))
            return String(repeating: "═", count: gap / 2) + label
                + String(repeating: "═", count: gap - gap / 2)
        }
        let titles = [" ▸ Shop ", " Profile ", " Search "]
        return titles.enumerated().map { index, title in
            tab(title, width: width / titles.count + (index < width % titles.count ? 1 : 0))
        }.joined()
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        max(0, min(row, store.products.count - visibleRows))
    }
}
