import Foundation
import Testing

@testable import WorkbenchCore

/// Claims/other-authors.json, read back: its ratios against hand counts of its own files, and
/// Comparison.md showing them as recorded.
@Suite struct OtherAuthorsTests {
    static func recorded() throws -> OtherAuthors {
        try #require(try OtherAuthors.load(root: packageRoot))
    }

    /// By hand, from the file's rows. objc.io: MVC's view controllers 132 + 108 + 45 = 285,
    /// MVVM-C's 65 + 60 + 45 = 170 (0.60); its largest role per screen, Folder 65 (view
    /// controller), Play 98 (view model), Record 45 (view controller): 208 (0.73). tailec: MVC's
    /// view controller 66 with its table data source 13: 79; MVVM (closures) 74 (0.94).
    @Test func theRatiosAreTheHandCounts() throws {
        let authors = try Self.recorded()
        func ratio(_ figure: OtherAuthors.Figure, _ pattern: String) -> Double? {
            authors.ratios(figure).first { $0.pattern == pattern }?.ratio
        }
        #expect(ratio(.viewControllerLines, "MVVM-C") == 170.0 / 285)
        #expect(ratio(.largestRolePerScreen, "MVVM-C") == 208.0 / 285)
        #expect(ratio(.viewControllerLines, "MVVM (closures)") == 74.0 / 79)
        #expect(ratio(.largestRolePerScreen, "MVVM (closures)") == 74.0 / 79)
    }

    @Test func theDirectionHoldsOrDependsOnTheAuthor() {
        let holds = AuthorsControl(
            here: [("a", 0.8)], others: [("p", "x", 0.6), ("q", "y", 0.9)])
        #expect(holds.verdict == "holds across authors")
        let reversed = AuthorsControl(here: [("a", 0.8)], others: [("p", "x", 1.1)])
        #expect(reversed.verdict == "depends on the author")
        let split = AuthorsControl(here: [("a", 0.8), ("b", 1.2)], others: [("p", "x", 0.6)])
        #expect(split.verdict == nil, "the styles already disagree")
    }

    /// Another author's ratio counts only beyond the claim's own margin: tailec's 0.94 and 0.95
    /// are inside a 20% margin, so they show no difference, counted by hand: 1 − 0.94 = 0.06.
    @Test func anotherAuthorCountsOnlyBeyondTheMargin() {
        let within = AuthorsControl(
            here: [("a", 0.7)], others: [("p", "x", 0.94), ("q", "y", 0.6)], share: 0.2)
        #expect(within.verdict == "not shown at this size in p")
        let beyond = AuthorsControl(here: [("a", 0.7)], others: [("q", "y", 0.8)], share: 0.2)
        #expect(beyond.verdict == "holds across authors", "1 − 0.8 = 0.2, the margin itself")
        let above = AuthorsControl(here: [("a", 1.4)], others: [("q", "y", 1.2)], share: 0.2)
        #expect(above.verdict == "not shown at this size in q", "(1.2 − 1) / 1.2 = 0.17")
        let against = AuthorsControl(here: [("a", 0.7)], others: [("q", "y", 1.3)], share: 0.2)
        #expect(against.verdict == "depends on the author", "(1.3 − 1) / 1.3 = 0.23")
    }

    /// Every other author's ratio stands in Comparison.md as recorded, in the section of each
    /// claim that names the figure.
    @Test func theDocumentShowsThemAsRecorded() throws {
        let authors = try Self.recorded()
        let document = try String(
            contentsOfFile: packageRoot + "/Comparison.md", encoding: .utf8)
        for definition in SeedClaims.all {
            guard let figure = definition.otherAuthors else { continue }
            let section =
                document.components(separatedBy: "### ").first {
                    $0.contains(". \(definition.claim)\n")
                } ?? ""
            for other in authors.ratios(figure) {
                let text = "\(other.project) \(other.pattern) \(AuthorsControl.format(other.ratio))"
                #expect(section.contains(text), "\(definition.id): \(text)")
            }
        }
    }
}
