/// A claim's place in one version of Comparison.md, found by its identity, not its title: each
/// claim's section carries its id in a comment under the heading (`marker(of:)`), and a
/// document written before the markers is read by the claim's title or any title it ran under
/// before (`ClaimDefinition.formerTitles`). So a claim that is retitled keeps its history: the
/// commit that first showed its figures, and whether its margin came before them.
package enum ClaimHistory {
    /// The line under a claim's heading that names it: an HTML comment, which Markdown does
    /// not show.
    package static func marker(of id: String) -> String { "<!-- claim: \(id) -->" }

    /// Whether `document` (a version of Comparison.md) shows `definition` measured: its section
    /// with a verdict that is not "not yet measured" or "not measurable"; in the documents
    /// before the claims had sections of their own, the claim named at all.
    package static func showsFigures(_ document: String, _ definition: ClaimDefinition) -> Bool {
        let lines = document.components(separatedBy: "\n")
        let titles = [definition.claim] + definition.formerTitles
        let start =
            lines.firstIndex(of: marker(of: definition.id))
            ?? lines.firstIndex { line in
                line.hasPrefix("### ") && titles.contains { line.hasSuffix(". \($0)") }
            }
        guard let start else {
            let sections = lines.contains { $0.wholeMatch(of: /### \d+\. .*/) != nil }
            return !sections && titles.contains { document.contains($0) }
        }
        let verdict = lines[start...].first { $0.contains("**Verdict: ") } ?? ""
        return !verdict.contains("Verdict: not yet measured")
            && !verdict.contains("Verdict: not measurable")
    }
}
