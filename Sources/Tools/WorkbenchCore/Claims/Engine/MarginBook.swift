import Foundation

/// `Claims/margins.json`: every claim's margin, with where it comes from: the commit that set it,
/// and the first commit whose Comparison.md held the claim's figures. A margin set after its
/// figures could have been chosen to fit them, and the document says so; the test
/// `MarginProvenanceTests` reads the history and fails when a margin changed without its
/// provenance, or when the provenance is not what the history says.
package struct MarginBook: Sendable, Codable {
    /// Where the file lives, relative to the package root.
    package static let path = "Claims/margins.json"

    package var entries: [String: MarginEntry]

    package init(entries: [String: MarginEntry]) {
        self.entries = entries
    }

    /// The margin that judges `figures`: `own` (the claim's), or, where a fork counts them in
    /// another claim's unit (`Figures.marginOf`), that claim's, set with it; or the margin of
    /// the entry's `others` that a fork's figure names (`Figures.marginNamed`).
    package func entry(_ own: MarginEntry?, for figures: Figures) -> MarginEntry? {
        var entry = figures.marginOf.map { entries[$0] } ?? own
        // A figure in another unit of the claim's own: judged by that margin of its entry.
        if let name = figures.marginNamed {
            let named = entry?.others?[name]
            entry?.margin = named
        }
        return entry
    }

    /// The file under `root`; an empty book when there is none (every margin then "missing").
    package static func load(root: String) throws -> MarginBook {
        let file = root + "/" + path
        guard FileManager.default.fileExists(atPath: file) else { return MarginBook(entries: [:]) }
        return try JSONDecoder().decode(
            MarginBook.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
    }
}

/// One claim's margin and its provenance.
package struct MarginEntry: Sendable, Codable, Equatable {
    /// The margin a difference must reach; nil for a structural rule.
    package var margin: Margin?
    /// A structural rule's threshold in words ("any broken test counts"), when there is no
    /// margin.
    package var structural: String?
    /// Further margins of a rule that reads several figures, by the figure's name.
    package var others: [String: Margin]?
    /// Where the margin was set.
    package var set: Commit
    /// Where Comparison.md first held the claim's figures; nil while none has.
    package var firstFigures: Commit?
    /// Whether the margin was set in, or after, the commit that first held its figures.
    package var setAfterFigures: Bool
    /// The claim's class (`ClaimClass.name`) and the commit that set it: a commit of its own,
    /// which changed no figure.
    package var classification: ClassSet?

    /// A claim's class as the book records it.
    package struct ClassSet: Sendable, Codable, Equatable {
        /// `definition`, `evidence` or `out of reach here`.
        package var name: String
        /// The commit that set it.
        package var set: Commit

        package init(name: String, set: Commit) {
            self.name = name
            self.set = set
        }
    }

    /// A commit of the package's history, and what shows the margin in it.
    package struct Commit: Sendable, Codable, Equatable {
        /// Its abbreviated hash, or "uncommitted" for a margin not in any commit yet.
        package var commit: String
        /// Its date (`yyyy-mm-dd`).
        package var date: String
        /// For a margin set before this file existed: the file that held it then, and the text
        /// in it that sets it.
        package var file: String?
        package var text: String?

        package init(commit: String, date: String, file: String? = nil, text: String? = nil) {
            self.commit = commit
            self.date = date
            self.file = file
            self.text = text
        }
    }

    package init(
        margin: Margin?, structural: String? = nil, others: [String: Margin]? = nil, set: Commit,
        firstFigures: Commit?, setAfterFigures: Bool, classification: ClassSet? = nil
    ) {
        self.margin = margin
        self.structural = structural
        self.others = others
        self.set = set
        self.firstFigures = firstFigures
        self.setAfterFigures = setAfterFigures
        self.classification = classification
    }

    /// The margin as the document states it.
    package var text: String {
        var parts = [margin?.text ?? structural.map { "structural: \($0)" } ?? "structural"]
        for (name, other) in (others ?? [:]).sorted(by: { $0.key < $1.key }) {
            parts.append("\(name): \(other.text)")
        }
        return parts.joined(separator: "; ")
    }

    /// Where it comes from, in a line: "set in 53d4d21 (2026-11-22), after its first figures
    /// (fbf2d48, 2026-11-22)".
    package var provenance: String {
        let set = "set in \(self.set.commit) (\(self.set.date))"
        guard let first = firstFigures else { return set + "; no figures committed yet" }
        let when = setAfterFigures ? "after" : "before"
        return set + ", \(when) its first figures (\(first.commit), \(first.date))"
    }
}
