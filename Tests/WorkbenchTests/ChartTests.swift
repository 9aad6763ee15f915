import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The committed charts are well-formed XML, and each bar carries the figure the stored results
/// give, computed here from them by hand.
@Suite(.enabled(if: isThePackageItself, "reads the committed documents")) struct ChartTests {
    /// The `<title>` texts of an SVG file, or nil when it is not well-formed XML.
    enum Titles {
        static func read(_ path: String) throws -> [String]? {
            try XMLElements.read(Data(contentsOf: packageRoot.appending(path: path)))?
                .filter { $0.name == "title" }.map(\.text)
        }
    }

    /// No two patterns share a colour, so a bar's colour names its pattern in every chart.
    @Test func everyPatternHasAColourOfItsOwn() {
        let colours = PatternDescriptor.all.map(BarChart.colour)
        #expect(Set(colours).count == colours.count, "shared colours: \(colours)")
    }

    /// Each single change's bar is the pattern's instructions, less the toolkit's cancel of a
    /// replaced tracking, over the baseline's, read straight from Benchmarks/results.json, with
    /// the time ratio beside it; the chart says it counts instructions, not time.
    @Test func theRunTimeChartCarriesTheSavedInstructionRatios() throws {
        let titles = try #require(try Titles.read("docs/run-time.svg"), "not well-formed XML")
        let saved = try JSONSerialization.jsonObject(
            with: Data(contentsOf: packageRoot.appending(path: "Benchmarks/results.json")))
        let operations = try #require((saved as? [String: Any])?["operations"] as? [[String: Any]])
        var expected: [String] = []
        for name in [
            "price change → frame", "rename → frame", "touch → frame", "app rename → frame",
        ] {
            let operation = try #require(
                operations.first { $0["name"] as? String == name && $0["catalog"] as? Int == 20 })
            let counts = try #require(operation["instructions"] as? [String: Double])
            let cancel = operation["standInCancel"] as? [String: Double] ?? [:]
            let baseline = try #require(counts["baseline"])
            // A pattern the saved run did not measure (one landed since) has no bar yet.
            for pattern in PatternDescriptor.all where counts[pattern.command] != nil {
                let mine = try #require(counts[pattern.command]) - (cancel[pattern.command] ?? 0)
                let title =
                    "\(pattern.name), \(name): " + String(format: "%.2f× (", mine / baseline)
                expected.append(title)
            }
        }
        #expect(expected.count >= 24, "four changes, the six patterns measured first at least")
        #expect(
            expected.filter { prefix in !titles.contains { $0.hasPrefix(prefix) } } == [],
            "bars missing or wrong")
        let chart = try String(
            contentsOf: packageRoot.appending(path: "docs/run-time.svg"), encoding: .utf8)
        #expect(chart.contains("counted by callgrind (not time)"))
        #expect(chart.contains("no architecture"), "the baseline is explained")
    }

    /// Each bar's segments of the chart of where the code went are the figures of
    /// Comparison.md's table.
    @Test func theCodeMovesChartCarriesTheTablesFigures() throws {
        let titles = try #require(
            try Titles.read(CodeMovesSection.chartPath), "not well-formed XML")
        let document = try String(
            contentsOf: packageRoot.appending(path: "Comparison.md"), encoding: .utf8)
        let section =
            document.components(separatedBy: "## Where the code went, line by line").last?
            .components(separatedBy: "\n## ").first ?? ""
        let rows = section.components(separatedBy: "\n").filter {
            $0.hasPrefix("| ") && $0.contains(" · ") && !$0.hasPrefix("| screen · pattern")
        }
        #expect(
            rows.count == 5 * (PatternDescriptor.all.count - 1),
            "five screens, every pattern but MVC against MVC")
        let names = CodeMovesSection.kinds.map(\.kind.name)
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let place = cells[0].components(separatedBy: " · ")
            for (name, count) in zip(names, cells.dropFirst()) where count != "0" {
                let title = "\(place[1]), \(place[0]): \(count) \(name)"
                #expect(titles.contains(title), "\(title)")
            }
        }
    }

    /// Each request's bar is the pattern's production lines, added and removed, with its failing
    /// tests and those that stopped compiling, read straight from ChangeRequests/results.json.
    @Test func theChangeCostChartCarriesTheStoredFigures() throws {
        let titles = try #require(try Titles.read("docs/change-costs.svg"), "not well-formed XML")
        let saved = try JSONSerialization.jsonObject(
            with: Data(contentsOf: packageRoot.appending(path: "ChangeRequests/results.json")))
        let requests = try #require((saved as? [String: Any])?["requests"] as? [[String: Any]])
        var expected: [String] = []
        for request in requests {
            let title = try #require(request["title"] as? String)
            for change in try #require(request["patterns"] as? [[String: Any]]) {
                let pattern = try #require(
                    PatternDescriptor.named(change["pattern"] as? String ?? ""))
                let production = try #require(change["production"] as? [String: Any])
                let files = try #require(production["files"] as? [[String: Any]])
                let added = files.reduce(0) { $0 + ($1["added"] as? Int ?? 0) }
                let removed = files.reduce(0) { $0 + ($1["removed"] as? Int ?? 0) }
                let failing = (change["testsFailing"] as? [Any])?.count ?? 0
                let apart = (change["testsNotCompiling"] as? [Any])?.count ?? 0
                let figure =
                    "+\(added) −\(removed) · \(failing) failing"
                    + (apart == 0 ? "" : " · \(apart) not compiling")
                expected.append("\(pattern.name), \(title): \(figure)")
            }
        }
        // Every bar is a stored figure. A request whose stored result is stale has no bars
        // (and `compare --check` finds a chart that is not what the results draw): so in a
        // change request's scratch copy, where the request measured is stale, this still holds.
        let bars = titles.dropFirst()
        #expect(bars.count >= 6)
        #expect(bars.filter { !expected.contains($0) } == [], "bars that no stored result gives")
    }

    /// Each bar of the mutation-score chart is a row of Comparison.md's table "Mutants killed,
    /// by what the mutated line does": its killed of scored, and the score they make.
    @Test func theMutantChartCarriesTheTablesFigures() throws {
        let titles = try #require(try Titles.read(MutantChart.path), "not well-formed XML")
        let document = try String(
            contentsOf: packageRoot.appending(path: "Comparison.md"), encoding: .utf8)
        let section =
            document.components(separatedBy: "#### Mutants killed, by what the mutated line does")
            .last?.components(separatedBy: "\n#").first ?? ""
        // The table's rows: a pattern, two "killed of scored" cells, two scores.
        let rows = section.components(separatedBy: "\n").filter {
            $0.hasPrefix("| ") && $0.contains(" of ") && $0.hasSuffix("% |")
        }
        // A row per pattern whose mutants are measured (one that landed lesson-first has none).
        let stored = try #require(
            try MutationResults.load(root: packageRoot.path, scope: .ownCode))
        let measured = PatternDescriptor.all.filter { !stored.entries(of: $0).isEmpty }
        #expect(rows.count == measured.count && measured.count >= 7)
        var expected: [String] = []
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, construct) in ["presentation logic", "binding and view"].enumerated() {
                let parts = cells[1 + index].components(separatedBy: " of ").compactMap { Int($0) }
                let score = Int((Double(parts[0]) / Double(parts[1]) * 100).rounded())
                expected.append(
                    "\(cells[0]), Lines of \(construct): \(score)% (\(cells[1 + index]))")
            }
        }
        #expect(expected.filter { !titles.contains($0) } == [], "bars missing or wrong")
    }

    /// Every chart has a visible title (its first text, in bold) and says what a bar measures.
    @Test func everyChartSaysWhatItMeasures() throws {
        for path in [
            "docs/run-time.svg", "docs/change-costs.svg", "docs/where-the-code-went.svg",
            "docs/mutation-scores.svg",
        ] {
            let data = try Data(contentsOf: packageRoot.appending(path: path))
            let elements = try #require(XMLElements.read(data), "\(path)")
            let texts = elements.filter { $0.name == "text" }
            #expect(texts.first?.attributes["font-weight"] == "bold", "\(path): no visible title")
            #expect(
                texts.contains { $0.text.hasPrefix("A bar: ") || $0.text.contains("baseline") },
                "\(path): no unit")
        }
    }
}
