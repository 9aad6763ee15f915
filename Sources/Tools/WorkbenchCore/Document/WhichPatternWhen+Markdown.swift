import PatternCatalog

/// "Which pattern when", rendered: the table of needs, then what each figure is and its margin.
extension WhichPatternWhen {
    /// The table of needs, then what each figure is and its margin.
    package static func markdown(_ questions: [Question]) -> String {
        var table = MarkdownTable(["need", "best"] + PatternDescriptor.all.map(\.name))
        for question in questions {
            func named(_ patterns: [PatternDescriptor]) -> String {
                patterns.isEmpty
                    ? "none stands out" : FrontPage.list(patterns.map { "**\($0.name)**" })
            }
            let best =
                question.notMeasured != nil
                ? "not measured"
                : question.robustBest.map(named) ?? Self.decided(question, named)
            table.append(
                [question.need, best]
                    + PatternDescriptor.all.map { question.texts[$0] ?? "—" })
        }
        var lines = [
            "### Which pattern when\n",
            "What a reader may need most, and the patterns best at it by one figure of this run, "
                + "within its claim's margin (patterns within it tie). A pattern is named only "
                + "where it is among the best with the margin as set, halved and doubled, counted "
                + "every way its claim allows.\n",
            table.markdown, "",
        ]
        for question in questions {
            let margin = question.margin.map { "; margin \($0.text)" } ?? "; any difference counts"
            let missing = question.notMeasured.map { " Not measured: \($0)." } ?? ""
            lines.append(
                "- *\(question.need)*: \(question.figure)\(margin), from \"\(question.claim.claim)\"."
                    + missing)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the best is each way, where how it is counted decides it: by way of counting when
    /// the claim's own forks decide it (each way's best, or where there are more than two ways,
    /// the claim to read), else by the margin.
    static func decided(_ question: Question, _ named: ([PatternDescriptor]) -> String) -> String {
        let byWay = question.ways.map { ($0.way, question.robustOverMargins($0.values)) }
        if byWay.count > 2, !byWay.contains(where: { $0.1 == nil }) {
            return "depends on how it is counted (each way in \"\(question.claim.claim)\")"
        }
        if byWay.count > 1, !byWay.contains(where: { $0.1 == nil }) {
            return "depends on how it is counted ("
                + byWay.map { "\($0.0): " + named($0.1 ?? []) }.joined(separator: "; ") + ")"
        }
        return "depends on the margin ("
            + Fork.margin.options.indices.map {
                "\(Fork.margin.options[$0]): " + named(question.best(margin: $0))
            }.joined(separator: "; ") + ")"
    }
}
