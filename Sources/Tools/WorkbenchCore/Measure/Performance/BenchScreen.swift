import Harness
import Model

/// The operations the benchmark times, on a pattern's session or on the baseline. Touches and
/// store changes are carried out as the baseline carries them out, with no wait: every pattern's
/// next frame shows them (the spec tests check it), so a wait would time the runner, not the
/// pattern.
@MainActor
public protocol BenchScreen: AnyObject {
    var store: Store { get }
    func currentFrame() -> String
    /// A touch on `row` (0-based).
    func touch(row: Int)
}

extension Session: BenchScreen {
    public func currentFrame() -> String { frame(color: false) }
    public func touch(row: Int) { try? carryOut(.select(row: row + 1)) }
}

@MainActor
public final class BaselineBenchScreen: BenchScreen {
    public let store: Store
    private var screen: BaselineScreen

    public init(catalog: Catalog, rows: Int) {
        store = Store(catalog: catalog)
        screen = BaselineScreen(store: store, visibleRows: rows)
    }

    public func currentFrame() -> String { screen.frame() }
    public func touch(row: Int) { screen.touchRow(row) }
}
