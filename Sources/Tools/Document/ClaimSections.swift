import Claims
import Coupling
import PatternCatalog

/// "What each pattern is" (the rules that define each pattern, shown as rules that hold) and
/// "What the seeds say follows": a short section per claim, with its figures in a small table,
/// its verdict (per binding style where MVVM is involved), how far the verdict is from flipping,
/// and its margin with where the margin comes from.
public enum ClaimSections {
    /// The rules each pattern keeps, pattern by pattern.
    public static func definitions(_ coupling: CouplingReport) -> String {
        var lines = [
            "## What each pattern is\n",
            "What the seeds describe as each pattern's shape. These are definitions, not "
                + "evidence: each is an architecture rule the pattern's code must keep, checked "
                + "on the compiler's index (a broken one fails the tests), so it is shown as a "
                + "rule that holds, with no verdict.\n",
        ]
        for report in coupling.patterns {
            let name = PatternDescriptor.module(report.module)?.name ?? report.module
            lines.append("**\(name)**\n")
            for rule in report.rules {
                lines.append(
                    "- \(rule.passed ? "holds" : "**broken**"): *\(rule.rule)* — \(rule.why)")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Every claim's section, then the claims not tested here.
    public static func claims(_ claims: [Claim]) -> String {
        var lines = [
            "## What the seeds say follows\n",
            "What the seed articles say each pattern causes, the figure that tests it in this "
                + "run, and the verdict its rule gives. A difference counts only when it reaches "
                + "the claim's margin, whose commit is given beside it; below it the verdict is "
                + "\"not shown at this size\". A claim that involves MVVM is judged in each of its "
                + "binding styles. A claim \"decided by construction\" is shown with its reason and "
                + "is no evidence either way.\n",
        ]
        lines += claims.map(section)
        lines.append(untested())
        return lines.joined(separator: "\n")
    }

    /// One claim's section.
    static func section(_ claim: Claim) -> String {
        let definition = claim.definition
        var lines = [
            "### \(claim.number). \(definition.claim)\n",
            "*About \(claim.subject); seed\(definition.seeds.count == 1 ? "" : "s") "
                + "\(definition.seeds.joined(separator: ", ")).* **Verdict: "
                + "\(claim.verdict.text)**\(styles(claim)).\n",
            "- **Figure:** \(definition.figure).",
            "- **Rule:** \(rule(definition)).",
            "- **Margin:** " + (claim.margin.map { "\($0.text) — \($0.provenance)" } ?? "none")
                + ".",
        ]
        let distances = claim.judgements.compactMap { judgement in
            judgement.distance.map {
                claim.judgements.count > 1 ? "\(judgement.style.name): \($0)" : $0
            }
        }
        if !distances.isEmpty,
            claim.verdict.isEvidence || claim.verdict == .notShown
                || claim.verdict == .notSingledOut
        {
            lines.append("- **How far from flipping:** \(distances.joined(separator: "; ")).")
        }
        lines.append(
            definition.construction.map { "- **Could not have come out otherwise:** \($0)." }
                ?? "- **Could have come out against the seed if** \(definition.couldFail).")
        lines += missing(claim)
        lines += ["", table(claim), ""]
        lines += screenVerdicts(claim)
        if !claim.figures.notes.isEmpty {
            lines.append("Notes:\n")
            lines += claim.figures.notes.map { "- \($0)" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// "— Observation: supported; KVO: not shown", when the styles disagree.
    static func styles(_ claim: Claim) -> String {
        guard claim.measuredVerdict == .dependsOnStyle else {
            return claim.judgements.count > 1 ? " in every binding style" : ""
        }
        return " — "
            + claim.judgements.map {
                "\($0.style.style?.name ?? $0.style.name): \($0.verdict.text)"
            }
            .joined(separator: "; ")
    }

    /// The rule in words: a comparison's, or a custom rule's own.
    static func rule(_ definition: ClaimDefinition) -> String {
        switch definition.rule {
        case .custom(let text, _): return text
        case .compare(let against, let higher):
            let whom: String
            switch against {
            case .family(let family): whom = "\(family.name)'s"
            case .everyOther: whom = "every other pattern's"
            }
            let side = higher ? "above" : "below"
            let claimed = definition.about?.name ?? "each pattern"
            return "supported if \(claimed)'s figure is \(side) \(whom) by the margin, against "
                + "the seed if it is on the other side by the margin, \"not singled out\" if "
                + "they are equal; screen by screen when the figure has screens"
        }
    }

    /// Why the verdict is not yet measured, or not measurable.
    static func missing(_ claim: Claim) -> [String] {
        switch claim.figures.missing {
        case .notYetMeasured(let how)?: ["- **Not yet measured:** \(how)."]
        case .notMeasurable(let why)?: ["- **Not measurable here:** \(why)."]
        case nil: []
        }
    }

    /// The figures: a row per pattern, a column for the whole and one per screen.
    static func table(_ claim: Claim) -> String {
        let screens = claim.figures.screens
        var table = MarkdownTable(
            ["pattern", screens.isEmpty ? "figure" : "in all"] + screens.map(\.screen))
        for pattern in PatternDescriptor.all {
            table.append(
                [pattern.name, claim.figures.whole[pattern]?.text ?? "—"]
                    + screens.map { $0.figures[pattern]?.text ?? "—" })
        }
        return table.markdown
    }

    /// Each judgement's verdict screen by screen, when the claim has screens.
    static func screenVerdicts(_ claim: Claim) -> [String] {
        let judged = claim.judgements.filter { !$0.screens.isEmpty }
        guard !judged.isEmpty else { return [] }
        var lines = ["Screen by screen:\n"]
        for judgement in judged {
            let screens = judgement.screens.map { "\($0.screen) \($0.verdict.text)" }
                .joined(separator: ", ")
            lines.append(
                "- " + (judged.count > 1 ? "against \(judgement.style.name): " : "") + screens)
        }
        return lines + [""]
    }

    /// The seeds' claims not tested here, with the reasons.
    static func untested() -> String {
        var lines = [
            "### Claims the seeds make that are not tested here\n",
            "Each with the reason; the front page counts them.\n",
        ]
        for claim in SeedClaims.untested {
            lines.append(
                "- *\(claim.claim)* (about \(claim.about?.name ?? "every pattern"); seed "
                    + "\(claim.seeds.joined(separator: ", "))): \(claim.classification.reason).")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
