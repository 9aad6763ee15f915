import Model
import Roles
import TextUI

/// **View:** the search's status line. Handed the search's `phase`, it words it itself:
/// "Type to search", "Searching `swi`…", "12 results for `swift`", "No results for `x`",
/// "Search failed: …"; handed a `waitingQuery`, "Waiting to search `swi`…". It depends on the
/// model: its phase carries the `Repository`s found.
final class SearchStatusView: View, Role.View {
    /// Where a search stands, as this line shows it.
    enum Phase: Equatable {
        /// No query: nothing to show yet.
        case idle
        /// A search for this query is under way.
        case searching(String)
        /// The newest search found these repositories (possibly none) for this query.
        case results(String, [Repository])
        /// The newest search failed, for this reason.
        case failed(String, reason: String)
    }

    private let label = Label()

    /// The phase to show.
    var phase = Phase.idle {
        didSet { update() }
    }

    /// A query waiting for the typing to pause, shown instead of the phase; nil when none is.
    var waitingQuery: String? {
        didSet { update() }
    }

    override init() {
        super.init()
        addSubview(label)
        update()
    }

    override func heightThatFits(width: Int) -> Int { 1 }

    override func layoutSubviews() {
        label.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
    }

    private func update() {
        if let waitingQuery {
            label.text = "Waiting to search `\(waitingQuery)`…"
            return
        }
        switch phase {
        case .idle:
            label.text = "Type to search"
        case .searching(let query):
            label.text = "Searching `\(query)`…"
        case .results(let query, let found) where found.isEmpty:
            label.text = "No results for `\(query)`"
        case .results(let query, let found):
            label.text = "\(CountFormatter.string(found.count, "result")) for `\(query)`"
        case .failed(_, let reason):
            label.text = "Search failed: \(reason)"
        }
    }
}
