import PatternCatalog

/// What the tests touch: views, types, doubles, setup; the facts each checks; one behaviour's
/// tests side by side.
extension TestabilitySection {
    static func touchSection(_ testability: TestabilityReport) -> String {
        var table = MarkdownTable(
            [
                "pattern", "tests with no view", "production types", "toolkit types",
                "setup lines", "read views", "read values",
            ], rightAligned: [1, 2, 3, 4, 5, 6])
        for pattern in testability.patterns {
            let name = PatternDescriptor.module(pattern.module)?.name ?? pattern.module
            let measured = pattern.tests.filter { $0.views != nil }.count
            let noView = measured == 0 ? "not measured" : "\(pattern.zeroViewTests) of \(measured)"
            table.append([
                name, noView, pattern.medianProductionTypes.figureText,
                pattern.medianToolkitTypes.figureText, pattern.medianSetupLines.figureText,
                "\(pattern.renderedTextTests)", "\(pattern.typedValueTests)",
            ])
        }
        return """
            ### What the tests touch

            Medians over the behaviour tests. Production types are the pattern's and the \
            model's a test refers to; the toolkit's, which stands for UIKit, are counted apart. \
            A presenter's or a view model's test creates no view because the rules of MVP and \
            MVVM forbid those roles the toolkit: that column follows from the rules, and is not \
            evidence of testability (the faults and mutants above are). "Read views" counts the \
            tests that read their result out of a label, a cell or a control; "read values", \
            those that read typed values. Views counted: \(testability.viewCounts).

            \(table.markdown)

            """
    }

    /// Each behaviour's facts, and how many each pattern's test checks.
    static func factsSection(_ testability: TestabilityReport) -> String {
        var table = MarkdownTable(["behaviour"] + PatternDescriptor.all.map(\.name))
        for behaviour in testability.behaviours {
            table.append(
                ["`\(behaviour.behaviour)`"]
                    + PatternDescriptor.all.map { pattern in
                        let summary = testability.patterns.first { $0.module == pattern.module }
                        guard
                            let test = summary?.tests.first(where: {
                                $0.behaviour == behaviour.behaviour
                            })
                        else { return "missing" }
                        return "\(test.factsChecked.count)/\(test.factsRequired.count)"
                    })
        }
        return """
            ### The same facts in every pattern

            Each behaviour's test checks the same facts in every pattern (Tests/behaviours.json): \
            each fact is the comment of one `#expect` or `#require`, word for word, read from the \
            test's source; a test that checks fewer fails a check (MeasuringTests). Facts checked \
            of facts required:

            \(table.markdown)

            """
    }

    /// Each pattern's test of one behaviour, in full.
    static func sideBySide(
        _ testability: TestabilityReport, behaviour: String = "selectingARowShowsTheDetailLine"
    ) -> String {
        var lines = ["### One behaviour's tests side by side\n"]
        lines.append("Each pattern's test of `\(behaviour)`:\n")
        for pattern in testability.patterns {
            guard let test = pattern.tests.first(where: { $0.behaviour == behaviour }) else {
                continue
            }
            let name = PatternDescriptor.module(pattern.module)?.name ?? pattern.module
            lines.append("**\(name)** (\(test.location.file)):\n\n```swift\n\(test.source)\n```\n")
        }
        return lines.joined(separator: "\n")
    }
}
