/// The few Markdown forms the front page's summary uses, as HTML for the site: paragraphs, a
/// heading, `*emphasis*` and `[links](target)`. A link is written for a page in docs/site: a
/// file of the package is reached from there, and an anchor of Comparison.md in it.
enum InlineMarkdown {
    /// `markdown` (blocks split by blank lines; `###` headings) as HTML.
    static func html(_ markdown: String) -> String {
        markdown.components(separatedBy: "\n\n").compactMap { block in
            let text = block.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return nil }
            if text.hasPrefix("### ") { return "<h2>\(inline(String(text.dropFirst(4))))</h2>" }
            return "<p>\(inline(text))</p>"
        }
        .joined(separator: "\n")
    }

    /// One line's emphasis and links, the rest escaped.
    static func inline(_ text: String) -> String {
        var html = SiteStyle.escaped(text)
        html = html.replacing(/\[([^\]]+)\]\(([^)\s]+)\)/) { match in
            "<a href=\"\(target(String(match.output.2)))\">\(match.output.1)</a>"
        }
        return html.replacing(/\*([^*\s][^*]*)\*/) { "<em>\($0.output.1)</em>" }
    }

    /// Where a link of Comparison.md (written from the package's root) points from docs/site.
    static func target(_ link: String) -> String {
        if link.hasPrefix("#") { return "../../Comparison.md" + link }
        if link.hasPrefix("docs/site/") { return String(link.dropFirst("docs/site/".count)) }
        if link.hasPrefix("docs/") { return "../" + link.dropFirst("docs/".count) }
        if link.contains("://") { return link }
        return "../../" + link
    }
}
