import Foundation
import PatternCatalog

/// Everything Comparison.md and the site show, measured (`ComparisonMeasurement`) and judged
/// (`Claim.all`) before anything is rendered: Document/ renders it and measures nothing.
package struct ComparisonFigures {
    /// The figures the claims are tested on.
    package var claims: ClaimInputs
    /// The margins and where they come from.
    package var book: MarginBook
    /// The claims, tested on `claims` with the margins of `book`.
    package var tested: [Claim]
    /// "Which pattern when": each need, with the margin of the judged claim it rests on.
    package var questions: [WhichPatternWhen.Question]
    /// The seeds' claims that no figure here tests, each with its class and why.
    package var untested: [SeedClaims.Untested]
    /// Why the stored mutants of a scope are not shown, when they are not.
    package var mutantsProblems: [MutationScope: String]
    /// The last saved benchmark run, if any.
    package var bench: BenchReport?
    /// The recorded traces, if any, and what is stale about them.
    package var flows: Flows?
    package var flowsStaleness: String?
    /// How close the toolkit is to UIKit, or why it was not measured.
    package var uikit: Result<UIKitConformance, any Error>?
    /// What the site shows beyond the figures (the screens' files, the tour), or nil for
    /// no site.
    package var site: SiteSources?

    package init(
        claims: ClaimInputs, book: MarginBook, mutantsProblems: [MutationScope: String],
        bench: BenchReport?, flows: Flows?, flowsStaleness: String?,
        uikit: Result<UIKitConformance, any Error>?, site: SiteSources? = nil
    ) {
        self.site = site
        self.claims = claims
        self.book = book
        self.tested = Claim.all(claims, definitions: ClaimDefinition.all, book: book)
        self.questions = WhichPatternWhen.questions(claims, tested: tested)
        self.untested = SeedClaims.untested
        self.mutantsProblems = mutantsProblems
        self.bench = bench
        self.flows = flows
        self.flowsStaleness = flowsStaleness
        self.uikit = uikit
    }
}

/// What the site is made from beyond the figures: the screens' files and the tour.
package struct SiteSources: Sendable {
    package var screens: ScreenSources
    /// docs/tour.md, whose headings give the reading order.
    package var tour: String

    /// Where the tour is, relative to the package root.
    package static let tourPath = "docs/tour.md"

    package init(screens: ScreenSources, tour: String) {
        self.screens = screens
        self.tour = tour
    }

    /// `screens`, and the tour read from the package at `root`.
    package static func read(screens: ScreenSources, root: String) -> SiteSources {
        SiteSources(
            screens: screens,
            tour: (try? String(contentsOfFile: root + "/" + tourPath, encoding: .utf8)) ?? "")
    }
}
