import PatternCatalog
import Tracing

/// One screen's page: its implementations side by side, a column per pattern and a row per
/// slot of role (the screen's logic, its views, its cells, the rest), so that each pattern's
/// files stand in the same role order; each file headed with its roles and coloured by its
/// first; each code line marked by where it came from (`CodeMoves.kinds`, set against MVC's);
/// comments folded, so that code lines up with code. Under the columns, the trace of one
/// behaviour of the screen in each pattern, each at its own size. Boxes above the columns show
/// patterns, and the columns shown share the page's width (CSS alone, no script), so that two
/// patterns ticked stand side by side at half the page each on a projector. The page opens with
/// two ticked (`openedWith`): nine columns at once cannot be read there.
struct ScreenPage {
    var screen: String
    var files: PerPattern<[ScreenSources.File]>
    /// The behaviour traced under the columns, when traces were recorded.
    var behaviour: Flows.Behaviour?

    /// The behaviour each screen's page traces: the one that starts on it.
    static let behaviours = [
        "ShopList": "tap-row", "AppCard": "tap-card", "Profile": "type-email",
        "Search": "search", "ProductDetail": "open-detail",
    ]

    /// The patterns ticked when a page opens: the seeds' first pattern and the one they write
    /// most about.
    static let openedWith: Set<String> = ["MVC", "MVVM"]

    /// The recorded behaviour `screen`'s page traces, if `flows` holds it.
    static func behaviour(of screen: String, in flows: Flows?) -> Flows.Behaviour? {
        behaviours[screen].flatMap { name in flows?.behaviours.first { $0.name == name } }
    }

    /// The page, with the navigation to `screens`.
    func html(screens: [String]) -> String {
        let patterns = files.patterns
        var body = [
            "<p>A column per pattern, its files in the same order of roles: the screen's logic "
                + "(controller, presenter, interactor, view model or reducer), views, cells, the "
                + "rest. Each code line is marked by where it came from, set against MVC's code on "
                + "this screen. Comments are folded. Two patterns are ticked: tick or untick "
                + "them to set any two side by side at full width, or more to see them all; "
                + "<a href=\"#trace\">the traces</a> are under the columns.</p>",
            legend,
        ]
        body += patterns.map {
            "<input type=\"checkbox\" id=\"show-\($0.module)\""
                + (Self.openedWith.contains($0.module) ? " checked=\"checked\"/>" : "/>")
                + "<label for=\"show-\($0.module)\">\(SiteStyle.escaped($0.name))</label>"
        }
        body.append(columns(patterns))
        body.append(traces(patterns))
        return SiteStyle.page(
            title: "\(screen): one screen in \(patterns.count) patterns", screens: screens,
            body: body.joined(separator: "\n"))
    }

    /// The key to the colours: the kinds of line, and the roles of the page's files.
    var legend: String {
        let kinds = CodeMoves.Kind.allCases.map {
            "<span style=\"border-left: 8px solid \(SiteStyle.colour(kind: $0))\">"
                + "\($0.name)</span>"
        }
        let shown = Set(files.allValues.flatMap { $0.compactMap(\.file.roles?.primary) })
        let roles = ArchitectureRole.allCases.filter(shown.contains).map {
            "<span style=\"background: \(SiteStyle.colour(role: $0.rawValue))\">"
                + "\($0.rawValue)</span>"
        }
        return "<p class=\"legend\">Lines: \(kinds.joined()) Roles: \(roles.joined())</p>"
    }

    /// The columns: a heading row that stays on screen, then a row per slot any pattern fills.
    /// Each row is a grid of its own whose cells share the width equally, so that the cells of
    /// unticked patterns, hidden, give theirs back, and every row splits the width alike.
    func columns(_ patterns: [PatternDescriptor]) -> String {
        var rows = [
            "<div class=\"slot head\">"
                + patterns.map { "<div class=\"p-\($0.module)\">\(heading($0))</div>" }.joined()
                + "</div>"
        ]
        for slot in FilePairs.Slot.allCases {
            let cells = patterns.map { pattern in
                (files[pattern] ?? []).filter { Self.slot($0) == slot }.sorted {
                    order($0) < order($1)
                }
            }
            guard cells.contains(where: { !$0.isEmpty }) else { continue }
            rows.append(
                "<div class=\"slot\">"
                    + zip(patterns, cells).map { pattern, found in
                        "<div class=\"p-\(pattern.module)\">" + found.map(Self.file).joined()
                            + "</div>"
                    }.joined() + "</div>")
        }
        return "<div class=\"columns\">\n" + rows.joined(separator: "\n") + "\n</div>"
    }

    /// A column's heading: the pattern, and its code lines on the screen by where they came from.
    func heading(_ pattern: PatternDescriptor) -> String {
        let found = files[pattern] ?? []
        let code = found.reduce(0) { $0 + $1.file.lines.filter(SourceMeasures.isCode).count }
        guard pattern != .mvc else {
            return "\(SiteStyle.escaped(pattern.name))<br/><small>\(code) code lines</small>"
        }
        let moved = found.reduce(0) { $0 + $1.kinds.values.filter { $0 == .moved }.count }
        return "\(SiteStyle.escaped(pattern.name))<br/><small>\(code) code lines, "
            + "\(moved) moved from MVC's</small>"
    }

    /// Where a file stands in its slot: the screen's own role types first (`ShopListViewModel`
    /// before `ProductRowViewModel` and `SearchRepositoriesDelegate`), then the screen's other
    /// types, a type's file before its extensions', then by name.
    func order(_ file: ScreenSources.File) -> (Int, String, Int) {
        let name = file.file.name
        let stem = String(name.prefix { $0 != "+" && $0 != "." })
        let main = ["ViewController", "Controller", "Presenter", "ViewModel", "View"].map {
            screen + $0
        }
        let rank = main.contains(stem) ? 0 : stem.hasPrefix(screen) ? 1 : 2
        return (rank, stem, name.contains("+") ? 1 : 0)
    }

    /// Where a file stands: its slot, or the last one when the index knows no role of it.
    static func slot(_ file: ScreenSources.File) -> FilePairs.Slot { file.file.slot ?? .other }

    /// A file: its heading, then its lines, runs of comment lines folded.
    static func file(_ source: ScreenSources.File) -> String {
        let file = source.file
        let role = file.roles?.primary.rawValue ?? ""
        var out = [
            "<div class=\"file\" data-path=\"\(SiteStyle.escaped(file.path))\">"
                + "<h3 style=\"background: \(SiteStyle.colour(role: role))\">"
                + "\(SiteStyle.escaped(file.name)) <small>\(SiteStyle.escaped(file.roleText))"
                + "</small></h3>"
        ]
        var comments: [String] = []
        var code: [String] = []
        func flush() {
            if !code.isEmpty { out.append("<pre>" + code.joined() + "</pre>") }
            if !comments.isEmpty { out.append(folded(comments)) }
            code = []
            comments = []
        }
        let lines = file.lines.last == "" ? Array(file.lines.dropLast()) : file.lines
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if !code.isEmpty { flush() }
                comments.append(line)
            } else {
                if !comments.isEmpty { flush() }
                code.append(Self.line(line, kind: source.kinds[index]))
            }
        }
        flush()
        out.append("</div>")
        return out.joined()
    }

    /// A run of comment lines, folded under a count.
    static func folded(_ lines: [String]) -> String {
        let count = lines.count == 1 ? "1 comment line" : "\(lines.count) comment lines"
        return "<details class=\"comment\"><summary>\(count)</summary><pre>"
            + lines.map { "<span>\(SiteStyle.escaped($0)) </span>" }.joined() + "</pre></details>"
    }

    /// A line of code, marked by its kind when it has one.
    static func line(_ text: String, kind: CodeMoves.Kind?) -> String {
        guard let kind else { return "<span>\(SiteStyle.escaped(text)) </span>" }
        return "<span class=\"k-\(kind.rawValue)\" title=\"\(kind.rawValue)\">"
            + "\(SiteStyle.escaped(text)) </span>"
    }

    /// The traces: the behaviour in each shown pattern, drawn at its own size, one after the
    /// other (side by side where the page is wide enough).
    func traces(_ patterns: [PatternDescriptor]) -> String {
        guard let behaviour else {
            return "<h2 id=\"trace\">Traces</h2><p>No recorded traces: run "
                + "<code>scripts/trace</code>.</p>"
        }
        let head =
            "<h2 id=\"trace\">Trace: \(SiteStyle.escaped(behaviour.title))</h2><p>"
            + (behaviour.setup.isEmpty
                ? ""
                : "After <code>\(SiteStyle.escaped(behaviour.setup.joined(separator: "; ")))"
                    + "</code> (not traced), the ")
            + (behaviour.setup.isEmpty ? "The " : "") + "script's commands <code>"
            + SiteStyle.escaped(behaviour.traced.joined(separator: "; "))
            + "</code>, as each pattern handled them (<code>workbench trace \(behaviour.name)"
            + "</code>): a lane per type of the pattern, coloured by role; every toolkit type "
            + "shares one lane and every model type another, their calls among themselves "
            + "folded away.</p>"
        let figures = patterns.map { pattern in
            let flow = behaviour.patterns.first { $0.pattern == pattern.command }
            let drawing =
                flow.map {
                    TraceDrawing.svg(
                        $0.commands.map(\.traced), title: "\(behaviour.title): \(pattern.name)")
                } ?? "not recorded"
            return "<figure class=\"p-\(pattern.module) trace\"><figcaption>"
                + "\(SiteStyle.escaped(pattern.name))</figcaption>\(drawing)</figure>"
        }
        return head + "\n<div class=\"traces\">" + figures.joined() + "</div>"
    }
}
