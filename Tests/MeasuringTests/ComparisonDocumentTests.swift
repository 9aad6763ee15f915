import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Comparison.md reads on GitHub: no table wider than eight columns, no paragraph line a reader
/// must scroll, every section there even when nothing was measured, saying how to measure it.
@Suite struct ComparisonDocumentTests {
    /// The problems of `document`'s layout: tables too wide, prose lines too long.
    static func layoutProblems(_ document: String) -> [String] {
        var problems: [String] = []
        var inCode = false
        for (number, line) in document.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            if line.hasPrefix("|") {
                let columns =
                    line.replacingOccurrences(of: "\\|", with: "")
                    .split(separator: "|", omittingEmptySubsequences: false).count - 2
                if columns > MarkdownTable.widest {
                    problems.append("line \(number + 1): a table of \(columns) columns")
                }
                let widest = line.split(separator: "|").map(\.count).max() ?? 0
                if widest > 400 {
                    problems.append("line \(number + 1): a table cell of \(widest) characters")
                }
            } else if line.count > 400 {
                problems.append("line \(number + 1): \(line.count) characters")
            }
        }
        return problems
    }

    static func render() -> String {
        ComparisonDocument.render(
            ComparisonFigures(
                claims: ClaimMeasureTests.inputs(), book: MarginBook(entries: [:]),
                mutantsProblems: [:], bench: nil, flows: nil,
                flowsStaleness: "there are no recorded traces", uikit: nil))
    }

    @Test func aDocumentOfNothingMeasuredKeepsEverySectionAndSaysHow() {
        let document = Self.render()
        for heading in [
            "## At a glance", "## What each pattern is", "## What the seeds say follows",
            "## What a change costs", "## The patterns, as measured", "## Testability",
            "## Performance", "## How every number was measured",
        ] {
            #expect(document.contains("\n" + heading + "\n"), "\(heading)")
        }
        #expect(document.contains("run `scripts/bench --save`"))
        #expect(document.contains("run `swift run workbench mutants`"))
        #expect(document.contains("run `swift run workbench mutants --scope all`"))
        #expect(document.contains("Run `scripts/trace`"))
        #expect(!document.contains("**supported**"), "a verdict with no figure")
        #expect(Self.layoutProblems(document).isEmpty)
    }

    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func theCommittedComparisonReadsWithoutScrolling() throws {
        let document = try String(
            contentsOfFile: packageRoot + "/Comparison.md", encoding: .utf8)
        #expect(Self.layoutProblems(document) == [])
        #expect(document.hasPrefix("# " + ComparisonDocument.title))
        for seed in Seed.all {
            #expect(document.contains("- **\(seed.number)** — *\(seed.title)*"))
        }
    }

    /// A definition or a claim out of reach here carries no judging word anywhere: not in its
    /// own section, and not on any line of the document that names it.
    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func onlyEvidenceCarriesAVerdictWord() throws {
        let document = try String(
            contentsOfFile: packageRoot + "/Comparison.md", encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        func judging(_ text: String) -> [String] {
            let lower = text.lowercased()
            return Verdict.judgingWords.filter { word in
                lower.ranges(of: word).contains { range in
                    let before =
                        range.lowerBound == lower.startIndex
                        ? " " : lower[lower.index(before: range.lowerBound)]
                    let after = range.upperBound == lower.endIndex ? " " : lower[range.upperBound]
                    return !before.isLetter && !after.isLetter
                }
            }
        }
        for (offset, definition) in SeedClaims.all.enumerated() {
            if case .evidence = definition.classification { continue }
            let number = offset + 1
            let heading = "### \(number). \(definition.claim)"
            let start = try #require(lines.firstIndex(of: heading), "\(heading)")
            let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.count
            let section = lines[start..<end].joined(separator: "\n")
            #expect(judging(section) == [], "\(heading): \(judging(section))")
            let title = "\(definition.claim) (\(number))"
            for line in lines where line.contains(title) {
                #expect(judging(line) == [], "\(title) named with \(judging(line)): \(line)")
            }
        }
    }

    /// The front page, up to the first claim's section, fits a screen or two: at most 150 lines.
    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func theFrontPageIsShort() throws {
        let document = try String(
            contentsOfFile: packageRoot + "/Comparison.md", encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("### 1. ") })
        #expect(first <= 150, "\(first) lines before the first claim's section")
        let before = lines[..<first].joined(separator: " ")
        let words = before.split(whereSeparator: \.isWhitespace).count
        #expect(words <= 1_500, "\(words) words before the first claim")
    }

    /// It opens with a summary a class can read in one screen, about 250 words at most, in
    /// plain words, that links the words the tables use before the first claim.
    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func theFrontPageOpensWithAOneScreenSummary() throws {
        let document = try String(
            contentsOfFile: packageRoot + "/Comparison.md", encoding: .utf8)
        let start = try #require(document.range(of: "### In short"))
        let end = try #require(
            document.range(of: "\n### ", range: start.upperBound..<document.endIndex))
        let summary = document[start.upperBound..<end.lowerBound]
        #expect(summary.split(whereSeparator: \.isWhitespace).count <= 250)
        #expect(summary.contains("(#the-seeds-and-the-words-the-tables-use)"))
        let heading = "## The seeds, and the words the tables use"
        #expect(document.contains(heading), "the glossary the summary links")
        let first = try #require(document.range(of: "\n### 1. "))
        #expect(start.lowerBound < first.lowerBound)
    }

    @Test func aNeedNamesOnlyThePatternsItsFigureSinglesOut() {
        func question(_ values: [Double], margin: Margin?) -> WhichPatternWhen.Question {
            let all = PatternDescriptor.all
            return WhichPatternWhen.Question(
                need: "a need", claim: SeedClaims.controllerBloats, figure: "a figure",
                // A pattern past the list (one added since) has the list's last figure.
                values: PerPattern { values[min(all.firstIndex(of: $0) ?? 0, values.count - 1)] },
                texts: PerPattern { _ in "" }, lowerIsBetter: true, margin: margin,
                notMeasured: nil)
        }
        let lines = Margin(share: 0.2, least: 20, unit: "code lines")
        #expect(question([100, 200, 200, 200, 200, 200], margin: lines).best == [.mvc])
        #expect(
            question([100, 110, 200, 200, 200, 200], margin: lines).best == [.mvc, .mvcVariant])
        #expect(question([100, 100, 100, 100, 100, 100], margin: nil).best == [], "all tie")
        #expect(question([100, 101, 200, 200, 200, 200], margin: nil).best == [.mvc])
    }

    /// A need names a pattern only where every way its claim allows counting the figure names
    /// it: counted one way MVC has 100 lines against 200 everywhere else, the other way the
    /// variant has 100 against MVC's 200: neither is the best by both.
    @Test func aNeedNamesOnlyWhatEveryWayOfCountingSinglesOut() {
        let all = PatternDescriptor.all
        func values(_ list: [Double]) -> PerPattern<Double> {
            PerPattern { list[min(all.firstIndex(of: $0) ?? 0, list.count - 1)] }
        }
        let headline = values([100, 200, 200, 200, 200, 200])
        var question = WhichPatternWhen.Question(
            need: "a need", claim: SeedClaims.controllerBloats, figure: "a figure",
            values: headline, texts: PerPattern { _ in "" }, lowerIsBetter: true,
            margin: Margin(share: 0.2, least: 20, unit: "code lines"), notMeasured: nil)
        #expect(question.robustBest == [.mvc], "no other way: the headline's")
        question.ways = [
            ("one way", headline), ("another way", values([200, 100, 200, 200, 200, 200])),
        ]
        #expect(question.best == [.mvc], "the headline way")
        #expect(question.robustBest == nil)
        #expect(
            WhichPatternWhen.markdown([question]).contains(
                "depends on how it is counted (one way: **MVC**; another way: **MVC variant**)"))
    }

    @Test func aLongLineWrapsIntoTheSameParagraph() {
        let sentence = "A sentence of some length that says a little about a figure; "
        let item = "- " + String(repeating: sentence, count: 15) + "1. Not a list."
        let wrapped = LineWrap.wrap("| a | table |\n" + item + "\nend")
        let lines = wrapped.components(separatedBy: "\n")
        #expect(lines.first == "| a | table |" && lines.last == "end")
        let body = lines.dropFirst().dropLast()
        #expect(body.count > 1 && body.allSatisfy { $0.count <= LineWrap.limit })
        #expect(body.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
        #expect(!body.contains { $0.hasPrefix("  1.") }, "no line reads as a list item")
        let joined = body.map { $0.drop { $0 == " " } }.joined(separator: " ")
        #expect(joined == item)
    }

    @Test func aTableWiderThanEightColumnsIsCutIntoEvenPartsLedByItsRowsNames() {
        let header = ["operation"] + (1...8).map { "p\($0)" }
        let table = MarkdownTable(
            header, rows: [["a row"] + (1...8).map { "\($0)" }], rightAligned: [1, 5, 6])
        let parts = table.parts
        #expect(
            parts.map(\.header) == [
                ["operation", "p1", "p2", "p3", "p4"], ["operation", "p5", "p6", "p7", "p8"],
            ])
        #expect(
            parts.map(\.rows) == [
                [["a row", "1", "2", "3", "4"]], [["a row", "5", "6", "7", "8"]],
            ])
        #expect(parts.map(\.rightAligned) == [[1], [1, 2]])
        #expect(Self.layoutProblems(table.markdown).isEmpty)
        #expect(table.markdown.components(separatedBy: "\n\n").count == 2)
        let eight = MarkdownTable(Array(header.prefix(8)))
        #expect(eight.parts.count == 1, "eight columns are one table")
        let fifteen = MarkdownTable(["name"] + (1...14).map { "p\($0)" })
        #expect(
            fifteen.parts.map(\.header.count) == [8, 8], "fourteen figures: two parts of seven")
    }
}
