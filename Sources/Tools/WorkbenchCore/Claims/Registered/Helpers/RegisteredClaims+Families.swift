import PatternCatalog

/// What the claims registered for VIPER and The Elm Architecture share (issue #53): the folders
/// they judge, before either exists, the patterns and change requests they are set against, fixed
/// here, and the rules that set a family's figure against other patterns'.
extension RegisteredClaims {
    /// VIPER's folder, once it is built: view, interactor, presenter, entity and router, one
    /// module per screen.
    static let viperModule = "VIPER"
    /// The Elm Architecture's folder, once it is built: per screen a state, its actions, a
    /// reducer, its effects and a view controller that renders the state.
    static let teaModule = "TEA"
    /// The patterns built before these claims were registered, by folder: "every other
    /// pattern" means these, whatever lands after them (the coordinator, the other family).
    static let patternsAtRegistration = [
        "MVC", "MVCVariant", "MVP", "MVVM", "MVVMKVO", "MVVMDelegate",
    ]
    /// MVVM's three binding styles, by folder: not the coordinator, a navigation variant.
    static let mvvmStyles = ["MVVM", "MVVMKVO", "MVVMDelegate"]
    /// The change requests a change's cost is summed over: those written when these claims were
    /// registered, and the coordinator's, registered before them. A request added later is not
    /// in the figure unless a fork added after the figures says so.
    static let requestsAtRegistration = [
        "local-first-catalog", "phone-field", "rearrange-screens", "reuse-card-logic",
        "salutation-apart", "show-stock", "updating-indicator", "link-product",
    ]

    /// The folders a family's claims judge: its code and its tests.
    static func folders(of module: String) -> [String] {
        ["Sources/Patterns/\(module)", "Tests/\(module)Tests"]
    }

    /// What a family's testability claim counts: the faults its own tests miss (Faults/), or the
    /// share of mutants that survive them (Mutants/, all own code), fewer supporting the claim.
    /// Misses, not catches: every pattern here catches 32 of the 35 faults in the logic, so a
    /// margin on catches could never be met; the survivors are judged by the claim's margin
    /// `mutants surviving`.
    static let missedMeasure = Fork("measure", options: ["faults missed", "mutants surviving"])

    /// The family `module` against each pattern `against` names that has a figure (a fork may
    /// keep fewer: `keeping`), by the margin: supported when its figure is beyond every one of
    /// theirs in the claim's direction (`higherSupports`), against it when any is beyond it the
    /// other way, "not singled out" on a tie; "not yet measured" while the family has none.
    static func decide(
        _ module: String, against: [String], higherSupports: Bool
    ) -> @Sendable (Figures, PatternDescriptor, MarginEntry?) -> ClaimDefinition.Decision {
        { figures, _, entry in
            guard let margin = entry?.margin,
                let family = figures.whole.patterns.first(where: { $0.module == module }),
                let mine = figures.whole[family]?.value
            else { return .init(.notYetMeasured) }
            let comparisons = figures.whole.patterns.filter { against.contains($0.module) }
                .compactMap { other in
                    figures.whole[other]?.value.map {
                        Comparison(
                            claimed: family, other: other, claimedValue: mine, otherValue: $0,
                            margin: margin, higherSupports: higherSupports)
                    }
                }
            guard !comparisons.isEmpty else { return .init(.notYetMeasured) }
            return .init(
                comparisons.verdict, distance: comparisons.deciding?.distanceText,
                fragile: comparisons.deciding?.isFragile ?? false)
        }
    }

    /// `decide` against each MVVM binding style on its own: the verdict where the styles agree,
    /// "depends on the binding style" where they do not, as every claim about MVVM reads.
    static func decidePerStyle(_ module: String, higherSupports: Bool)
        -> @Sendable (Figures, PatternDescriptor, MarginEntry?) -> ClaimDefinition.Decision
    {
        { figures, pattern, entry in
            let styles = mvvmStyles.compactMap { style in
                PatternDescriptor.all.first { $0.module == style }
            }
            let decisions = styles.map {
                (
                    $0.style?.name ?? $0.name,
                    decide(module, against: [$0.module], higherSupports: higherSupports)(
                        figures, pattern, entry)
                )
            }
            let verdicts = decisions.map(\.1.verdict)
            if verdicts.contains(.notYetMeasured) { return .init(.notYetMeasured) }
            let nearest = decisions.compactMap { name, decision in
                decision.distance.map { "against \(name), \($0)" }
            }.joined(separator: "; ")
            return .init(
                Verdict.across(styles: verdicts), distance: nearest.isEmpty ? nil : nearest,
                fragile: decisions.contains(where: \.1.fragile),
                styles: decisions.map { "\($0): \($1.verdict.text)" }.joined(separator: "; "))
        }
    }

    /// Per pattern, how many of the faults on `constructs` (every fault when nil) its own tests
    /// miss, or the share of its own code's mutants there that survive, by the option of
    /// `missedMeasure` picked; none for a pattern with an outcome missing.
    static func missed(
        _ inputs: ClaimInputs, _ choices: Choices, on constructs: Set<FaultConstruct>?
    ) -> Figures {
        func on(_ construct: FaultConstruct?) -> Bool {
            constructs.map { construct.map($0.contains) ?? false } ?? true
        }
        if choices[missedMeasure] == 1 {
            guard let all = inputs.mutants[.ownCode] else {
                return Figures(
                    whole: PerPattern { _ in .none },
                    missing: .notYetMeasured("run `\(MutationScope.ownCode.command)`"))
            }
            var figures = Figures(
                whole: PerPattern { pattern in
                    let entries = all.entries(of: pattern).filter {
                        on(inputs.lineConstructs[$0.mutant.file]?[$0.mutant.line])
                    }
                    let score = SeedClaims.mutationFigure(entries)
                    return score.value.map { Figure(100 - $0, "\(score.text) killed") } ?? .none
                })
            figures.marginNamed = "mutants surviving"
            return figures
        }
        let faults = inputs.faults.faults.filter { on(inputs.faultConstructs[$0.name]) }
        guard !faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                let outcomes = faults.compactMap { $0.outcomes[pattern] }
                guard outcomes.count == faults.count else { return .none }
                let missed = outcomes.filter { !$0.caught }.count
                return Figure(Double(missed), "missed \(missed) of \(faults.count)")
            })
    }

    /// What a change's cost counts.
    static let changeLinesCounted = Fork(
        "lines counted", options: ["production lines", "production and test repair lines"])
    static let changeMeasuredIn = Fork(
        "measured in", options: ["lines changed", "types touched"])

    /// Per pattern, the production lines changed (added + removed) over the registered change
    /// requests (with the test files' repair lines when `withTests`), or the types they touched
    /// (judged by the claim's margin `types touched`); none for a pattern without every one.
    static func changeCost(_ inputs: ClaimInputs, _ choices: Choices) -> Figures {
        let missing = requestsAtRegistration.filter { inputs.changes.result($0) == nil }
        guard missing.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "run `swift run workbench changes \(missing.joined(separator: " "))`"))
        }
        var figures = Figures(
            whole: PerPattern { pattern in
                let changes = requestsAtRegistration.compactMap {
                    inputs.changes.result($0)?.change(in: pattern.command)
                }
                guard changes.count == requestsAtRegistration.count else { return .none }
                if choices[changeMeasuredIn] == 1 {
                    let types = changes.reduce(0) { $0 + $1.types.count }
                    return Figure(Double(types), "\(types) types")
                }
                let withTests = choices[changeLinesCounted] == 1
                let lines = changes.reduce(0) {
                    $0 + $1.production.changed
                        + (withTests ? $1.repair.added + $1.repair.removed : 0)
                }
                return Figure(Double(lines), "\(lines) lines")
            },
            notes: ["summed over the \(requestsAtRegistration.count) registered change requests"])
        if choices[changeMeasuredIn] == 1 { figures.marginNamed = "types touched" }
        return figures
    }

    /// `figures` with only the patterns named kept: the family and those it is set against.
    static func keeping(_ modules: [String], of figures: Figures) -> Figures {
        var kept = figures
        let whole = figures.whole
        kept.whole = PerPattern { modules.contains($0.module) ? whole[$0] ?? .none : .none }
        return kept
    }
}
