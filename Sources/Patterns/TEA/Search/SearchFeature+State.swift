import Model

extension SearchFeature {
    /// What the search shows and stands on: the query as typed, where searching stands, the
    /// query searched last and the one waiting for a pause, and the selected result.
    public struct State: Equatable, Sendable {
        /// The query field's text, as the user typed it.
        var query = ""
        /// Where searching stands.
        var phase = Phase.idle
        /// The query the newest search was for; nil after the query emptied.
        var lastSearched: String?
        /// The query waiting for the typing to pause; nil when none is.
        var waitingQuery: String?
        /// The selected result's row.
        var selectedRow: Int?

        /// The repositories the newest search found; none while there are no results.
        var results: [Repository] {
            if case .results(_, let found) = phase { found } else { [] }
        }

        /// The result at `index`, as the table shows it.
        func row(at index: Int) -> Row {
            let repository = results[index]
            return Row(name: repository.fullName, stars: StarFormatter.string(repository.stars))
        }

        /// The status line under the query.
        var status: String {
            if let waitingQuery { return "Waiting to search `\(waitingQuery)`…" }
            return switch phase {
            case .idle: "Type to search"
            case .searching(let query): "Searching `\(query)`…"
            case .results(let query, let found) where found.isEmpty: "No results for `\(query)`"
            case .results(let query, let found):
                "\(CountFormatter.string(found.count, "result")) for `\(query)`"
            case .failed(_, let reason): "Search failed: \(reason)"
            }
        }

        /// The line under the results: the selected result's description, or an invitation.
        var detail: String {
            selectedRow.map { results[$0].summary } ?? "Tap a result to see its description."
        }
    }

    /// Where searching stands.
    enum Phase: Equatable, Sendable {
        /// No query: nothing to show yet.
        case idle
        /// A search for this query is under way.
        case searching(String)
        /// The newest search found these repositories (possibly none) for this query.
        case results(String, [Repository])
        /// The newest search failed, for this reason.
        case failed(String, reason: String)
    }

    /// One result, ready to show.
    struct Row: Equatable {
        var name: String
        /// The stars, formatted (`★ 12.3k`).
        var stars: String
    }
}
