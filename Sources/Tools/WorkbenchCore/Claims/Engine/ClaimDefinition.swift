import PatternCatalog

/// A claim a seed article makes about what a pattern causes, as data: the seed's words, the
/// figure that tests it, the rule that turns the figures into a verdict, how the figure could
/// have come out against the seed, and the code that measures it. Its margin is not here but in
/// `Claims/margins.json`, with the commit that set it (`MarginBook`), so the history shows
/// whether it was set before its figures.
package struct ClaimDefinition: Sendable {
    /// A short, stable name: the claim's key in `Claims/margins.json`.
    package var id: String
    /// The seeds that make it (`000` … `004`).
    package var seeds: [String]
    /// The pattern it is about; nil when it is about every pattern. A claim about MVVM is
    /// evaluated in each of its binding styles.
    package var about: PatternFamily?
    /// For a claim about one binding style of MVVM (key-value observing): that style, the only
    /// one judged.
    package var style: BindingStyle?
    /// The claim, as the seed says it (translated).
    package var claim: String
    /// What kind of claim it is, and why: set before its figures, in a commit of its own
    /// (Claims/margins.json names the commit). Only evidence gets a verdict.
    package var classification: ClaimClass
    /// What is measured, in a few words.
    package var figure: String
    /// How the figures become a verdict.
    package var rule: Rule
    /// How the figure could have come out against the seed, in one line.
    package var couldFail: String
    /// For a claim about size: the same figure in other authors' counts, set beside this
    /// workbench's (`OtherAuthors`).
    package var otherAuthors: OtherAuthors.Figure?
    /// Measures it: the figures per pattern (and per screen, when it has them), counted by the
    /// options picked of its `forks` (the headline's when none is picked).
    package var measure: @Sendable (ClaimInputs, Choices) -> Figures
    /// For a claim registered before the code it judges existed (every claim from now on, not
    /// a seed's): who makes it, and the code it judges.
    package var registration: Registration?
    /// The counting choices in its figure, each option a rule a careful reader could defend,
    /// the headline first (`Fork`). Every evidence claim also has `Fork.margin`.
    package var forks: [Fork]
    /// The titles it ran under before `claim`, newest first: its history in the versions of
    /// Comparison.md written before the sections named their claim's id is found by them
    /// (`ClaimHistory`). None has been retitled yet.
    package var formerTitles: [String] = []

    package init(
        id: String, seeds: [String], about: PatternFamily?, style: BindingStyle? = nil,
        claim: String, classification: ClaimClass, figure: String,
        rule: Rule, couldFail: String, otherAuthors: OtherAuthors.Figure? = nil,
        forks: [Fork] = [], measure: @escaping @Sendable (ClaimInputs) -> Figures
    ) {
        self.init(
            id: id, seeds: seeds, about: about, style: style, claim: claim,
            classification: classification, figure: figure, rule: rule, couldFail: couldFail,
            otherAuthors: otherAuthors, forks: forks
        ) { inputs, _ in measure(inputs) }
    }

    /// A claim whose figure has forks of its own: `measure` counts by the options picked.
    package init(
        id: String, seeds: [String], about: PatternFamily?, style: BindingStyle? = nil,
        claim: String, classification: ClaimClass, figure: String,
        rule: Rule, couldFail: String, otherAuthors: OtherAuthors.Figure? = nil,
        registration: Registration? = nil, forks: [Fork],
        measure: @escaping @Sendable (ClaimInputs, Choices) -> Figures
    ) {
        self.id = id
        self.seeds = seeds
        self.about = about
        self.style = style
        self.claim = claim
        self.classification = classification
        self.figure = figure
        self.rule = rule
        self.couldFail = couldFail
        self.otherAuthors = otherAuthors
        self.forks = forks
        self.registration = registration
        self.measure = measure
    }

    /// Where a registered claim comes from and what it judges: its class, figure, forks and
    /// margin were committed before any of `judges` existed (RegistrationTests reads the
    /// history), so no figure could have shaped them.
    package struct Registration: Sendable {
        /// Who makes the claim, as cited.
        package var sources: [String]
        /// The folders of the code it judges, relative to the package root.
        package var judges: [String]

        package init(sources: [String], judges: [String]) {
            self.sources = sources
            self.judges = judges
        }
    }

    /// Every claim the document tests: the seeds', then those registered since, numbered in
    /// this order.
    package static var all: [ClaimDefinition] { SeedClaims.all + RegisteredClaims.all }

    /// How a claim's figures become a verdict.
    package enum Rule: Sendable {
        /// The claimed pattern's figure against those of `against`, by the claim's margin:
        /// supported when it is above theirs (`higherSupports`) or below them by the margin,
        /// against the seed when it is on the other side by the margin. Per screen when the
        /// figures have screens.
        case compare(against: Against, higherSupports: Bool)
        /// A rule of its own, stated in words, deciding one implementation of the claimed
        /// pattern (a binding style of MVVM) from the figures.
        case custom(
            String, decide: @Sendable (Figures, PatternDescriptor, MarginEntry?) -> Decision)
    }

    /// Whom the claimed pattern is set against.
    package enum Against: Sendable, Equatable {
        /// One other pattern (MVC), or every style of MVVM, one at a time.
        case family(PatternFamily)
        /// Every other pattern.
        case everyOther
    }

    /// What a custom rule decides for one implementation.
    package struct Decision: Sendable {
        package var verdict: Verdict
        /// How far it is from flipping, in words, if the rule can say.
        package var distance: String?
        package var fragile: Bool
        /// What the rule found beside the verdict, which the verdict does not rest on (the other
        /// construct's verdict, where the seed's words pick one), shown with it.
        package var aside: String?
        /// Each binding style's verdict, "Observation: supported; KVO: not shown at this size",
        /// where the rule judged the styles itself.
        package var styles: String?

        package init(
            _ verdict: Verdict, distance: String? = nil, fragile: Bool = false,
            aside: String? = nil, styles: String? = nil
        ) {
            self.verdict = verdict
            self.distance = distance
            self.fragile = fragile
            self.aside = aside
            self.styles = styles
        }
    }
}

/// What kind of claim a seed makes, each with the one sentence that says why. The class comes
/// first: it is set before the figures it would change, and it decides what the document may say.
package enum ClaimClass: Sendable, Equatable {
    /// It follows from the pattern's rules, which the sentence names: shown as a rule the code
    /// keeps, never with a verdict.
    case definition(String)
    /// A consequence that could honestly come out either way on these screens, as the sentence
    /// says how: the only class that gets a verdict.
    case evidence(String)
    /// It needs what this workbench does not have (a large app, a team, learners, a year of
    /// changes), or its figure here is decided by something other than the pattern: the sentence
    /// says what would decide it.
    case outOfReach(String)

    /// The class's name, as the document and Claims/margins.json write it.
    package var name: String {
        switch self {
        case .definition: "definition"
        case .evidence: "evidence"
        case .outOfReach: "out of reach here"
        }
    }

    /// Why the claim is of this class.
    package var reason: String {
        switch self {
        case .definition(let reason), .evidence(let reason), .outOfReach(let reason): reason
        }
    }
}

/// A claim's figures, as measured: per pattern over the whole pattern, and per screen when the
/// claim is measured screen by screen, each with the number the rule reads and the words the
/// document shows.
package struct Figures: Sendable {
    package var whole: PerPattern<Figure>
    package var screens: [(screen: String, figures: PerPattern<Figure>)]
    /// What a reader needs beside the figures: what decides them, what they leave out.
    package var notes: [String]
    /// Set when a figure could not be had: the verdict is "not yet measured" (with how to
    /// measure it) or "not measurable here" (with why).
    package var missing: Missing?
    /// For a rule that reads two figures of two constructs (`SeedClaims.byConstruct`), what
    /// each is in this way of counting: the one judged (`Figure.second`) and the one set
    /// beside it (`Figure.value`); nil for the rule's own names.
    package var constructs: (judged: String, beside: String)?
    /// The claim whose margin judges these figures, where a fork counts them in that claim's
    /// unit (claim "Easier to test" counted in mutants killed takes the mutants' claim's margin,
    /// set before either fork existed); nil for the claim's own margin.
    package var marginOf: String?
    /// The margin, of the claim's `others`, that judges these figures, where a fork counts them
    /// in another unit the claim registered a margin for (mutants surviving, types touched); nil
    /// for its main margin.
    package var marginNamed: String?

    package enum Missing: Sendable {
        case notYetMeasured(String)
        case notMeasurable(String)
    }

    package init(
        whole: PerPattern<Figure>, screens: [(screen: String, figures: PerPattern<Figure>)] = [],
        notes: [String] = [], missing: Missing? = nil
    ) {
        self.whole = whole
        self.screens = screens
        self.notes = notes
        self.missing = missing
    }
}

/// One pattern's figure for a claim: the number the rule reads (nil where the pattern has none)
/// and the words the document shows.
package struct Figure: Sendable {
    package var value: Double?
    package var text: String
    /// A second number, for a rule that reads two figures.
    package var second: Double?

    package init(_ value: Double?, _ text: String? = nil, second: Double? = nil) {
        self.value = value
        self.text = text ?? value.map { $0.figureText } ?? "—"
        self.second = second
    }

    /// A figure that does not apply to this pattern.
    package static let none = Figure(nil, "—")
}
