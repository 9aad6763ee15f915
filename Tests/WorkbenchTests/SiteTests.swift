import Foundation
import PatternCatalog
import Testing
import Tracing

@testable import WorkbenchCore

/// The site's pages are well-formed XML; each screen's columns hold exactly their pattern's
/// files, with the code lines counted here by hand; the index shows the committed charts, whose
/// bars `ChartTests` checks against the stored results; a trace is drawn a lane per type.
@Suite struct SiteTests {
    static let screens = FilePairs.screens(of: .mvc, root: packageRoot.path)

    /// The screens' pages as the site draws them from the package's folders as they are (no
    /// index here: files stand in the last slot when no role is known).
    static func pages() -> [String: String] {
        var pages: [String: String] = [:]
        for screen in screens {
            let files = PerPattern { pattern in
                FilePairs.files(of: pattern, folder: screen, root: packageRoot.path, roles: nil)
                    .map { ScreenSources.File(file: $0, kinds: [:]) }
            }
            pages[screen] = ScreenPage(screen: screen, files: files, behaviour: nil).html(
                screens: screens)
        }
        return pages
    }

    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func everyCommittedPageIsWellFormedXML() throws {
        let folder = packageRoot.appending(path: "docs/site")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }
        #expect(names.count == Self.screens.count + 1, "an index and a page per screen")
        for name in names {
            let elements = XMLElements.read(try Data(contentsOf: folder.appending(path: name)))
            #expect(elements != nil, "\(name) is not well-formed XML")
            #expect(elements?.contains { $0.name == "svg" } == true, "\(name) draws nothing")
        }
    }

    /// Each column holds the files of its pattern's folder for the screen, and no other.
    @Test func eachColumnHoldsExactlyItsPatternsFiles() throws {
        for (screen, page) in Self.pages() {
            let elements = try #require(XMLElements.read(Data(page.utf8)), "\(screen)")
            for pattern in PatternDescriptor.all {
                let shown = elements.filter { element in
                    element.attributes["data-path"] != nil
                        && element.enclosing.contains { $0["class"] == "p-\(pattern.module)" }
                }.compactMap { $0.attributes["data-path"] }
                let folder = "\(pattern.folder)/\(screen)"
                let files = try FileManager.default.contentsOfDirectory(
                    atPath: packageRoot.appending(path: folder).path
                ).filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
                #expect(shown.sorted() == files.sorted(), "\(pattern.name), \(screen)")
            }
        }
    }

    /// A column's heading gives its code lines: counted here as every line that is neither
    /// blank nor a `//` comment.
    @Test func eachColumnsCodeLinesAreTheFoldersCountedByHand() throws {
        for (screen, page) in Self.pages() {
            let elements = try #require(XMLElements.read(Data(page.utf8)))
            for pattern in PatternDescriptor.all {
                let folder = packageRoot.appending(path: "\(pattern.folder)/\(screen)")
                var count = 0
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                    let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
                    count +=
                        text.split(separator: "\n").filter {
                            let line = $0.trimmingCharacters(in: .whitespaces)
                            return !line.isEmpty && !line.hasPrefix("//")
                        }.count
                }
                let heading = elements.first {
                    $0.name == "small" && $0.enclosing.first?["class"] == "p-\(pattern.module)"
                }
                #expect(
                    heading?.text.hasPrefix("\(count) code lines") == true,
                    "\(pattern.name), \(screen): \(heading?.text ?? "no heading")")
            }
        }
    }

    /// Every screen's page traces a behaviour that `workbench trace` records, one that starts on
    /// it (a screen added without one would show no trace under its columns).
    @Test func everyScreensPageTracesARecordedBehaviour() {
        for screen in Self.screens {
            let name = ScreenPage.behaviours[screen]
            #expect(name != nil, "\(screen) has no behaviour to trace")
            #expect(name.flatMap(TraceBehaviour.named) != nil, "\(screen): \(name ?? "")")
        }
    }

    /// The index shows each committed chart as it is: its bars are the stored results'
    /// (`ChartTests`).
    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func theIndexShowsTheCommittedCharts() throws {
        let index = try String(
            contentsOf: packageRoot.appending(path: "docs/site/index.html"), encoding: .utf8)
        for path in IndexPage.judgedIn.keys {
            let chart = try String(contentsOf: packageRoot.appending(path: path), encoding: .utf8)
            #expect(index.contains(chart), "\(path) is not shown as committed")
        }
    }

    /// The index opens with Comparison.md's "In short", and every link in it reaches a file of
    /// the package from docs/site.
    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func theIndexOpensWithTheFrontPagesSummary() throws {
        let index = try String(
            contentsOf: packageRoot.appending(path: "docs/site/index.html"), encoding: .utf8)
        let document = try String(
            contentsOf: packageRoot.appending(path: "Comparison.md"), encoding: .utf8)
        #expect(index.contains("<h2>In short</h2>") && document.contains("### In short"))
        let site = packageRoot.appending(path: "docs/site")
        let summary = try #require(index.components(separatedBy: "<h2>The screens</h2>").first)
        for match in summary.matches(of: /href="([^"#]+)/) {
            let file = site.appending(path: String(match.output.1)).standardized
            #expect(FileManager.default.fileExists(atPath: file.path), "\(match.output.1)")
        }
    }

    /// The summary's Markdown as the site writes it: a link from the package's root reached
    /// from docs/site, an anchor in Comparison.md, emphasis.
    @Test func theSummarysMarkdownBecomesTheSitesHTML() {
        #expect(
            InlineMarkdown.inline("the *forks*, the [tour](docs/tour.md) and [words](#words)")
                == "the <em>forks</em>, the <a href=\"../tour.md\">tour</a> and "
                + "<a href=\"../../Comparison.md#words\">words</a>")
        #expect(InlineMarkdown.target("docs/site/README.md") == "README.md")
        #expect(InlineMarkdown.target("README.md") == "../../README.md")
    }

    /// A tap drawn by hand: five lanes (the script, the toolkit, the view, the presenter, the
    /// model), four arrows between them, and the call inside the model's lane folded away.
    @Test func aTraceIsDrawnALanePerTypeAndAnArrowPerCall() throws {
        let lines = [
            "Window.touchRow(_:inTable:) · toolkit",
            "  FakeView.tableView(_:didSelectRowAt:) · view",
            "    FakePresenter.rowSelected(at:) · presenter",
            "      Store.product(withID:) · model",
            "        Store.index(ofProductWithID:) · model",
        ].compactMap(TraceLine.init(text:))
        #expect(lines.count == 5)
        let svg = TraceDrawing.svg(
            [TracedCommand(command: "select 3", requests: [], lines: lines, change: nil)],
            title: "a tap")
        let elements = try #require(XMLElements.read(Data(svg.utf8)), "not well-formed XML")
        let lanes = elements.filter { $0.attributes["class"] == "lane" }
        #expect(
            lanes.map { $0.attributes["data-role"] ?? "" }
                == ["", "toolkit", "view", "presenter", "model"])
        #expect(elements.filter { $0.name == "polygon" }.count == 4, "an arrow per call")
        #expect(
            elements.filter { $0.attributes["class"] == "call" }.map(\.text)
                == [
                    "touchRow(_:inTable:)", "tableView(_:didSelectRowAt:)", "rowSelected(at:)",
                    "product(withID:)",
                ])
    }

    /// A screen's page is laid out for two patterns side by side: no table (whose rows pinned
    /// every pattern's column), the boxes before the columns and the traces (which the rules
    /// that hide an unticked pattern reach as later siblings), each slot a grid row whose cells
    /// share the width, two ticked when it opens, code at 16 px or more that breaks at no letter, and traces at their
    /// own size with text of 12 px.
    @Test func aScreenPageSetsAnyTwoPatternsSideBySide() throws {
        for (screen, page) in Self.pages() {
            #expect(!page.contains("<table"), "\(screen)")
            let box = try #require(page.range(of: "<input type=\"checkbox\""))
            let columns = try #require(page.range(of: "<div class=\"columns\">"))
            let traces = try #require(page.range(of: "<h2 id=\"trace\">"))
            #expect(box.upperBound < columns.lowerBound && columns.upperBound < traces.lowerBound)
            #expect(
                page.components(separatedBy: "checked=\"checked\"").count == 3,
                "\(screen): it opens with two patterns ticked")
        }
        let css = SiteStyle.styleSheet
        for module in PatternDescriptor.all.map(\.module) {
            #expect(
                css.contains("#show-\(module):not(:checked) ~ div .p-\(module) { display: none; }"))
        }
        #expect(css.contains("grid-auto-columns: minmax(0, 1fr)"), "the shown columns share it")
        #expect(css.contains(".slot.head { position: sticky; top: 0;"), "headings stay on screen")
        let pre = try #require(css.split(separator: "\n").first { $0.hasPrefix("pre {") })
        #expect(pre.contains("font-size: 16px"))
        #expect(!css.contains("overflow-wrap: anywhere"), "no word broken")
        let svg = TraceDrawing.svg([], title: "empty")
        #expect(svg.contains("font-size=\"12\""))
        let parts = css.components(separatedBy: "@media print")
        #expect(!parts[0].contains(".trace svg {"), "on screen a trace is never shrunk")
        #expect(
            parts.count == 2 && parts[1].contains(".trace svg { max-width: 100%;"),
            "on paper a wide trace is scaled to the page")
    }
}
