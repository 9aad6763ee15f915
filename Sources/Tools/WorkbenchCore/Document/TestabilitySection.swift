import Foundation
import PatternCatalog

/// "Testability": what each pattern's own tests catch (the faults of Faults/, the operator
/// mutants of Mutants/), at what cost, and then what they touch.
package enum TestabilitySection {
    package static func markdown(
        testability: TestabilityReport, faults: FaultResults,
        mutants: [MutationScope: MutationResults], mutantsProblems: [MutationScope: String],
        constructs: [String: FaultConstruct] = [:], lineConstructs: LineConstruct.Lines = [:]
    ) -> String {
        [
            "## Testability\n",
            "Each pattern's own tests (Tests/<Pattern>Tests: a test per behaviour of "
                + "Tests/behaviours.json, the same names in every pattern) measured by what they "
                + "catch, then by what they touch.\n",
            faultsSection(faults, testability: testability),
            constructSection(faults, constructs: constructs),
            mutantsSection(mutants, problems: mutantsProblems),
            mutantConstructSection(mutants[.ownCode], lines: lineConstructs),
            touchSection(testability),
            costSection(testability, faults: faults),
            factsSection(testability),
            sideBySide(testability),
        ].joined(separator: "\n")
    }

    /// What the tests touch, without the faults and mutants: `workbench metrics`' section.
    package static func touchMarkdown(_ testability: TestabilityReport) -> String {
        [touchSection(testability), factsSection(testability), sideBySide(testability)]
            .joined(separator: "\n")
    }

    // MARK: - Faults

    static func faultsSection(_ faults: FaultResults, testability: TestabilityReport) -> String {
        guard !faults.faults.isEmpty else {
            return "### What the tests catch: faults\n\nNot measured: no fault has been planted "
                + "(run `swift run workbench faults`).\n"
        }
        let planted = faults.faults.count
        var table = MarkdownTable(
            [
                "pattern", "caught", "test lines", "lines per catch", "suite time (median)",
                "missed",
            ],
            rightAligned: [1, 2, 3, 4])
        for pattern in PatternDescriptor.all {
            guard faults.patterns.contains(pattern) else {
                table.appendNotYetMeasured(pattern.name)
                continue
            }
            let outcomes = faults.faults.compactMap { entry in
                entry.outcomes[pattern].map { (entry.name, $0) }
            }
            let caught = outcomes.filter(\.1.caught)
            let lines = testLines(testability, pattern)
            let times = outcomes.map(\.1.suiteSeconds).sorted()
            let median = times.isEmpty ? 0 : times[times.count / 2]
            let missed = outcomes.filter { !$0.1.caught }.map { "`\($0.0)`" }
            table.append([
                pattern.name, "\(caught.count) of \(planted)", "\(lines)",
                caught.isEmpty ? "—" : (Double(lines) / Double(caught.count)).figureText,
                String(format: "%.2f s", median),
                missed.isEmpty ? "none" : missed.joined(separator: ", "),
            ])
        }
        return """
            ### What the tests catch: faults

            Each fault of Faults/ breaks one behaviour the same way in every pattern, in the role \
            that holds that logic (`swift run workbench faults`; the spec catches every one in \
            every pattern, or it is no fault). A missed fault is a finding. Test lines are the \
            code lines of the pattern's behaviour tests. Suite times are wall clock, as the cost \
            of a test says below.

            \(table.markdown)

            """
    }

    /// Faults caught per construct: the presentation logic, and the binding and view code.
    static func constructSection(_ faults: FaultResults, constructs: [String: FaultConstruct])
        -> String
    {
        guard !faults.faults.isEmpty, !constructs.isEmpty else { return "" }
        var table = MarkdownTable(
            ["pattern"] + FaultConstruct.allCases.map(\.rawValue), rightAligned: [1, 2])
        for pattern in PatternDescriptor.all {
            guard faults.patterns.contains(pattern) else {
                table.appendNotYetMeasured(pattern.name)
                continue
            }
            table.append(
                [pattern.name]
                    + FaultConstruct.allCases.map { construct in
                        let entries = faults.faults.filter { constructs[$0.name] == construct }
                        let caught = entries.filter { $0.outcomes[pattern]?.caught == true }
                        return "\(caught.count) of \(entries.count)"
                    })
        }
        let named = FaultConstruct.allCases.map { construct in
            let names = faults.faults.filter { constructs[$0.name] == construct }.map {
                "`\($0.name)`"
            }
            return "- *\(construct.rawValue)* (\(names.count)): "
                + (construct == .logic ? "the others" : names.joined(separator: ", "))
        }
        return """
            #### Faults caught, by what they break

            A fault breaks the binding and view code when its MVVM patch lands in the view role \
            (MVVM's rules keep the logic in the view model and the binding in the view); in MVC \
            the same fault sits in the controller, which holds both. A view model's own tests \
            are written never to build its view.

            \(table.markdown)

            \(named.joined(separator: "\n"))

            """
    }

    /// The mutants of all own code, each counted with what the line it sits in does
    /// (`LineConstruct`): the score on each construct, claim 23's figure.
    static func mutantConstructSection(_ mutants: MutationResults?, lines: LineConstruct.Lines)
        -> String
    {
        guard let mutants, !lines.isEmpty else { return "" }
        var table = MarkdownTable(
            ["pattern"] + FaultConstruct.allCases.map { "\($0.rawValue): killed of scored" }
                + FaultConstruct.allCases.map { "\($0.rawValue): score" },
            rightAligned: [1, 2, 3, 4])
        for pattern in PatternDescriptor.all {
            guard mutants.patterns.contains(pattern) else {
                table.appendNotYetMeasured(pattern.name)
                continue
            }
            let split = killedOfScored(mutants, lines: lines, pattern: pattern)
            table.append(
                [pattern.name] + split.map { "\($0.killed) of \($0.scored)" }
                    + split.map { part in
                        guard part.scored > 0 else { return "—" }
                        return
                            "\(Int((Double(part.killed) / Double(part.scored) * 100).rounded()))%"
                    })
        }
        return """
            #### Mutants killed, by what the mutated line does

            The mutants of all own code, each counted with the line it sits in: a line that does \
            the presentation logic, or one that binds or builds the view. In MVP and every MVVM \
            style the role says (a presenter's or a view model's line is logic); MVC's and the \
            variant's lines take the construct of the MVVM (Observation) line they match, so the \
            logic in MVC's controller counts as logic and its binding as binding (LineConstruct, \
            counted by hand on Tests/Fixture). Claim 23 is judged on the logic.

            ![Mutation scores by what the mutated line does](\(MutantChart.path))

            \(table.markdown)

            """
    }

    /// `pattern`'s mutants killed, of those scored (killed or survived), on the lines of each
    /// construct, in `FaultConstruct.allCases`' order.
    static func killedOfScored(
        _ mutants: MutationResults, lines: LineConstruct.Lines, pattern: PatternDescriptor
    ) -> [(killed: Int, scored: Int)] {
        let scored = mutants.entries(of: pattern).filter {
            [.killed, .survived].contains($0.outcome)
        }
        return FaultConstruct.allCases.map { construct in
            let entries = scored.filter { lines[$0.mutant.file]?[$0.mutant.line] == construct }
            return (entries.filter { $0.outcome == .killed }.count, entries.count)
        }
    }

    /// How many of a pattern's own test doubles the cost table names; past it, it counts them.
    static let doublesNamed = 8

    /// The doubles a pattern's tests use: the shared ones by name, and the pattern's own by name
    /// up to `doublesNamed`, counted beyond it.
    static func doublesText(_ doubles: [String], of pattern: PatternDescriptor) -> String {
        guard !doubles.isEmpty else { return "none" }
        let own = doubles.filter { $0.hasPrefix(pattern.testTarget + ".") }
        let named = own.count > doublesNamed ? doubles.filter { !own.contains($0) } : doubles
        let text = named.map { "`\($0)`" }.joined(separator: ", ")
        guard own.count > doublesNamed else { return text }
        return (text.isEmpty ? "" : text + " and ") + "\(own.count) of its own, in "
            + "`\(pattern.testTarget)`"
    }

    /// The cost of a test, per pattern: the views each builds, its setup, the test doubles the
    /// tests use, and the time a test takes (the suite's median time over the fault runs, over
    /// its tests).
    static func costSection(_ testability: TestabilityReport, faults: FaultResults) -> String {
        var table = MarkdownTable(
            [
                "pattern", "views built per test (median)", "setup lines (median)",
                "tests with a double", "doubles", "time per test",
            ], rightAligned: [1, 2, 3, 5])
        for pattern in PatternDescriptor.all {
            guard let summary = testability.patterns.first(where: { $0.module == pattern.module })
            else { continue }
            let views = summary.tests.compactMap(\.views).sorted()
            let doubles = Set(summary.tests.flatMap(\.testDoubles)).sorted()
            let times = faults.faults.compactMap { $0.outcomes[pattern]?.suiteSeconds }.sorted()
            let perTest =
                times.isEmpty || summary.tests.isEmpty
                ? "—"
                : String(
                    format: "%.1f ms", times[times.count / 2] / Double(summary.tests.count) * 1000)
            table.append([
                pattern.name, views.isEmpty ? "—" : "\(views[views.count / 2])",
                summary.medianSetupLines.figureText,
                "\(summary.tests.filter { !$0.testDoubles.isEmpty }.count) of \(summary.tests.count)",
                Self.doublesText(doubles, of: pattern), perTest,
            ])
        }
        return """
            #### The cost of a test

            What one behaviour test costs to write and run: the toolkit views it builds (the \
            median; recorded by the measuring run), its setup lines, the test doubles the \
            pattern's tests use, and its time (the suite's median time over the fault runs, \
            divided by its tests; the runner's own start-up is in it). The times are wall clock, \
            taken with whatever else the machine ran, each pattern's in the run that last planted \
            its faults (`workbench faults --pattern` or `--stale` plants some patterns alone): \
            compare patterns measured in one run, and no time with another run's.

            \(table.markdown)

            """
    }

    /// Code lines of `pattern`'s behaviour tests.
    static func testLines(_ testability: TestabilityReport, _ pattern: PatternDescriptor) -> Int {
        let tests = testability.patterns.first { $0.module == pattern.module }?.tests ?? []
        return tests.reduce(0) { total, test in
            total
                + test.source.split(separator: "\n").filter {
                    let line = $0.trimmingCharacters(in: .whitespaces)
                    return !line.isEmpty && !line.hasPrefix("//")
                }.count
        }
    }

    // MARK: - Mutants

    /// The mutants of both scopes: the logic role, then all of each pattern's own code; a scope
    /// not measured says why, and how to measure it.
    static func mutantsSection(
        _ mutants: [MutationScope: MutationResults], problems: [MutationScope: String]
    ) -> String {
        var parts = [
            """
            ### What the tests catch: mutants

            Operator mutants (negated conditions, boundary shifts, swapped literals, deleted \
            statements), compiled into one build and switched on one at a time \
            (`swift run workbench mutants`). A mutant is killed when the pattern's own tests \
            fail, crash or run out of time; it survived when they pass and the spec's tests that \
            reach it catch it; "no test tells" when nothing in the package tells it from the \
            original (an equivalent mutant, or one no test reaches): reported apart and not \
            scored, as is one that does not compile. The score is killed of killed and survived. \
            The mutants sit in each pattern's logic role (in VIPER, the presenter and the \
            interactor, which holds the use case MVP's presenter holds), and again in all of its \
            own code \
            (views, view controllers and cells too): a controller holds its views' binding, a \
            view model does not, so the logic role alone measures suites over different code.

            """
        ]
        for scope in MutationScope.allCases {
            parts.append("#### Over \(scope.description)\n")
            guard let results = mutants[scope] else {
                parts.append(
                    "Not measured: " + (problems[scope] ?? "no mutation run is stored")
                        + " (run `\(scope.command)`).\n")
                continue
            }
            parts.append(
                results.runText + "\n\n"
                    + mutantTable(results).markdown + "\n")
            parts.append(survivors(results, byFile: scope == .ownCode))
        }
        return parts.joined(separator: "\n")
    }

    /// Per pattern: the mutants, each outcome's count and the score.
    static func mutantTable(_ mutants: MutationResults) -> MarkdownTable {
        var table = MarkdownTable(
            [
                "pattern", "mutants", "killed", "survived", "no test tells", "not compiling",
                "score",
            ],
            rightAligned: [1, 2, 3, 4, 5, 6])
        for pattern in PatternDescriptor.all {
            guard mutants.patterns.contains(pattern) else {
                table.appendNotYetMeasured(pattern.name)
                continue
            }
            let score = mutants.score(of: pattern).map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
            table.append(
                [pattern.name, "\(mutants.entries(of: pattern).count)"]
                    + MutationResults.Outcome.allCases.map {
                        "\(mutants.count($0, of: pattern))"
                    } + [score])
        }
        return table
    }

    /// The survivors, pattern by pattern: each mutant with its change, or (`byFile`, for the
    /// longer list of all own code) each file with the lines they sit on, and how many where a
    /// line holds more than one.
    static func survivors(_ mutants: MutationResults, byFile: Bool = false) -> String {
        var lines = ["Survivors, by file and line:\n"]
        for pattern in PatternDescriptor.all {
            let found = mutants.entries(of: pattern).filter { $0.outcome == .survived }
            guard !found.isEmpty else { continue }
            lines.append("- **\(pattern.name)** (\(found.count)):")
            guard byFile else {
                lines += found.map { "  - \($0.mutant.description)" }
                continue
            }
            let files = Dictionary(grouping: found, by: \.mutant.file)
            for file in files.keys.sorted() {
                let counts = Dictionary(
                    (files[file] ?? []).map { ($0.mutant.line, 1) }, uniquingKeysWith: +)
                let numbers = counts.keys.sorted().map { line in
                    counts[line] == 1 ? "\(line)" : "\(line) (×\(counts[line] ?? 0))"
                }
                lines.append("  - `\(file)`: " + numbers.joined(separator: ", "))
            }
        }
        return lines.count == 1 ? "No survivor.\n" : lines.joined(separator: "\n") + "\n"
    }
}
