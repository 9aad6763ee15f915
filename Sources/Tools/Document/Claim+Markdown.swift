import Claims
import Coupling
import Foundation
import PatternCatalog

extension Claim {
    /// "What each pattern is": each pattern's defining rules, from its `PatternDescriptor`, as
    /// the coupling report found them. They are definitions, enforced by the architecture rules:
    /// shown as rules that hold, with no verdict.
    public static func definitionsMarkdown(coupling: CouplingReport) -> String {
        var out = [
            """
            ## What each pattern is

            What the seeds describe as each pattern's shape. These are definitions, not \
            evidence: each is an architecture rule the pattern's code must keep, checked on the \
            compiler's index (a broken one fails the tests), so it is shown as a rule that holds, \
            with no verdict.

            | pattern | rule | from | holds |
            | --- | --- | --- | --- |
            """
        ]
        for report in coupling.patterns {
            let name = PatternDescriptor.module(report.module)?.name ?? report.module
            for rule in report.rules {
                out.append(
                    "| \(name) | \(rule.rule) | \(rule.why) | \(rule.passed ? "yes" : "**no**") |")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// "What the seeds say follows": the claims table, and under it, by number, each claim's
    /// rule, how it could have come out against its seed, and its figures per screen.
    public static func claimsMarkdown(_ claims: [Claim], names: [String]) -> String {
        var out = [
            """
            ## What the seeds say follows

            What the seed articles say each pattern causes, the figure that tests it in this run, \
            the patterns' values (\(names.joined(separator: ", "))) and the verdict its rule \
            gives. A difference counts only when it reaches the claim's margin, set on the date \
            shown before the figures were first generated with it; below it the verdict is "not \
            shown at this size". A claim is "mixed" when its screens, or its figures, disagree. \
            Each claim could have come out against its seed, and the notes \
            under the table say how, with the rule and the figures per screen; except a claim \
            "decided by construction", whose figure the patterns' own rules or their shared code \
            fix: it is shown, with the reason, and is no evidence either way.

            | # | seed | about | claim | figure | \(names.joined(separator: " | ")) | margin | verdict |
            | ---: | --- | --- | --- | --- |\(String(repeating: " --- |", count: names.count)) --- | --- |
            """
        ]
        for claim in claims {
            out.append(
                "| \(claim.number) | \(claim.seeds.joined(separator: ", ")) | \(claim.pattern) | "
                    + "\(claim.claim) | \(claim.figure) | "
                    + claim.values.joined(separator: " | ")
                    + " | \(claim.margin) (\(claim.marginSet)) | **\(claim.verdict.rawValue)** |")
        }
        out.append("")
        for claim in claims {
            var note =
                "\(claim.number). **\(claim.claim)** — rule: \(claim.rule). "
                + (claim.verdict == .byConstruction
                    ? "Could not have come out otherwise: \(claim.couldFail)."
                    : "Could have come out against the seed if \(claim.couldFail).")
            if let extra = claim.note {
                note +=
                    claim.verdict == .notYetMeasured
                    ? " Not yet measured: it will be \(extra)." : " Note: \(extra)."
            }
            if !claim.screens.isEmpty {
                note += " Per screen:"
                for screen in claim.screens {
                    let values = zip(names, screen.values).map { "\($0) \($1)" }
                        .joined(separator: ", ")
                    note += " \(screen.screen) — \(values) (\(screen.verdict.rawValue));"
                }
                note.removeLast()
                note += "."
            }
            out.append(note)
        }
        return out.joined(separator: "\n") + "\n"
    }
}
