import Foundation
import PatternCatalog

/// The static site under docs/site/ that `workbench compare` writes beside Comparison.md: an
/// index (the front page's evidence, the screens, the tour's reading order, the charts) and a
/// page per screen (`ScreenPage`), their style sheet and a README for GitHub. HTML, CSS and SVG
/// written here, no script and no network; stale-checked with the document.
package enum Site {
    /// What the site is made from beyond the figures (`SiteSources`).
    package typealias Sources = SiteSources

    static var tourPath: String { SiteSources.tourPath }

    /// Where the site is written, relative to the package root.
    package static var folder: String { SiteStyle.folder }

    /// The pages, by path from the package root; `charts` are the document's pictures, by path.
    static func pages(
        _ inputs: ComparisonFigures, charts: [(path: String, content: String)]
    ) -> [(path: String, content: String)] {
        guard let sources = inputs.site else { return [] }
        let screens = sources.screens.screens
        var out = [
            (
                SiteStyle.folder + "/index.html",
                IndexPage(inputs: inputs, sources: sources, charts: charts).html
            )
        ]
        for screen in screens {
            let page = ScreenPage(
                screen: screen, files: sources.screens.files[screen] ?? PerPattern(),
                behaviour: ScreenPage.behaviour(of: screen, in: inputs.flows))
            out.append(
                (
                    SiteStyle.folder + "/" + SiteStyle.fileName(screen: screen),
                    page.html(
                        screens: screens)
                ))
        }
        out.append((SiteStyle.folder + "/" + SiteStyle.styleSheetName, SiteStyle.styleSheet))
        out.append((SiteStyle.folder + "/README.md", readme(screens: screens)))
        return out
    }

    /// docs/site/README.md, for a reader on GitHub: how to open the site, and each page's
    /// screenshot (`scripts/site-check` takes them).
    static func readme(screens: [String]) -> String {
        let pages = screens.map { "[\($0)](\(SiteStyle.fileName(screen: $0)))" }
        let pictures = screens.map {
            "![\($0) as it opens, MVC and MVVM (Observation) ticked](screenshots/"
                + "\($0.lowercased()).png)"
        }
        return """
            # The site: what a class sees

            Open [index.html](index.html) in a browser: it works from the file, with no network \
            and no script. `scripts/compare` writes these pages with Comparison.md (do not edit \
            them by hand), and CI's `workbench compare --check` fails when one is stale. \
            `scripts/site-check` takes the screenshots below, in Chromium at a projector's \
            1024×768.

            - [The index](index.html): the screens, the claims' verdicts, the charts and the \
            tour's reading order.
            - A page per screen, its code in every pattern side by side (it opens with MVC and \
            MVVM (Observation) ticked, each at half the page: tick others to set them beside, or \
            in their place), then one behaviour's trace in each pattern, drawn at its own size: \
            \(FrontPage.list(pages)).

            ![The index](screenshots/index.png)

            \(pictures.joined(separator: "\n\n"))

            """
    }
}
