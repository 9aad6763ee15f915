import PatternCatalog

/// The site's first page: the screens, the front page's evidence (each evidence claim's
/// verdict, linked to its section of Comparison.md), the charts, each linked to the section
/// that judges its figures, and the tour's reading order.
struct IndexPage {
    var inputs: ComparisonFigures
    var sources: Site.Sources
    var charts: [(path: String, content: String)]

    /// Where each chart is judged in Comparison.md: the heading of its section.
    static let judgedIn = [
        CodeMovesSection.chartPath: "Where the code went, line by line",
        ChangeCostChart.path: "What a change costs",
        MutantChart.path: "Mutants killed, by what the mutated line does",
        RunTimeChart.path: "Performance",
    ]

    var html: String {
        let body = [
            InlineMarkdown.html(summary),
            "<p>Each screen's page sets the patterns' code side by side, with one behaviour's "
                + "trace under each; the charts below are the document's.</p>",
            screens, evidence, chartsSection, tour,
        ]
        return SiteStyle.page(
            title: "Architecture workbench: the patterns side by side",
            screens: sources.screens.screens, body: body.joined(separator: "\n"))
    }

    /// Comparison.md's "In short", the same words on the site's first page.
    var summary: String {
        FrontPage(claims: inputs.tested, questions: inputs.questions, untested: inputs.untested)
            .summary()
    }

    var screens: String {
        let items = sources.screens.screens.map { screen in
            let traced = ScreenPage.behaviour(of: screen, in: inputs.flows)?.title
            return "<li><a href=\"\(SiteStyle.fileName(screen: screen))\">"
                + "\(SiteStyle.escaped(screen))</a>"
                + (traced.map { " — traced: \(SiteStyle.escaped($0))" } ?? "") + "</li>"
        }
        return "<h2>The screens</h2>\n<ul>" + items.joined() + "</ul>"
    }

    /// The tour's headings, in order, linked to docs/tour.md.
    var tour: String {
        let headings = sources.tour.split(separator: "\n").compactMap { line -> (Int, String)? in
            if line.hasPrefix("### ") { return (3, String(line.dropFirst(4))) }
            if line.hasPrefix("## ") { return (2, String(line.dropFirst(3))) }
            return nil
        }
        guard !headings.isEmpty else { return "" }
        let items = headings.map { level, text in
            "<li\(level == 3 ? " style=\"margin-left: 1.5em\"" : "")><a href=\"../tour.md#"
                + "\(Self.anchor(text))\">\(SiteStyle.escaped(Self.plain(text)))</a></li>"
        }
        return "<h2>Reading order: the tour</h2>\n<p>docs/tour.md, step by step:</p>\n"
            + "<ul class=\"tour\">" + items.joined() + "</ul>"
    }

    /// The evidence claims: each one's verdict, as the front page gives it.
    var evidence: String {
        let rows = FrontPage.evidence(inputs.tested).map { claim in
            let heading = "\(claim.number). \(claim.definition.claim)"
            let late =
                FrontPage.marginSetLate(claim)
                ? " — its margin was set after its figures were known" : ""
            return "<tr><td><a href=\"../../Comparison.md#\(Self.anchor(heading))\">"
                + "\(SiteStyle.escaped(heading))</a></td><td>"
                + SiteStyle.escaped(claim.verdict.text + FrontPage.qualifiers(claim) + late)
                + "</td></tr>"
        }
        return "<h2>What the figures say</h2>\n<p>The claims that are evidence (they could "
            + "honestly come out either way on these screens), as Comparison.md judges them. "
            + "Claims that follow from a pattern's definition, or are out of reach here, carry "
            + "no verdict and are not listed.</p>\n<table><tr><th>claim</th><th>verdict</th></tr>"
            + rows.joined(separator: "\n") + "</table>"
    }

    var chartsSection: String {
        let parts = charts.sorted { $0.path < $1.path }.map { chart in
            let section = Self.judgedIn[chart.path] ?? ""
            return "<div class=\"chart\" data-path=\"\(chart.path)\"><h3><a href=\"../../"
                + "Comparison.md#\(Self.anchor(section))\">\(SiteStyle.escaped(section))</a>"
                + "</h3>\n\(chart.content)</div>"
        }
        return "<h2>The charts</h2>\n" + parts.joined(separator: "\n")
    }

    /// A heading as it reads, without Markdown's backticks and emphasis.
    static func plain(_ heading: String) -> String {
        heading.filter { $0 != "`" && $0 != "*" }
    }

    /// The anchor GitHub gives a heading: lower case, spaces to hyphens, and only letters,
    /// digits, hyphens and underscores kept.
    static func anchor(_ heading: String) -> String {
        String(
            plain(heading).lowercased().map { $0 == " " ? "-" : $0 }
                .filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }
}
