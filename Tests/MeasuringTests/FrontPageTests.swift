import Foundation
import Testing

@testable import Claims
@testable import Coupling
@testable import Document
@testable import Testability

/// Comparison.md's first page: counts read off the claims, "when" lines off the figures.
@Suite struct FrontPageTests {
    static func claim(_ pattern: String, _ verdict: Claim.Verdict) -> Claim {
        Claim(
            number: 1, seeds: ["000"], pattern: pattern, claim: "a claim", figure: "a figure",
            values: [], screens: [], rule: "a rule", couldFail: "it could", margin: "structural",
            marginSet: "2026-11-22", verdict: verdict)
    }

    static func page(_ claims: [Claim], names: [String]) -> FrontPage {
        FrontPage(
            claims: claims, coupling: CouplingReport(graph: TypeGraph(), root: "/", patterns: []),
            testability: try! TestabilityReport(
                functions: [], root: packageRoot, records: nil, patterns: []),
            timing: [], names: names)
    }

    @Test func theSummaryCountsWhateverVerdictsTheClaimsCarry() {
        let claims = [
            Self.claim("A", .supported), Self.claim("A", .notShown), Self.claim("B", .supported),
            Self.claim("B", .against), Self.claim("B", .supported),
        ]

        let summary = Self.page(claims, names: ["A", "B", "C"]).summary()

        #expect(
            summary == """
                ## At a glance

                The seed articles make 5 claims about what the patterns cause, each tested in \
                "What the seeds say follows" below against a figure measured in this run (what \
                each pattern is by definition is listed apart, as rules that hold). What the \
                figures say:

                - **supported**: 3 (claims 1, 3, 5)
                - **against the seed**: 1 (claim 4)
                - **not shown at this size**: 1 (claim 2)

                By the pattern each claim is about:

                - A (claims 1–2): 1 not shown at this size, 1 supported
                - B (claims 3–5): 2 supported, 1 against the seed
                - C: no claim

                """)
    }

    static func question(
        _ values: [Double?], lowerIsBetter: Bool = true, margin: Margin? = .types
    ) -> FrontPage.Question {
        FrontPage.Question(
            need: "The fewest types", figure: "Own types", values: values,
            texts: values.map { $0.map { "\(Int($0))" } ?? "—" }, lowerIsBetter: lowerIsBetter,
            margin: margin, notMeasured: "no index")
    }

    @Test func aWhenLineNamesOnlyThePatternsTheFigureSinglesOut() {
        let page = Self.page([], names: ["A", "B", "C", "D"])

        #expect(
            page.answer(Self.question([5, 15, 17, 6]))
                == "**The fewest types:** **A** and **D** (within the margin). Own types: A 5, B 15, "
                + "C 17, D 6; margin ≥ 20% and ≥ 2 types.")
        #expect(
            page.answer(Self.question([0, 17, 17, 3], lowerIsBetter: false, margin: nil))
                == "**The fewest types:** **B** and **C** (equal). Own types: A 0, B 17, C 17, D 3."
        )
        #expect(
            page.answer(Self.question([10, 11, 10, 11]))
                == "**The fewest types:** no pattern stands out. Own types: A 10, B 11, C 10, D 11; "
                + "margin ≥ 20% and ≥ 2 types.")
        #expect(
            page.answer(Self.question([10, nil, 10, 11]))
                == "**The fewest types:** not measured in this run (no index).")
    }

    @Test func claimNumbersReadAsRanges() {
        #expect(FrontPage.claimList([3]) == "claim 3")
        #expect(FrontPage.claimList([1, 2, 3, 5, 7, 8]) == "claims 1–3, 5, 7–8")
    }

    /// The words come before the first table of the document, and the seeds are introduced.
    @Test func comparisonOpensWithTheSummaryAndDefinesItsWordsBeforeAnyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(
            contentsOf: root.appendingPathComponent("Comparison.md"), encoding: .utf8)
        let lines = document.components(separatedBy: "\n")

        let glance = try #require(lines.firstIndex(of: "## At a glance"))
        let words = try #require(lines.firstIndex(of: "### Words used in the tables"))
        let firstTable = try #require(lines.firstIndex { $0.hasPrefix("|") })
        #expect(glance < words && words < firstTable)
        #expect(lines.contains("### Which pattern when"))
        for seed in Seed.all {
            #expect(document.contains("- **\(seed.number)** — *\(seed.title)*"))
        }
    }
}
