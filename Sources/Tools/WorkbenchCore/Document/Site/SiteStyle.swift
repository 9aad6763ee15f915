import PatternCatalog

/// What every page of the site shares: the shell (a heading, the links between pages, the
/// style sheet), the colours of roles and of kinds of line, and escaping. The pages are
/// XHTML-clean (every tag closed, only XML's own entities), so a test reads them as XML, and
/// they need no script and no network: they open from `file://`.
enum SiteStyle {
    /// Where the site is written, relative to the package root.
    static let folder = "docs/site"

    /// A page: `title` as its heading, the navigation, then `body`.
    static func page(title: String, screens: [String], body: String) -> String {
        let links =
            ["<a href=\"index.html\">Index</a>"]
            + screens.map { "<a href=\"\(fileName(screen: $0))\">\(escaped($0))</a>" }
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(escaped(title))</title>
            <link rel="stylesheet" href="\(styleSheetName)"/>
            </head>
            <body>
            <nav>\(links.joined(separator: " · "))</nav>
            <h1>\(escaped(title))</h1>
            \(body)
            <footer>Written by <code>swift run workbench compare</code> (<code>scripts/compare</code>) \
            from the code as it is; do not edit by hand. <code>workbench compare --check</code> \
            fails when a page is stale.</footer>
            </body>
            </html>

            """
    }

    /// The style sheet every page links to, beside them.
    static let styleSheetName = "site.css"

    /// Its text: the rules, then the columns' boxes and the kinds of line, then the styles for
    /// a dim room and for a handout.
    static var styleSheet: String { css + "\n" + toggles + "\n" + dark + "\n" + print + "\n" }

    /// For a dim room: dark when the reader's system asks for it. The charts and the role
    /// colours keep their light backgrounds, with dark text on them, as pictures do.
    static let dark = """
        @media (prefers-color-scheme: dark) {
        body { color: #e8e8e8; background: #161616; }
        a { color: #8ab4f8; }
        nav, .slot.head { border-color: #555; }
        .slot.head { background: #161616; }
        .file, td, th { border-color: #555; }
        .file h3, .legend span { color: #111; }
        details.comment summary { color: #aaa; }
        details.comment pre { color: #bbb; }
        footer { color: #aaa; }
        }
        """

    /// For a handout: the patterns ticked, each slot kept on one page where it fits, comments
    /// and traces as they are, no navigation, boxes or footer.
    static let print = """
        @media print {
        nav, footer, input, label, .legend { display: none; }
        body { font-size: 11pt; margin: 0; }
        .slot.head { position: static; }
        .slot { break-inside: avoid; }
        pre { font-size: 9.5pt; overflow: visible; }
        .file h3 { font-size: 10pt; overflow: visible; white-space: normal; }
        #trace { break-before: page; }
        .traces { display: block; }
        .trace { break-inside: avoid; overflow: visible; }
        .trace svg { max-width: 100%; height: auto; }
        }
        """

    /// A screen's page's file name: `shoplist.html`.
    static func fileName(screen: String) -> String { screen.lowercased() + ".html" }

    /// The same colour for a role wherever the site shows it; `toolkit`, `model` and a role
    /// not known are grey.
    static func colour(role: String) -> String {
        switch role {
        case ArchitectureRole.controller.rawValue: "#f4c6a6"
        case ArchitectureRole.presenter.rawValue: "#c9b3e6"
        case ArchitectureRole.viewModel.rawValue: "#b7dcb0"
        case ArchitectureRole.view.rawValue: "#a9cbee"
        case ArchitectureRole.interactor.rawValue: "#e8c98f"
        case ArchitectureRole.coordinator.rawValue: "#f2b8cf"
        case ArchitectureRole.router.rawValue: "#9fd8d2"
        case ArchitectureRole.reducer.rawValue: "#d6c2a8"
        case ArchitectureRole.assembly.rawValue: "#f0e199"
        default: "#dddddd"
        }
    }

    /// The colour a line's kind is marked with: the chart's (`CodeMovesSection.kinds`).
    static func colour(kind: CodeMoves.Kind) -> String {
        CodeMovesSection.kinds.first { $0.kind == kind }?.colour ?? "#ffffff"
    }

    /// Text as XML reads it, as the charts write it (`BarChart.escaped`).
    static func escaped(_ text: String) -> String { BarChart.escaped(text) }

    /// The rules that hide a pattern's column and trace when its box is unticked, and mark a
    /// line's kind.
    static var toggles: String {
        let hide = PatternDescriptor.all.map {
            "#show-\($0.module):not(:checked) ~ div .p-\($0.module) { display: none; }"
        }
        let kinds = CodeMoves.Kind.allCases.map {
            "pre span.k-\($0.rawValue) { border-left-color: \(colour(kind: $0)); }"
        }
        return (hide + kinds).joined(separator: "\n")
    }

    /// The style sheet: large enough to read from the back of a room at 1024 pixels across.
    static let css = """
        body { font-family: Helvetica, Arial, sans-serif; font-size: 18px; margin: 0 16px 24px; \
        color: #111; background: #fff; }
        nav { padding: 8px 0; font-size: 18px; border-bottom: 1px solid #ccc; }
        nav a { margin-right: 4px; }
        h1 { font-size: 28px; margin: 12px 0 8px; }
        h2 { font-size: 22px; margin: 20px 0 8px; }
        p, li { max-width: 60em; line-height: 1.4; }
        table { border-collapse: collapse; margin: 8px 0; }
        td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
        code { font-family: Menlo, Consolas, monospace; }
        .toggles { margin: 8px 0; font-size: 18px; }
        .toggles label { margin-right: 14px; white-space: nowrap; }
        .legend span { display: inline-block; padding: 1px 8px; margin: 2px 4px 2px 0; \
        border-radius: 3px; }
        .columns { margin-top: 8px; }
        .slot { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); \
        gap: 8px; margin-bottom: 8px; }
        .slot > div { min-width: 0; }
        .slot.head { position: sticky; top: 0; z-index: 1; background: #fff; font-weight: bold; \
        font-size: 20px; padding: 4px 0; border-bottom: 2px solid #333; }
        .file { border: 1px solid #bbb; border-radius: 4px; margin-bottom: 6px; }
        .file h3 { font-size: 16px; margin: 0; padding: 3px 6px; white-space: nowrap; \
        overflow-x: auto; }
        .file h3 small { font-weight: normal; }
        pre { margin: 0; padding: 2px 4px; font-size: 16px; line-height: 1.35; \
        white-space: pre-wrap; overflow-wrap: normal; word-break: normal; overflow-x: auto; }
        pre span { display: block; border-left: 6px solid transparent; padding-left: calc(4px + \
        2ch); text-indent: -2ch; }
        details.comment summary { color: #777; font-size: 14px; cursor: pointer; }
        details.comment pre { color: #555; }
        .traces { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .trace { margin: 0; max-width: 100%; overflow-x: auto; }
        .trace figcaption { font-weight: bold; margin-bottom: 4px; }
        .chart svg { max-width: 100%; height: auto; }
        footer { margin-top: 24px; font-size: 14px; color: #555; }
        """
}
