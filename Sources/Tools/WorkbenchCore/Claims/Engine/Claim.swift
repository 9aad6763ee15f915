import PatternCatalog

/// A claim tested on this run's figures: its definition, its figures, its margin with where the
/// margin comes from, and its verdict, judged once per implementation of the patterns it
/// compares (MVVM is built in three binding styles, so a claim about MVVM, or one that sets a
/// pattern against MVVM, is judged in each style, and says whether the styles agree).
package struct Claim: Sendable {
    /// Its number in the document, from 1.
    package var number: Int
    package var definition: ClaimDefinition
    package var figures: Figures
    /// Its margin and where it comes from; nil for a claim whose rule needs none.
    package var margin: MarginEntry?
    /// One judgement per implementation judged.
    package var judgements: [Judgement]
    /// For an evidence claim about size, the same figure from other authors, and whether the
    /// direction holds across them.
    package var authors: AuthorsControl?
    /// For a judged evidence claim, the verdict of every combination of its forks' options.
    package var counted: CountedWays?
    /// The verdict of an evidence claim: the judgements' when they agree, "depends on the
    /// binding style" when they do not; "not yet measured" or "not measurable here" when so. A
    /// claim of another class is never judged: its class stands here instead.
    package var verdict: Verdict

    /// One implementation's verdict.
    package struct Judgement: Sendable {
        /// The implementation judged: the claimed pattern, or, for a claim that sets a pattern
        /// against MVVM, the MVVM style it was set against.
        package var style: PatternDescriptor
        package var verdict: Verdict
        /// Each screen's verdict, when the claim is judged screen by screen.
        package var screens: [(screen: String, verdict: Verdict)]
        /// How far the verdict is from flipping, in words, when the rule can say.
        package var distance: String?
        /// Within one least amount of the margin from flipping.
        package var fragile: Bool
        /// What the rule found beside the verdict (`Decision.aside`).
        package var aside: String? = nil
        /// Each binding style's verdict, where the rule judged the styles itself
        /// (`Decision.styles`).
        package var styles: String? = nil
    }

    /// Each style's verdict, "Observation: supported; KVO: not shown at this size": one per
    /// judgement, or the one judgement's own, where its rule judged the styles itself.
    static func stylesText(_ judgements: [Judgement]) -> String {
        if judgements.count == 1, let styles = judgements[0].styles { return styles }
        return judgements.map { "\($0.style.style?.name ?? $0.style.name): \($0.verdict.text)" }
            .joined(separator: "; ")
    }

    /// Whether the verdict is within a small change of flipping: every judgement agrees and one
    /// of them is fragile.
    package var isFragile: Bool {
        verdict.isEvidence && verdict != .dependsOnStyle && verdict != .dependsOnHowItIsCounted
            && judgements.contains(where: \.fragile)
    }

    /// What the judgements found beside the verdict, when they all found the same: shown with
    /// the verdict wherever it stands.
    package var aside: String? {
        let found = Set(judgements.compactMap(\.aside))
        return found.count == 1 ? found.first : nil
    }

    /// The verdict of the headline way of counting (every fork's first option): the verdict
    /// itself when every way agrees.
    package var headlineVerdict: Verdict {
        judgements.isEmpty ? verdict : Verdict.across(styles: judgements.map(\.verdict))
    }

    /// The claim in a few words, as the document names it: "Bugs are harder to debug (9)".
    package var title: String { "\(definition.claim) (\(number))" }

    /// Who the claim is about, for people: `MVVM`, or `every pattern`.
    package var subject: String {
        guard let family = definition.about else {
            // A registered claim about a family not built yet names the folder it judges.
            let folder = definition.registration?.judges.first {
                $0.hasPrefix(SourceLayout.patterns + "/")
            }
            return folder.map { String($0.dropFirst(SourceLayout.patterns.count + 1)) }
                ?? "every pattern"
        }
        return definition.style.map { "\(family.name) (\($0.name))" } ?? family.name
    }
}

extension Claim {
    /// Every claim of `definitions`, measured on `inputs` with the margins of `book`, numbered
    /// in order.
    package static func all(
        _ inputs: ClaimInputs, definitions: [ClaimDefinition], book: MarginBook
    ) -> [Claim] {
        definitions.enumerated().map { offset, definition in
            Claim(number: offset + 1, definition: definition, inputs: inputs, book: book)
        }
    }

    /// Measures and judges `definition`, with its margin from `book` (and, for figures a fork
    /// counts in another claim's unit, that claim's: `Figures.marginOf`).
    package init(number: Int, definition: ClaimDefinition, inputs: ClaimInputs, book: MarginBook) {
        let margin = book.entries[definition.id]
        self.number = number
        self.definition = definition
        self.margin = margin
        let figures = definition.measure(inputs, Choices())
        self.figures = figures
        switch (definition.classification, figures.missing) {
        case (.definition, _):
            judgements = []
            verdict = .followsFromDefinition
        case (.outOfReach, _):
            judgements = []
            verdict = .outOfReach
        case (.evidence, .notYetMeasured?):
            judgements = []
            verdict = .notYetMeasured
        case (.evidence, .notMeasurable?):
            judgements = []
            verdict = .notMeasurable
        case (.evidence, nil):
            judgements = Self.judge(definition, figures, entry: book.entry(margin, for: figures))
            let counted = Self.counted(definition, inputs, headline: figures, book: book)
            self.counted = counted
            // A way of counting whose figure is not measured yet leaves the claim waiting for
            // it, not "depending on how it is counted".
            let waiting = counted.verdicts.contains { $0.verdict.verdict == .notYetMeasured }
            verdict =
                waiting
                ? .notYetMeasured
                : counted.isRobust
                    ? Verdict.across(styles: judgements.map(\.verdict)) : .dependsOnHowItIsCounted
        }
        authors = Self.authors(
            definition, figures, inputs.otherAuthors, judged: !judgements.isEmpty,
            margin: margin?.margin)
    }

    /// `definition` judged on every combination of its forks' options and the margin's, the
    /// headline's figures given (each other figure measured once per combination of the claim's
    /// own forks).
    static func counted(
        _ definition: ClaimDefinition, _ inputs: ClaimInputs, headline: Figures, book: MarginBook
    ) -> CountedWays {
        let margin = book.entries[definition.id]
        let hasMargin = margin?.margin != nil || !(margin?.others ?? [:]).isEmpty
        let forks = definition.forks + (hasMargin ? [Fork.margin] : [])
        var measured: [Choices: Figures] = [Choices(): headline]
        let verdicts = Choices.all(forks).map { choices in
            let own = choices.restricted(to: definition.forks)
            let figures = measured[own] ?? definition.measure(inputs, own)
            measured[own] = figures
            let entry = book.entry(margin, for: figures)
            let judged = judge(definition, figures, entry: Fork.scaled(entry, choices))
            return (choices, outcome(judged))
        }
        return CountedWays(forks: forks, verdicts: verdicts)
    }

    /// What `judgements` give together, with each style's verdict where they disagree.
    static func outcome(_ judgements: [Judgement]) -> Outcome {
        let verdict = Verdict.across(styles: judgements.map(\.verdict))
        let asides = Array(Set(judgements.compactMap(\.aside))).sorted().joined(separator: "; ")
        guard verdict == .dependsOnStyle else { return Outcome(verdict, aside: asides) }
        return Outcome(verdict, styles: stylesText(judgements), aside: asides)
    }

    /// The size figure set beside other authors', for a judged claim that names one.
    static func authors(
        _ definition: ClaimDefinition, _ figures: Figures, _ others: OtherAuthors?, judged: Bool,
        margin: Margin?
    ) -> AuthorsControl? {
        guard judged, let figure = definition.otherAuthors, let others,
            let mvc = figures.whole[PatternDescriptor.mvc]?.value, mvc > 0
        else { return nil }
        let here = PatternDescriptor.family(.mvvm).compactMap { style in
            figures.whole[style]?.value.map { (style.style?.name ?? style.name, $0 / mvc) }
        }
        return AuthorsControl(
            here: here, others: others.ratios(figure), margin: margin,
            caveats: others.projects.compactMap { project in
                project.caveat.map { "\(project.repository): \($0)" }
            },
            otherWays: OtherAuthors.helpers.options.indices.dropFirst().map {
                (OtherAuthors.helpers.options[$0], others.ratios(figure, helpers: $0))
            })
    }

    /// One judgement per implementation the claim compares.
    static func judge(_ definition: ClaimDefinition, _ figures: Figures, entry: MarginEntry?)
        -> [Judgement]
    {
        let margin = entry?.margin
        switch definition.rule {
        case .custom(_, let decide):
            return implementations(of: definition).map { claimed, _ in
                let decision = decide(figures, claimed, entry)
                return Judgement(
                    style: claimed, verdict: decision.verdict, screens: [],
                    distance: decision.distance, fragile: decision.fragile, aside: decision.aside,
                    styles: decision.styles)
            }
        case .compare(_, let higherSupports):
            guard let margin else {
                return [
                    Judgement(
                        style: PatternDescriptor.all[0], verdict: .notMeasurable, screens: [],
                        distance: "no margin in Claims/margins.json", fragile: false)
                ]
            }
            return implementations(of: definition).map { claimed, others in
                compare(
                    claimed, against: others, figures: figures, margin: margin,
                    higherSupports: higherSupports)
            }
        }
    }

    /// The implementations a claim is judged on: for each, the claimed pattern and those it is
    /// set against. A claim about MVVM is judged in each style; a claim that sets a pattern
    /// against MVVM, against each style; any other once.
    static func implementations(of definition: ClaimDefinition) -> [(
        claimed: PatternDescriptor, others: [PatternDescriptor]
    )] {
        let styles = PatternDescriptor.family(.mvvm).filter {
            definition.style == nil || $0.style == definition.style
        }
        let claimedFamily = definition.about.map(PatternDescriptor.family) ?? PatternDescriptor.all
        func others(of claimed: PatternDescriptor, style: PatternDescriptor?) -> [PatternDescriptor]
        {
            guard case .compare(let against, _) = definition.rule else { return [] }
            let pool: [PatternDescriptor]
            switch against {
            case .family(let family): pool = PatternDescriptor.family(family)
            case .everyOther: pool = PatternDescriptor.all.filter { $0.family != claimed.family }
            }
            return pool.filter { $0.family != .mvvm || style == nil || $0 == style }
        }
        if definition.about == .mvvm {
            return styles.map { ($0, others(of: $0, style: $0)) }
        }
        guard let claimed = claimedFamily.first else { return [] }
        let comparesMVVM = others(of: claimed, style: nil).contains { $0.family == .mvvm }
        if comparesMVVM {
            return styles.map { (claimed, others(of: claimed, style: $0)) }
        }
        return [(claimed, others(of: claimed, style: nil))]
    }

    /// The claimed pattern's figures against the others', screen by screen when there are
    /// screens, else over the whole pattern.
    static func compare(
        _ claimed: PatternDescriptor, against others: [PatternDescriptor], figures: Figures,
        margin: Margin, higherSupports: Bool
    ) -> Judgement {
        func comparisons(_ values: PerPattern<Figure>) -> [Comparison] {
            guard let mine = values[claimed]?.value else { return [] }
            return others.compactMap { other in
                values[other]?.value.map {
                    Comparison(
                        claimed: claimed, other: other, claimedValue: mine, otherValue: $0,
                        margin: margin, higherSupports: higherSupports)
                }
            }
        }
        let style = others.first { $0.family == .mvvm } ?? claimed
        guard !figures.screens.isEmpty else {
            let whole = comparisons(figures.whole)
            return Judgement(
                style: style, verdict: whole.verdict, screens: [],
                distance: whole.deciding?.distanceText, fragile: whole.deciding?.isFragile ?? false)
        }
        let screens = figures.screens.map { ($0.screen, comparisons($0.figures)) }
        let verdicts = screens.map { ($0.0, $0.1.verdict) }
        let verdict = Verdict.across(screens: verdicts.map(\.1))
        // The distance of the screen nearest to flipping among those that carry the verdict.
        let carrying = screens.filter { _, found in
            switch verdict {
            case .supported, .supportedOn: found.verdict == .supported
            case .against, .againstOn: found.verdict == .against
            default: true
            }
        }
        let deciding =
            carrying.compactMap { screen, found in found.deciding.map { (screen, $0) } }
            .min { $0.1.distance < $1.1.distance }
        return Judgement(
            style: style, verdict: verdict, screens: verdicts,
            distance: deciding.map { "\($0.1.distanceText) on \($0.0)" },
            fragile: deciding?.1.isFragile ?? false)
    }
}
