import PatternCatalog

/// "What each pattern is" (the rules that define each pattern, and the claims that follow from
/// them) and "What the seeds say follows": a short section per claim, its class first; for
/// evidence, its figures, its verdict (per binding style where MVVM is involved), how far the
/// verdict is from flipping, and its margin with where the margin comes from.
package enum ClaimSections {
    /// The rules each pattern keeps, pattern by pattern, then the seeds' claims that follow from
    /// them.
    package static func definitions(
        _ coupling: CouplingReport, claims: [Claim], untested: [SeedClaims.Untested]
    ) -> String {
        var lines = [
            "## What each pattern is\n",
            "The rules that make each pattern what it is, checked on the compiler's index (a "
                + "broken one fails the tests), then the seeds' claims that follow from such "
                + "rules. These are definitions, not evidence: no verdict.\n",
        ]
        for report in coupling.patterns {
            let name = PatternDescriptor.module(report.module)?.name ?? report.module
            let rules = report.rules.map { "*\($0.rule)*" + ($0.passed ? "" : " (**broken**)") }
            lines.append("- **\(name)**: " + FrontPage.list(rules) + ".")
        }
        var table = MarkdownTable(["claim", "about", "follows from"])
        for claim in claims where claim.verdict == .followsFromDefinition {
            table.append([
                "[\(claim.title)](#\(anchor(claim)))", claim.subject,
                claim.definition.classification.reason,
            ])
        }
        for claim in untested {
            guard case .definition(let reason) = claim.classification else { continue }
            table.append([claim.claim, claim.about?.name ?? "every pattern", reason])
        }
        lines += ["", table.markdown, ""]
        return lines.joined(separator: "\n")
    }

    /// The GitHub anchor of a claim's section heading.
    static func anchor(_ claim: Claim) -> String {
        let heading = "\(claim.number). \(claim.definition.claim)".lowercased()
        return String(
            heading.unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                let character = Character(scalar)
                return character.isLetter || character.isNumber || scalar == "-" || scalar == "_"
                    ? character : nil
            })
    }

    /// Every claim's section, then the claims out of reach here.
    package static func claims(_ claims: [Claim], untested: [SeedClaims.Untested]) -> String {
        var lines = [
            "## What the seeds say follows\n",
            "What the seed articles say each pattern causes, in their order, each claim's class "
                + "first (Claims/margins.json names the commit that set it). Only evidence is "
                + "judged, on every combination of its forks, and keeps a verdict word only where "
                + "all agree; a definition shows its rule, and a claim out of reach says what "
                + "would decide it.\n",
        ]
        lines += claims.map(section)
        lines.append(outOfReach(claims, untested: untested))
        return lines.joined(separator: "\n")
    }

    /// One claim's section: an evidence claim's figures and verdict, or another class's reason
    /// and figures, unjudged.
    static func section(_ claim: Claim) -> String {
        let definition = claim.definition
        let about =
            definition.registration.map {
                "*About \(claim.subject); registered before the code it judges.* Made by "
                    + FrontPage.list($0.sources) + "."
            }
            ?? "*About \(claim.subject); seed\(definition.seeds.count == 1 ? "" : "s") "
            + "\(definition.seeds.joined(separator: ", ")).*"
        var lines = [
            "### \(claim.number). \(definition.claim)\n",
            ClaimHistory.marker(of: definition.id) + "\n",
        ]
        switch definition.classification {
        case .evidence(let why):
            lines += [
                "\(about) **Verdict: \(claim.verdict.text)**\(decidedBy(claim))\(styles(claim))"
                    + (claim.aside.map { "; \($0)" } ?? "") + ".\n",
                "- **Class:** evidence — \(why).",
                "- **Figure:** \(definition.figure).",
                "- **Rule:** \(rule(definition)).",
                "- **Margin:** "
                    + (claim.margin.map { "\($0.text) — \($0.provenance)" } ?? "none") + ".",
            ]
            if let registration = definition.registration {
                lines.append(
                    "- **Registered:** its class, figure, forks and margin in "
                        + (claim.margin?.classification.map { "\($0.set.commit) (\($0.set.date))" }
                            ?? "a commit not yet named")
                        + ", before any commit touched the code it judges ("
                        + FrontPage.list(registration.judges.map { "`\($0)`" }) + ").")
            }
            lines += distance(claim)
            lines += countedOtherWays(claim)
            if let authors = claim.authors { lines.append("- **Other authors:** \(authors.text).") }
            let against = definition.registration == nil ? "the seed" : "the claim"
            lines.append("- **Could have come out against \(against) if** \(definition.couldFail).")
        case .definition(let why):
            lines += [
                "\(about) **Class: definition** — no verdict.\n",
                "- **Follows from:** \(why).",
                "- **What the rule gives here:** \(definition.figure).",
            ]
        case .outOfReach(let why):
            lines += [
                "\(about) **Class: out of reach here** — no verdict.\n",
                "- **What would decide it:** \(why).",
                "- **What this workbench can show:** \(definition.figure).",
            ]
        }
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

    /// How far an evidence claim's verdict is from flipping, per style, when the rule can say.
    static func distance(_ claim: Claim) -> [String] {
        let distances = claim.judgements.compactMap { judgement in
            judgement.distance.map {
                claim.judgements.count > 1 ? "\(judgement.style.name): \($0)" : $0
            }
        }
        guard !distances.isEmpty else { return [] }
        return ["- **How far from flipping:** \(distances.joined(separator: "; "))."]
    }

    /// " — decided by the margin (of 3 combinations, 2 supported, 1 not shown at this size);
    /// counted the headline way", when the ways of counting disagree.
    static func decidedBy(_ claim: Claim) -> String {
        guard claim.verdict == .dependsOnHowItIsCounted, let counted = claim.counted else {
            return ""
        }
        return " — decided by "
            + FrontPage.list(counted.deciding.map(\.phrase)) + " (\(counted.tallyText())); "
            + "counted the headline way, \(claim.headlineVerdict.text)"
    }

    /// Every fork of a judged claim and what each option gives, the other forks at the
    /// headline's option.
    static func countedOtherWays(_ claim: Claim) -> [String] {
        guard let counted = claim.counted, !counted.forks.isEmpty else { return [] }
        let forks = counted.forks.map { counted.text($0) }
        return [
            "- **Counted other ways:** " + forks.joined(separator: "; ") + " ("
                + counted.tallyText() + ")."
        ]
    }

    /// "— Observation: supported; KVO: not shown", when the styles disagree (counted the
    /// headline way).
    static func styles(_ claim: Claim) -> String {
        guard claim.headlineVerdict == .dependsOnStyle else {
            return claim.judgements.count > 1 || claim.judgements.first?.styles != nil
                ? " in every binding style" : ""
        }
        return " — " + Claim.stylesText(claim.judgements)
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

    /// The claims out of reach here: the numbered ones, whose sections show what the workbench
    /// can, and those the seeds make that no figure here can test; each with what would decide it.
    static func outOfReach(_ claims: [Claim], untested: [SeedClaims.Untested]) -> String {
        var lines = [
            "### Out of reach here\n",
            "Claims that need what this workbench does not have, or whose figure here would be "
                + "decided by something other than the pattern; each with what would decide it. "
                + "None has a verdict.\n",
        ]
        for claim in claims where claim.verdict == .outOfReach {
            lines.append(
                "- [\(claim.title)](#\(anchor(claim))) (about \(claim.subject)): "
                    + "\(claim.definition.classification.reason).")
        }
        for claim in untested {
            guard case .outOfReach(let reason) = claim.classification else { continue }
            lines.append(
                "- *\(claim.claim)* (about \(claim.about?.name ?? "every pattern"); seed "
                    + "\(claim.seeds.joined(separator: ", "))): \(reason).")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
