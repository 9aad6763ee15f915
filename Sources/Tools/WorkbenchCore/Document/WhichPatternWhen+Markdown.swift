import PatternCatalog

/// "Which pattern when", rendered: the table of needs, then what each figure is and its margin.
extension WhichPatternWhen {
    /// The table of needs, then what each figure is and its margin.
    package static func markdown(_ questions: [Question]) -> String {
        var table = MarkdownTable(["need", "best"] + PatternDescriptor.all.map(\.name))
        for question in questions {
            let best =
                question.notMeasured != nil
                ? "not measured"
                : question.best.isEmpty
                    ? "none stands out" : FrontPage.list(question.best.map { "**\($0.name)**" })
            table.append(
                [question.need, best]
                    + PatternDescriptor.all.map { question.texts[$0] ?? "—" })
        }
        var lines = [
            "### Which pattern when\n",
            "What a reader may need most, and the patterns that give it best by one figure of "
                + "this run. Each need rests on an evidence claim and takes its margin; patterns "
                + "within the margin of the best count as tied.\n",
            table.markdown, "",
        ]
        for question in questions {
            let margin = question.margin.map { "; margin \($0.text)" } ?? "; any difference counts"
            let missing = question.notMeasured.map { " Not measured: \($0)." } ?? ""
            lines.append(
                "- *\(question.need)*: \(question.figure)\(margin), the margin of the evidence "
                    + "claim \"\(question.claim.claim)\".\(missing)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
