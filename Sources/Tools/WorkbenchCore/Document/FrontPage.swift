import PatternCatalog

/// The first page of Comparison.md: each pattern in a line a teacher can say, the verdicts by
/// word with the claims named, the fragile ones and those whose margins came after their
/// figures counted apart, and how many of the seeds' claims are evidence at all. It draws on
/// evidence claims only: a definition or a claim out of reach here never carries a verdict.
/// Nothing here is written by hand that a measurement could contradict.
package struct FrontPage: Sendable {
    package var claims: [Claim]
    package var questions: [WhichPatternWhen.Question]
    /// The seeds' claims no figure here tests (`untested`).
    package var untested: [SeedClaims.Untested]

    package init(
        claims: [Claim], questions: [WhichPatternWhen.Question], untested: [SeedClaims.Untested]
    ) {
        self.claims = claims
        self.questions = questions
        self.untested = untested
    }

    /// The claims the front page may judge: the evidence.
    var evidence: [Claim] { Self.evidence(claims) }

    /// The evidence of `claims`, in their order.
    static func evidence(_ claims: [Claim]) -> [Claim] {
        claims.filter {
            if case .evidence = $0.definition.classification { return true }
            return false
        }
    }

    /// Whether an evidence claim's margin was set after its figures were known, whatever its
    /// verdict says today.
    static func marginSetLate(_ claim: Claim) -> Bool {
        claim.margin?.setAfterFigures == true
    }

    /// `## At a glance` and its parts, the summary first.
    package var markdown: String {
        [
            "## At a glance\n", summary(), perPattern(), verdicts(), fragileAndLate(), coverage(),
            WhichPatternWhen.markdown(questions),
        ].joined(separator: "\n")
    }

    // MARK: - In short

    /// One screen in plain words: what was built, the verdicts that hold however they are
    /// counted, and where to look next; each term glossed where it first appears.
    func summary() -> String {
        let seeds = evidence.filter { $0.definition.registration == nil }
        let robust = seeds.filter {
            ![.dependsOnHowItIsCounted, .notYetMeasured, .notMeasurable].contains($0.verdict)
        }
        let counting = seeds.filter { $0.verdict == .dependsOnHowItIsCounted }.count
        let waiting = seeds.filter {
            $0.verdict == .notYetMeasured || $0.verdict == .notMeasurable
        }.count
        let registered = claims.filter { $0.definition.registration != nil }
        let held =
            robust.isEmpty
            ? "none of them holds however it is counted"
            : "\(robust.count) \(robust.count == 1 ? "holds however it is" : "hold however they are") counted: "
                + Self.list(
                    robust.map { "*\($0.definition.claim)* (\($0.number)): \($0.verdict.text)" })
        return """
            ### In short

            The same five screens (a shop list, an app card, a profile form, a search, a product \
            detail pushed from the list) are built \
            in nine patterns (MVC, an MVC variant, MVP, MVVM bound three ways, MVVM-C: MVVM \
            with a coordinator, VIPER, and TEA: The Elm Architecture) on one model \
            and one UIKit stand-in, and one spec shows they behave the same, frame for frame. \
            The seed articles make \(Self.seedClaims(claims).count + untested.count) claims \
            about what the patterns cause. Most follow from a pattern's own rules or need what \
            no workbench has (a team, a year); \(seeds.count) are evidence: claims these \
            screens could bear out or not. Each is judged on every honest way of counting it \
            (its *forks*, and the margin a difference must reach), and \
            \(held). \(counting) \(counting == 1 ? "depends" : "depend") on how \
            \(counting == 1 ? "it is" : "they are") counted\
            \(waiting > 0 ? ", and \(waiting) \(waiting == 1 ? "is" : "are") not measured yet" : "").\
            \(registered.isEmpty ? "" : " \(registered.count) more \(registered.count == 1 ? "was" : "were") registered before the code \(registered.count == 1 ? "it judges" : "they judge") existed (\(Self.numbers(registered)); their sources in [registered claims](docs/registered-claims.md)).")

            Next: the screens side by side on the [site](docs/site/README.md), the \
            [tour](docs/tour.md) and its [lesson plan](docs/lesson-plan.md), and \
            [the words the tables use](#the-seeds-and-the-words-the-tables-use).

            """
    }

    /// "claim 30", "claims 30 to 38", or "claims 30, 32 and 36": the numbers of `claims`.
    static func numbers(_ claims: [Claim]) -> String {
        let numbers = claims.map(\.number)
        guard let first = numbers.first, let last = numbers.last else { return "" }
        if numbers.count == 1 { return "claim \(first)" }
        if numbers == Array(first...last) { return "claims \(first) to \(last)" }
        return "claims " + list(numbers.map(String.init))
    }

    /// The seeds' claims of `claims`: not those registered since.
    static func seedClaims(_ claims: [Claim]) -> [Claim] {
        claims.filter { $0.definition.registration == nil }
    }

    // MARK: - Each pattern in brief

    /// Each pattern family in a line: where it stands out, and what its claims came to.
    func perPattern() -> String {
        var lines = ["### Each pattern in brief\n"]
        var unmarked: [String] = []
        for family in PatternFamily.allCases {
            let members = PatternDescriptor.family(family)
            let best = questions.compactMap { question -> String? in
                let winners = members.filter((question.robustBest ?? []).contains)
                guard !winners.isEmpty else { return nil }
                let need = question.need.prefix(1).lowercased() + question.need.dropFirst()
                guard winners.count < members.count else { return need }
                return need + " (" + Self.list(winners.compactMap { $0.style?.name }) + ")"
            }
            // Only what a claim's own section says outright: supported (or against) on every
            // screen and in every style, and fragile where it is.
            let about = evidence.filter { $0.definition.about == family }
            func named(_ claim: Claim) -> String {
                claim.title + (claim.isFragile ? ", fragile" : "")
            }
            let supported = about.filter { $0.verdict == .supported }.map(named)
            let against = about.filter { $0.verdict == .against }.map(named)
            // The families no figure singles out share one line, after the others.
            guard !(best.isEmpty && supported.isEmpty && against.isEmpty) else {
                unmarked.append("**\(family.name)**")
                continue
            }
            let styles =
                family == .mvvm ? " (three binding styles: Observation, KVO, a delegate)" : ""
            lines.append("- **\(family.name)**\(styles):")
            if !best.isEmpty { lines.append("  - gives " + Self.list(best) + ";") }
            if !supported.isEmpty { lines.append("  - bears out " + Self.list(supported) + ";") }
            if !against.isEmpty { lines.append("  - goes against " + Self.list(against) + ";") }
            if let last = lines.last { lines[lines.count - 1] = String(last.dropLast()) + "." }
        }
        if !unmarked.isEmpty {
            let them = unmarked.count == 1 ? "it" : "them"
            lines.append("- " + Self.list(unmarked) + ": no figure singles \(them) out.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - The verdicts, by word

    /// Each verdict word, with the claims that carry it, named; a claim that depends on the
    /// binding style says what each style gave.
    func verdicts() -> String {
        var lines = [
            "### What the figures say\n",
            "The evidence claims (the seeds' and those registered since), by verdict on this "
                + "run's figures ([the verdict "
                + "words](#the-seeds-and-the-words-the-tables-use)).\n",
        ]
        let styled = evidence.filter { $0.judgements.count > 1 }
        let depends = styled.filter { $0.headlineVerdict == .dependsOnStyle }.count
        lines.append(
            "Of the \(styled.count) claims judged in each MVVM binding style, "
                + "\(styled.count - depends) come out the same in every style and \(depends) "
                + "depend on the style (each named below with each style's verdict).\n")
        let kinds = Dictionary(grouping: evidence, by: \.verdict.kind)
        for kind in kinds.keys.sorted(by: { Self.order($0) < Self.order($1) }) {
            let claims = kinds[kind] ?? []
            // Claims registered before their code wait for it together: named by number.
            if claims.allSatisfy({
                $0.definition.registration != nil && $0.verdict == .notYetMeasured
            }) {
                lines.append(
                    "- **\(kind)** (\(claims.count)): \(Self.numbers(claims)), registered "
                        + "before the code they judge, which is not built yet")
                continue
            }
            let named = claims.map { $0.title + Self.qualifiers($0) }
            lines.append("- **\(kind)** (\(named.count)):")
            lines += named.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the front page says after a claim's title: fragile, what other authors' code
    /// gave, the claim's aside, and each style's verdict when it depends on the style.
    static func qualifiers(_ claim: Claim) -> String {
        var text = claim.isFragile ? " — fragile" : ""
        if claim.definition.registration != nil { text += " — registered first" }
        if let across = claim.authors?.shortVerdict { text += " — \(across)" }
        if claim.verdict == .dependsOnHowItIsCounted, let counted = claim.counted {
            // The tally of every way of counting is in the claim's section.
            // Short, as the front page must be: `(by "construct" and margin)`.
            let forks = counted.deciding.map { $0 == Fork.margin ? "margin" : $0.phrase }
            return text + " (by \(Self.list(forks)))"
        }
        if let aside = claim.aside { text += " — \(aside)" }
        if claim.verdict == .dependsOnStyle {
            text += " (\(Claim.stylesText(claim.judgements)))"
        }
        return text
    }

    /// The verdict words in the order a reader wants them: evidence first.
    static func order(_ kind: String) -> Int {
        [
            "supported", "supported on some screens", "against the seed",
            "against the seed on some screens", "mixed", "depends on the binding style",
            "depends on how it is counted",
            "not singled out", "not shown at this size", "not yet measured", "not measurable here",
        ].firstIndex(of: kind) ?? 99
    }

    /// The verdicts to hold loosely: fragile, or resting on a margin set after its figures.
    func fragileAndLate() -> String {
        let late = evidence.filter(Self.marginSetLate)
        let fragile = evidence.filter(\.isFragile)
        var lines = ["### Verdicts to hold loosely\n"]
        lines.append(
            "- **Fragile** (\(fragile.count)): "
                + (fragile.isEmpty ? "none." : Self.list(fragile.map(\.title)) + "."))
        lines.append(
            "- **Margin set after the figures** (\(late.count) of the \(evidence.count) "
                + "evidence claims): "
                + (late.isEmpty
                    ? "none."
                    : Self.list(late.map(\.title))
                        + ". Their margins came after Comparison.md first showed their figures "
                        + "(both commits are below), so they could have been fitted."))
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many of the seeds' claims are evidence, and where the others are.
    func coverage() -> String {
        let claims = Self.seedClaims(self.claims)
        func count(_ name: String) -> Int {
            claims.filter { $0.definition.classification.name == name }.count
                + untested.filter { $0.classification.name == name }.count
        }
        let all = claims.count + untested.count
        let evidence = count(ClaimClass.evidence("").name)
        let definitions = count(ClaimClass.definition("").name)
        let outOfReach = count(ClaimClass.outOfReach("").name)
        return """
            ### How much of the seeds is evidence

            Of the seeds' \(all) claims, \(evidence) are evidence (only they are judged), \
            \(definitions) follow from the patterns' definitions and \(outOfReach) are out of \
            reach here (listed after the claims). \(history())

            """
    }

    /// When the classes were set, against when the figures were first shown: what the book of
    /// margins records, said as it happened.
    func history() -> String {
        let claims = Self.seedClaims(self.claims)
        let classed = Set(claims.compactMap { $0.margin?.classification?.set.date }).sorted()
        let shown = Set(claims.compactMap { $0.margin?.firstFigures?.date }).sorted()
        guard let firstShown = shown.first, let firstClassed = classed.first else { return "" }
        guard firstClassed > firstShown else {
            return "The classes were set on \(Self.list(classed)), before any figure was shown."
        }
        return "The classes were set on \(Self.list(classed)), after the claims' figures were "
            + "first shown (\(Self.list(shown))), so no verdict here was registered before its "
            + "figures."
    }

    /// `a`, `a and b`, `a, b and c`.
    package static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
