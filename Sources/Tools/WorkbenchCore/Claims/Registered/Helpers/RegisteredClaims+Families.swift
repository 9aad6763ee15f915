import PatternCatalog

/// What the claims registered for VIPER and The Elm Architecture share (issue #53): the two
/// folders they judge, before either exists, and the rule that sets a family's figure against
/// other patterns'.
extension RegisteredClaims {
    /// VIPER's folder, once it is built: view, interactor, presenter, entity and router, one
    /// module per screen.
    static let viperModule = "VIPER"
    /// The Elm Architecture's folder, once it is built: per screen a state, its actions, a
    /// reducer, its effects and a view controller that renders the state.
    static let teaModule = "TEA"

    /// The folders a family's claims judge: its code and its tests.
    static func folders(of module: String) -> [String] {
        ["Sources/Patterns/\(module)", "Tests/\(module)Tests"]
    }

    /// What a family's testability claim counts: the faults its own tests catch (Faults/), or
    /// the mutants they kill (Mutants/, all own code). Mutants are judged by the margin of "MVVM
    /// increases an app's testability" (10 percentage points), set in their unit.
    static let caughtMeasure = Fork("measure", options: ["faults caught", "mutants killed"])

    /// The family `module` against the patterns `against` picks, by the margin: supported when
    /// its figure is beyond every one of theirs in the direction the claim says
    /// (`higherSupports`), against it when any is beyond it the other way, "not singled out" on
    /// a tie; "not yet measured" until the family is built.
    static func decide(
        _ module: String, against: @escaping @Sendable (PatternDescriptor) -> Bool,
        higherSupports: Bool
    ) -> @Sendable (Figures, PatternDescriptor, MarginEntry?) -> ClaimDefinition.Decision {
        { figures, _, entry in
            guard let margin = entry?.margin,
                let family = figures.whole.patterns.first(where: { $0.module == module }),
                let mine = figures.whole[family]?.value
            else { return .init(.notYetMeasured) }
            let comparisons = figures.whole.patterns.filter { $0 != family && against($0) }
                .compactMap { other in
                    figures.whole[other]?.value.map {
                        Comparison(
                            claimed: family, other: other, claimedValue: mine, otherValue: $0,
                            margin: margin, higherSupports: higherSupports)
                    }
                }
            return .init(
                comparisons.verdict, distance: comparisons.deciding?.distanceText,
                fragile: comparisons.deciding?.isFragile ?? false)
        }
    }

    /// Per pattern, what its own tests catch of the faults on `constructs` (every fault when
    /// nil), or the mutation score of its own code's lines there: the figure of a family's
    /// testability claim, by the option of `caughtMeasure` picked.
    static func caught(
        _ inputs: ClaimInputs, _ choices: Choices, on constructs: Set<FaultConstruct>?
    ) -> Figures {
        if choices[caughtMeasure] == 1 {
            guard let all = inputs.mutants[.ownCode] else {
                return Figures(
                    whole: PerPattern { _ in .none },
                    missing: .notYetMeasured("run `\(MutationScope.ownCode.command)`"))
            }
            var figures = Figures(
                whole: PerPattern { pattern in
                    SeedClaims.mutationFigure(
                        all.entries(of: pattern).filter { entry in
                            constructs.map {
                                inputs.lineConstructs[entry.mutant.file]?[entry.mutant.line]
                                    .map($0.contains) ?? false
                            } ?? true
                        })
                })
            figures.marginOf = SeedClaims.testsKillMoreMutants.id
            return figures
        }
        let faults = inputs.faults.faults.filter { fault in
            constructs.map { inputs.faultConstructs[fault.name].map($0.contains) ?? false } ?? true
        }
        guard !faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                let caught = faults.filter { $0.outcomes[pattern]?.caught == true }.count
                return Figure(Double(caught), "\(caught) of \(faults.count)")
            })
    }

    /// Per pattern, the production lines changed (added + removed) over every change request,
    /// with the test files' repair lines too when `withTests`: the figure of a family's claim
    /// about what a change costs.
    static func changedLines(_ inputs: ClaimInputs, withTests: Bool) -> Figures {
        let names = inputs.changes.entries.map(\.name)
        guard inputs.changes.isComplete else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "run `swift run workbench changes \(names.joined(separator: " "))`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                let changes = inputs.changes.entries.compactMap {
                    $0.result?.change(in: pattern.command)
                }
                guard changes.count == names.count else { return .none }
                let lines = changes.reduce(0) {
                    $0 + $1.production.changed
                        + (withTests ? $1.repair.added + $1.repair.removed : 0)
                }
                return Figure(Double(lines), "\(lines) lines")
            }, notes: ["summed over every change request, \(names.count) in this run"])
    }
}
