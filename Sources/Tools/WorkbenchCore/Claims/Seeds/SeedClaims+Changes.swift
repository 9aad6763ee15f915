import PatternCatalog

/// The claims about change, measured by the change requests of ChangeRequests/.
extension SeedClaims {
    /// The request each claim reads, by folder name.
    package enum Requests {
        package static let rearrange = "rearrange-screens"
        package static let reuse = "reuse-card-logic"
        package static let localFirst = "local-first-catalog"
    }

    /// Figures read off `request`'s result, or "not yet measured" with how to measure it.
    static func fromRequest(
        _ inputs: ClaimInputs, _ request: String,
        figure: (PatternChange, PatternDescriptor, RequestResult) -> Figure, notes: [String] = []
    ) -> Figures {
        guard let result = inputs.changes.result(request) else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("run `swift run workbench changes \(request)`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                result.change(in: pattern.command).map { figure($0, pattern, result) } ?? .none
            }, notes: notes + ["from the change request \(request)"])
    }

    package static let viewModelReuse = ClaimDefinition(
        id: "view-model-reuse", seeds: ["000"], about: .mvvm,
        claim: "The view model can be reused in several views",
        classification: .definition(
            "a view model refers to no view by MVVM's rules, so a second view can "
                + "bind to it without changing it; the change request that shows the card "
                + "twice only adds in every pattern"),
        figure: "existing lines of the role holding the card's logic (controller, presenter, "
            + "view model) that showing the card in a second view removed or rewrote",
        rule: .compare(against: .everyOther, higherSupports: false),
        couldFail: "the compact card words the count its own way, so the view model has to "
            + "rewrite how it publishes the count, while the others' roles only add"
    ) { inputs in
        fromRequest(inputs, Requests.reuse) { change, pattern, _ in
            let logic = change.types.filter { $0.role == pattern.logicRole.rawValue }
            let removed = logic.reduce(0) { $0 + $1.removed }
            let added = logic.reduce(0) { $0 + $1.added }
            return Figure(Double(removed), "\(removed) existing lines changed, \(added) added")
        }
    }

    package static let mvcViewAndModelReuse = ClaimDefinition(
        id: "view-and-model-reuse", seeds: ["004"], about: .mvc,
        claim: "View and model can be reused on their own",
        classification: .definition(
            "MVC has no view type of its own (its screens are the toolkit's views, "
                + "which no app changes) and every pattern shares one model: MVC's half of "
                + "the figure is 0 by construction"),
        figure: "lines changed, to show the card in a second view, in the pattern's view types "
            + "that existed before, and in the shared model",
        rule: .custom(
            "supported if both MVC and MVP change no line of an existing view type and the model "
                + "none; mixed if one of them does; against the seed if both do"
        ) { figures, _, _ in
            let holds = [PatternDescriptor.mvc, .mvp].map { figures.whole[$0]?.value == 0 }
            return .init(
                holds.allSatisfy { $0 } ? .supported : holds.contains(true) ? .mixed : .against)
        },
        couldFail: "MVP's passive view implements the protocol its presenter talks to: a "
            + "presenter that drives a second view may make the first one change too; and the "
            + "model may lack what the second view shows"
    ) { inputs in
        fromRequest(inputs, Requests.reuse) { change, _, result in
            let model = result.shared.under(SourceLayout.sharedFolder("Model") + "/").changed
            let views = change.types.filter { $0.role == "view" && $0.change != .added }
                .reduce(0) { $0 + $1.added + $1.removed }
            return Figure(Double(views + model), "views \(views), model \(model)")
        }
    }

    package static let viewHierarchyChangesFreely = ClaimDefinition(
        id: "view-hierarchy-changes", seeds: ["001"], about: .mvvm,
        claim: "The view hierarchy can change without breaking unit tests",
        classification: .definition(
            "a view model's tests build no view by MVVM's rules, so no move of the "
                + "view hierarchy can break them; whether MVC's tests break depends on how "
                + "they find their labels, a testing idiom, not the pattern"),
        figure: "the pattern's own tests whose assertions fail when the screens' layout moves "
            + "and nothing they show changes (a test file that stops compiling is counted apart, "
            + "with the lines its repair took)",
        rule: .custom(
            "per binding style: supported if MVVM's tests fail none and MVC's at least one; not "
                + "singled out if both fail none; against the seed if MVVM's fail as many as "
                + "MVC's or more"
        ) { figures, style, _ in
            guard let mine = figures.whole[style]?.value,
                let mvc = figures.whole[PatternDescriptor.mvc]?.value
            else { return .init(.notMeasurable) }
            if mine == 0 { return .init(mvc > 0 ? .supported : .notSingledOut) }
            return .init(mine >= mvc ? .against : .notShown)
        },
        couldFail: "MVC's tests, which read the labels by their outlets, survive a move as well "
            + "as a view model's tests"
    ) { inputs in
        fromRequest(
            inputs, Requests.rearrange,
            figure: { change, _, _ in
                Figure(
                    Double(change.testsFailing.count),
                    "\(change.testsFailing.count) failing; \(compileRepair(change))")
            },
            notes: [
                "the request moves where the screens' views sit, and changes nothing they show "
                    + "(salutation-apart, which changes what the card shows, is the request that "
                    + "tests how outputs are added)"
            ])
    }

    /// "N not compiling (repair: M lines)", or "all compile".
    static func compileRepair(_ change: PatternChange) -> String {
        guard !change.testsNotCompiling.isEmpty else { return "all compile" }
        let files = Set(change.testsNotCompiling.map { $0.split(separator: ":")[0] })
        let repair = change.repair.files.filter { file in
            files.contains { file.path.hasSuffix("/" + $0) }
        }
        .reduce(0) { $0 + $1.added + $1.removed }
        return "\(change.testsNotCompiling.count) in files that no longer compile "
            + "(repair: \(repair) lines)"
    }

    package static let layeredServices = ClaimDefinition(
        id: "layered-services", seeds: ["004"], about: nil,
        claim: "A layered design lets a service change beneath the screens",
        classification: .definition(
            "every pattern stands on one shared service layer (the workbench's rule "
                + "of fairness), so a service that changes beneath it reaches a pattern's "
                + "code only where a screen shows the service's states"),
        figure: "production lines each pattern needs when the catalog service answers from "
            + "local data first, then the network",
        rule: .custom(
            "supported if no pattern needs a production change; against the seed if every "
                + "pattern does; mixed if some do"
        ) { figures, _, _ in
            let changed = figures.whole.allValues.compactMap(\.value)
            guard !changed.isEmpty else { return .init(.notMeasurable) }
            return .init(
                changed.allSatisfy { $0 == 0 }
                    ? .supported : changed.allSatisfy { $0 > 0 } ? .against : .mixed)
        },
        couldFail: "the screens keep a load phase (\"Loading…\" until the service answers), so "
            + "a service that answers twice may need every screen's role to change"
    ) { inputs in
        fromRequest(inputs, Requests.localFirst) { change, _, _ in
            Figure(
                Double(change.production.changed),
                "+\(change.production.added) −\(change.production.removed) "
                    + "(\(change.found.rawValue))")
        }
    }
}

extension SeedClaims {
    package static let maintainability = ClaimDefinition(
        id: "maintainability", seeds: ["000"], about: .mvvm,
        claim: "In large projects MVVM significantly improves maintainability",
        classification: .outOfReach(
            "it speaks of large projects: a project of many screens, its changes over "
                + "months and the defects each change brought would decide it; seven "
                + "requests written here on four small screens decide the present figures "
                + "by their wording"),
        figure: "summed over the change requests: production lines changed (added + removed), "
            + "and the pattern's own tests whose assertions fail under the production patch "
            + "alone (files that stop compiling counted apart, with their repair)",
        rule: .custom(
            "per binding style: MVVM does better on a figure when it is below MVC's by its "
                + "margin, worse when above it; supported if better on one and worse on none; "
                + "against the seed if worse on one and better on none; mixed if better on one "
                + "and worse on the other; otherwise not shown"
        ) { figures, style, entry in
            guard let mine = figures.whole[style], let mvc = figures.whole[PatternDescriptor.mvc],
                let lines = entry?.margin, let tests = entry?.others?["failing tests"],
                let myLines = mine.value, let mvcLines = mvc.value, let myTests = mine.second,
                let mvcTests = mvc.second
            else { return .init(.notMeasurable) }
            let verdicts = [
                Comparison(
                    claimed: style, other: .mvc, claimedValue: myLines, otherValue: mvcLines,
                    margin: lines, higherSupports: false),
                Comparison(
                    claimed: style, other: .mvc, claimedValue: myTests, otherValue: mvcTests,
                    margin: tests, higherSupports: false),
            ]
            let better = verdicts.filter { $0.verdict == .supported }.count
            let worse = verdicts.filter { $0.verdict == .against }.count
            let nearest = verdicts.min { $0.distance < $1.distance }
            let verdict: Verdict =
                better > 0 && worse > 0
                ? .mixed : better > 0 ? .supported : worse > 0 ? .against : .notShown
            return .init(
                verdict, distance: nearest?.distanceText, fragile: nearest?.isFragile ?? false)
        },
        couldFail: "each new thing a screen shows may need an output in the view model and a "
            + "binding in the view, so MVVM's changes may be longer than MVC's, where the "
            + "controller sets the label; and its tests may break as often"
    ) { inputs in
        let names = inputs.changes.entries.map(\.name)
        guard inputs.changes.isComplete else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "run `swift run workbench changes \(names.joined(separator: " "))`"))
        }
        let whole = PerPattern<Figure> { pattern in
            let changes = inputs.changes.entries.compactMap {
                $0.result?.change(in: pattern.command)
            }
            let lines = changes.reduce(0) { $0 + $1.production.changed }
            let failing = changes.reduce(0) { $0 + $1.testsFailing.count }
            let notCompiling = changes.reduce(0) { $0 + $1.testsNotCompiling.count }
            let repair = changes.filter { !$0.testsNotCompiling.isEmpty }
                .reduce(0) { $0 + $1.repair.added + $1.repair.removed }
            return Figure(
                Double(lines),
                "\(lines) lines, \(failing) failing"
                    + (notCompiling > 0
                        ? ", \(notCompiling) in files that stopped compiling (repair: \(repair) "
                            + "lines)" : ""),
                second: Double(failing))
        }
        return Figures(
            whole: whole, notes: ["from every change request, \(names.count) in this run"])
    }
}
