import Harness
import Model

/// The operations the benchmark times, on a pattern's session or on the baseline. Touches and
/// store changes are carried out as the baseline carries them out, with no wait: every pattern's
/// next frame shows them (the spec tests check it), so a wait would time the runner, not the
/// pattern.
@MainActor
package protocol BenchScreen: AnyObject {
    var store: Store { get }
    func currentFrame() -> String
    /// A touch on `row` (0-based).
    func touch(row: Int)
}

extension Session: BenchScreen {
    package func currentFrame() -> String { frame(color: false) }
    package func touch(row: Int) { try? carryOut(.select(row: row + 1)) }
}

@MainActor
package final class BaselineBenchScreen: BenchScreen {
    package let store: Store
    private var screen: BaselineScreen

    package init(catalog: Catalog, rows: Int) {
        store = Store(catalog: catalog)
        screen = BaselineScreen(store: store, visibleRows: rows)
    }

    package func currentFrame() -> String { screen.frame() }
    package func touch(row: Int) { screen.touchRow(row) }
}
