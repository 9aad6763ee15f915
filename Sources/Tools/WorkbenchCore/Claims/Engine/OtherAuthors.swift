import Foundation
import PatternCatalog

/// `Claims/other-authors.json`: other authors' implementations of comparable screens in several
/// patterns, counted with the workbench's own rules (`workbench count`) at fixed commits. One
/// implementation per pattern is one sample, whose incidental details our authors chose; these
/// are a control on the evidence claims about size. The figures are facts about fixed commits,
/// so they are stored, not measured again; no code of theirs is in this project.
package struct OtherAuthors: Sendable, Codable, Equatable {
    /// Where the file lives, relative to the package root.
    package static let path = "Claims/other-authors.json"

    package var about: String
    /// How every figure was counted, and what was left out.
    package var rule: String
    package var projects: [Project]

    /// One repository.
    package struct Project: Sendable, Codable, Equatable {
        /// `owner/name` on GitHub.
        package var repository: String
        package var commit: String
        /// What the app is.
        package var what: String
        /// What of the repository is not counted, and why.
        package var note: String
        /// A counting choice the figures rest on, and what the other choice gives.
        package var caveat: String?
        /// Files every pattern of the project shares with the same code, left out.
        package var excluded: [Excluded]
        package var patterns: [Pattern]
    }

    /// A file left out, and why.
    package struct Excluded: Sendable, Codable, Equatable {
        package var file: String
        package var why: String
    }

    /// One pattern of a project: its counted files, and its test lines.
    package struct Pattern: Sendable, Codable, Equatable {
        /// As the project names it (`MVVM (closures)`).
        package var name: String
        /// `mvc` or `mvvm`: the family it is set beside.
        package var family: String
        /// Its folder in the repository.
        package var folder: String
        package var files: [File]
        /// Code lines of its test files.
        package var testLines: Int
    }

    /// One counted file.
    package struct File: Sendable, Codable, Equatable {
        /// Its path in the pattern's folder.
        package var file: String
        /// `view controller`, `view model`, `coordinator`, `assembly` or `model or service`.
        package var role: String
        /// The screen a view controller or view model belongs to.
        package var screen: String?
        package var codeLines: Int
        package var decisionPoints: Int
        /// The types it declares at its top level.
        package var types: [String]
        /// For a file the author split out of MVC's view controller: `data source` (a table's
        /// data source, counted with the view controller) or `helper` (a fetcher, a validator,
        /// counted as a service); nil for every other file.
        package var helper: String?
    }

    /// How an MVC's helpers are counted with its view controller (issue #50's table, the
    /// other authors of claims 1 and 7): the table's data source only (the rule above), none,
    /// or all of them.
    package static let helpers = Fork(
        "other authors' helpers",
        options: ["the table's data source only", "none", "all"])

    /// The file under `root`; nil when there is none.
    package static func load(root: String) throws -> OtherAuthors? {
        let file = root + "/" + path
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        return try JSONDecoder().decode(
            OtherAuthors.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
    }

    /// A figure both this workbench and the other authors' counts give.
    package enum Figure: Sendable, Equatable {
        /// Code lines of the view controllers.
        case viewControllerLines
        /// Code lines of each screen's largest role (view controller or view model), summed.
        case largestRolePerScreen

        /// One pattern's value, from its counted files, its helpers counted with its view
        /// controller by `option` of `OtherAuthors.helpers`.
        func value(of pattern: Pattern, helpers option: Int = 0) -> Int {
            let dataSources = pattern.files.filter { $0.helper == "data source" }
            let others = pattern.files.filter { $0.helper == "helper" }
            let moved =
                option == 1
                ? -dataSources.reduce(0) { $0 + $1.codeLines }
                : option == 2 ? others.reduce(0) { $0 + $1.codeLines } : 0
            return value(of: pattern) + moved
        }

        /// One pattern's value, from its counted files, as the rule counts them.
        func value(of pattern: Pattern) -> Int {
            let screens = pattern.files.filter { $0.screen != nil }
            switch self {
            case .viewControllerLines:
                return pattern.files.filter { $0.role == "view controller" }
                    .reduce(0) { $0 + $1.codeLines }
            case .largestRolePerScreen:
                let byScreen = Dictionary(grouping: screens) { $0.screen ?? "" }
                return byScreen.values.reduce(0) { total, files in
                    let roles = Dictionary(grouping: files, by: \.role).values.map {
                        $0.reduce(0) { $0 + $1.codeLines }
                    }
                    return total + (roles.max() ?? 0)
                }
            }
        }
    }

    /// Each MVVM pattern's figure over its project's MVC's, project by project, MVC's helpers
    /// counted by `option` of `helpers`.
    package func ratios(_ figure: Figure, helpers option: Int = 0) -> [Ratio] {
        projects.flatMap { project -> [Ratio] in
            guard let mvc = project.patterns.first(where: { $0.family == "mvc" }) else {
                return []
            }
            let base = Double(figure.value(of: mvc, helpers: option))
            return project.patterns.filter { $0.family == "mvvm" && base > 0 }.map {
                let value = Double(figure.value(of: $0))
                return (project.repository, $0.name, value / base, abs(value - base))
            }
        }
    }

    /// One author's MVVM figure over their MVC's, and the two figures' difference in the
    /// figure's unit.
    package typealias Ratio = (project: String, pattern: String, ratio: Double, difference: Double)
}

/// A size claim's figure set beside the same figure from other authors: whether the direction
/// this workbench's implementations give holds in theirs, by the claim's own margin.
package struct AuthorsControl: Sendable {
    /// This workbench's ratio of each MVVM style's figure to MVC's.
    package var here: [(style: String, ratio: Double)]
    /// Each other author's ratio of each MVVM pattern's figure to their MVC's.
    package var others: [OtherAuthors.Ratio]
    /// The claim's own margin (≥ a share of the larger figure and ≥ a least amount): an
    /// author's figures closer than that show no difference, as the claim's verdict would say.
    package var margin: Margin?
    /// The counting choices the other authors' figures rest on.
    package var caveats: [String] = []
    /// The other authors' ratios counted every other way of `OtherAuthors.helpers`, each with
    /// the option it takes.
    package var otherWays: [(way: String, others: [OtherAuthors.Ratio])] = []

    /// Whether an author's figures differ by the margin: by its share of the larger of the two
    /// (1 − r below 1, (r − 1) / r above), and by its least amount.
    func beyondMargin(_ other: OtherAuthors.Ratio) -> Bool {
        let share = other.ratio < 1 ? 1 - other.ratio : (other.ratio - 1) / other.ratio
        // A hair of tolerance: 1 − 0.8 is 0.19999… in binary, and is the margin itself.
        return share >= (margin?.share ?? 0) - 1e-9
            && other.difference >= (margin?.least ?? 0) - 1e-9
    }

    /// "holds across authors" when every other author's ratio is beyond the margin on this
    /// workbench's side of 1; "depends on the author" when one is beyond it on the other side;
    /// "not shown at this size in AUTHOR" when an author's is within it; nil when this
    /// workbench's styles do not agree among themselves (the claim already depends on the
    /// binding style).
    package var verdict: String? {
        let each = ([others] + otherWays.map(\.others)).map(verdict(for:))
        guard Set(each.map { $0 ?? "" }).count > 1 else { return each.first ?? nil }
        let ways = [OtherAuthors.helpers.options[0]] + otherWays.map(\.way)
        return "depends on how their helpers are counted ("
            + zip(ways, each).map { "\($0): \($1 ?? "no verdict")" }.joined(separator: "; ") + ")"
    }

    /// The verdict in a few words, as the front page gives it: without each way's when they
    /// disagree.
    package var shortVerdict: String? {
        guard let verdict, verdict.hasPrefix("depends on how their helpers") else { return verdict }
        return "depends on how other authors' helpers are counted"
    }

    /// The verdict across authors on `others`, their ratios counted one way.
    func verdict(for others: [OtherAuthors.Ratio]) -> String? {
        let below = here.map { $0.ratio < 1 }
        guard let first = below.first, below.allSatisfy({ $0 == first }), !others.isEmpty else {
            return nil
        }
        if others.contains(where: { ($0.ratio < 1) != first && beyondMargin($0) }) {
            return "depends on the author"
        }
        let within = others.filter { !beyondMargin($0) }.map(\.project)
        guard within.isEmpty else {
            let names = within.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return "not shown at this size in " + names.joined(separator: " and ")
        }
        return "holds across authors"
    }

    /// The line a claim's section shows.
    package var text: String {
        let ours = here.map { "\($0.style) \(Self.format($0.ratio))" }.joined(separator: ", ")
        let theirs = others.map { "\($0.project) \($0.pattern) \(Self.format($0.ratio))" }
            .joined(separator: ", ")
        let by = margin.map { " (by the claim's margin, \($0.text))" } ?? ""
        return "this figure over MVC's: here \(ours); other authors (\(OtherAuthors.path)): "
            + theirs + (verdict.map { ": \($0)\(by)" } ?? "")
            + caveats.map { " (\($0))" }.joined()
    }

    static func format(_ ratio: Double) -> String {
        String(format: "%.2f", ratio)
    }
}
