import Foundation
import Model

/// An operation on a built screen that the benchmark times and counts: its name, how many runs
/// make one timed sample, how many make one count (a full cycle of its workload), and what it
/// does to the screen with a counter that varies the change from run to run. The warm-up run is
/// the counter's 0; the counted runs are 1 through `runs`.
package struct BenchOperation: Sendable {
    package var name: String
    package var batch: Int
    package var runs: Int
    package var body: @MainActor @Sendable (any BenchScreen, Int) -> Void

    /// The operations on the built-in catalog's screens (20 products, 10 rows in view), timed
    /// by every run and counted in instructions where valgrind is installed
    /// (`InstructionCount`).
    @MainActor
    package static let all: [BenchOperation] =
        [
            BenchOperation(name: "frame only", batch: 20, runs: 10) { screen, _ in
                _ = screen.currentFrame()
            }
        ] + TouchWorkload.allCases.map(\.operation) + changes

    /// The store's changes, each followed by the frame that shows it but the first.
    static let changes: [BenchOperation] = [
        BenchOperation(name: "price change, no frame", batch: 20, runs: 10) { screen, sample in
            try? screen.store.setPrice(ofProduct: sample % 10, to: Decimal(sample % 100))
        },
        BenchOperation(name: "price change → frame", batch: 20, runs: 10) { screen, sample in
            try? screen.store.setPrice(ofProduct: sample % 10, to: Decimal(sample % 100))
            _ = screen.currentFrame()
        },
        BenchOperation(name: "rename → frame", batch: 20, runs: 10) { screen, sample in
            try? screen.store.renameProduct(id: sample % 10, to: "Tea \(sample % 7)")
            _ = screen.currentFrame()
        },
        BenchOperation(name: "app rename → frame", batch: 20, runs: 10) { screen, sample in
            try? screen.store.renameApp(to: sample.isMultiple(of: 2) ? "WeChat" : "QQ")
            _ = screen.currentFrame()
        },
        BenchOperation(name: "1,000 changes → frame", batch: 1, runs: 10) { screen, sample in
            for change in 0..<1_000 {
                try? screen.store.setPrice(ofProduct: change % 20, to: Decimal(sample + change))
            }
            _ = screen.currentFrame()
        },
    ]
}

/// The touches the benchmark declares, as a claim declares its forks: a touch costs what the
/// rows it scrolls into view cost, so a figure holds only for the workload it names. Each is a
/// full cycle of its touches, on 20 products with 10 rows in view, starting from the top.
package enum TouchWorkload: CaseIterable, Sendable {
    /// Every row touched once, in steps of 7 (the target's workload): 60 rows scroll into view
    /// over the 20 touches, 3.0 per touch.
    case fullCycle
    /// Each row in view touched once: nothing scrolls.
    case noScrolling
    /// The first and the last row touched in turn: 10 rows scroll into view at every touch.
    case scrollingEveryTouch

    package static let products = 20
    package static let visibleRows = 10

    package var name: String {
        switch self {
        case .fullCycle: "touch → frame"
        case .noScrolling: "touch → frame, no scrolling"
        case .scrollingEveryTouch: "touch → frame, scrolling every touch"
        }
    }

    /// The row (0-based) the touch numbered `sample` touches; 0, the warm-up, touches row 0.
    package func row(_ sample: Int) -> Int {
        switch self {
        case .fullCycle: (sample * 7) % Self.products
        case .noScrolling: sample % Self.visibleRows
        case .scrollingEveryTouch: sample.isMultiple(of: 2) ? 0 : Self.products - 1
        }
    }

    /// Touches in one full cycle.
    package var cycle: Int {
        switch self {
        case .fullCycle: Self.products
        case .noScrolling: Self.visibleRows
        case .scrollingEveryTouch: 10
        }
    }

    /// Rows scrolled into view per touch over the cycle after the warm-up, by the table's rule:
    /// a touched row out of view scrolls the table by as little as shows it (`TableView`).
    package var rowsScrolledPerTouch: Double {
        var first = 0
        var scrolled = 0
        for sample in 1...cycle {
            let row = self.row(sample)
            let newFirst =
                row < first
                ? row : row >= first + Self.visibleRows ? row - Self.visibleRows + 1 : first
            scrolled += min(abs(newFirst - first), Self.visibleRows)
            first = newFirst
        }
        return Double(scrolled) / Double(cycle)
    }

    var operation: BenchOperation {
        BenchOperation(name: name, batch: cycle, runs: cycle) { screen, sample in
            screen.touch(row: row(sample))
            _ = screen.currentFrame()
        }
    }
}
