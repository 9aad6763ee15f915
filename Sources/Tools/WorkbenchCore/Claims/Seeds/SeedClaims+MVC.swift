import PatternCatalog

/// The claims about MVC, its variant and MVP.
extension SeedClaims {
    // MARK: - MVC

    package static let controllerBloats = ClaimDefinition(
        id: "controller-bloats", seeds: ["004"], about: .mvc, claim: "The controller bloats",
        classification: .evidence(
            "MVC keeps each screen's presentation logic and binding in its "
                + "controller, while the other patterns split them over two roles or more; "
                + "but a split role can grow as large as MVC's controller (a list's view "
                + "model holds the list's state and its rows' logic), so the largest role "
                + "could come out anywhere"),
        figure: "code lines of each screen's largest role (MVC: its controller)",
        rule: .compare(against: .everyOther, higherSupports: true),
        couldFail: "another pattern gathers a screen's logic in one role as large as MVC's "
            + "controller",
        otherAuthors: .largestRolePerScreen
    ) { inputs in
        func largest(_ figures: ScreenFigures) -> (ArchitectureRole, Int)? {
            ClaimInputs.ownRoles(of: figures).map { ($0, figures.source(of: $0).codeLines) }
                .max { $0.1 < $1.1 }
        }
        let screens = inputs.perScreen(
            { largest($1).map { Double($0.1) } },
            text: { _, figures, value in
                largest(figures).map { "\($0.1) (\($0.0.rawValue))" } ?? value.figureText
            })
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }

    package static let mvcViewModelCoupling = ClaimDefinition(
        id: "mvc-view-model-coupling", seeds: ["000"], about: .mvc,
        claim: "View and model are tightly coupled (seed 004 says they are independent)",
        classification: .definition(
            "MVVM's rules forbid a type that holds both (views never see the model, "
                + "view models reach no toolkit type), and an MVC controller is by "
                + "definition the type that owns both the views and the model"),
        figure: "the pattern's types that refer both to model types and to toolkit types",
        rule: .compare(against: .family(.mvvm), higherSupports: true),
        couldFail: "MVC's controllers hold no more view-and-model types than MVVM's code"
    ) { inputs in
        let screens = inputs.perScreen { Double($1.typesUsingModelAndToolkit.count) }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: ["seed 004's reading, that MVC's views never see the model, is MVC's rule"])
    }

    // MARK: - MVC variant

    package static let variantControllerSlims = ClaimDefinition(
        id: "variant-controller-slims", seeds: ["004"], about: .mvcVariant,
        claim: "The controller slims down",
        classification: .evidence(
            "how much code the variant's views take from their controllers depends on "
                + "what each screen's views can do with the model they own: on a screen "
                + "with little to configure they may take next to nothing"),
        figure: "code lines of the controller role",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "the variant's controllers keep as much code as MVC's, the views taking none"
    ) { inputs in
        let screens = inputs.perScreen { _, figures in
            figures.roleSource[.controller].map { Double($0.codeLines) }
        }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }

    package static let variantViewHidesItsInternals = ClaimDefinition(
        id: "variant-view-hides-internals", seeds: ["004"], about: .mvcVariant,
        claim: "The view hides its internals (proxy)",
        classification: .definition(
            "seed 004 defines the variant by views that take their model and fill "
                + "their own private subviews, so that the controller cannot see the view's "
                + "internals; no architecture rule checks it yet, and the variant's profile "
                + "controller does reach its form view's fields"),
        figure: "distinct toolkit types the controllers use, over the whole pattern",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "the variant's controllers handle as many kinds of widget as MVC's"
    ) { inputs in
        Figures(
            whole: inputs.perPattern { pattern in
                inputs.role(pattern, .controller).map {
                    Double(
                        $0.concreteDependencies.filter { $0.hasPrefix(SharedCore.toolkit + ".") }
                            .count)
                }
            }, notes: ["decided over the whole pattern, not per screen"])
    }

    // MARK: - MVP

    package static let presenterAndViewTightlyCoupled = ClaimDefinition(
        id: "presenter-view-coupling", seeds: ["004"], about: .mvp,
        claim: "Presenter and view are tightly coupled",
        classification: .definition(
            "MVP's rules link presenter and view both ways (the presenter holds its "
                + "view through a protocol, the view holds its presenter), and MVVM's "
                + "forbid a view model to refer to any view; how many references each link "
                + "holds is coding style"),
        figure: "references presenter → view + view → presenter (MVVM: view model → view + view "
            + "→ view model)",
        rule: .compare(against: .family(.mvvm), higherSupports: true),
        couldFail: "MVVM's views and view models refer to each other as much as MVP's presenters "
            + "and views"
    ) { inputs in
        func pair(_ pattern: PatternDescriptor, _ figures: ScreenFigures) -> (Int, Int)? {
            let logic = pattern.logicRole
            guard logic != .controller else { return nil }
            return (figures.references(logic, .view), figures.references(.view, logic))
        }
        let screens = inputs.perScreen(
            { pair($0, $1).map { Double($0.0 + $0.1) } },
            text: { pattern, figures, value in
                guard let pair = pair(pattern, figures) else { return value.figureText }
                let contract =
                    figures.viewContractMethods > 0
                    ? ", \(figures.viewContractMethods) contract methods" : ""
                return "\(pair.0) + \(pair.1)\(contract)"
            })
        let cycles = PatternDescriptor.all.map { pattern in
            let found = inputs.metrics(pattern)?.typeCycles ?? []
            return "\(pattern.name): "
                + (found.isEmpty
                    ? "none" : found.map { $0.joined(separator: " ⇄ ") }.joined(separator: "; "))
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "type-level cycles (types that refer to each other) — "
                    + cycles.joined(separator: "; ")
            ])
    }

    package static let onePresenterPerViewMoreClasses = ClaimDefinition(
        id: "mvp-more-classes", seeds: ["004"], about: .mvp,
        claim: "One presenter per view: more classes",
        classification: .definition(
            "MVP's rules need a presenter, a view protocol and a view on every "
                + "screen, where an MVC screen is one controller"),
        figure: "the screen's own types (protocols included)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "MVP builds a screen with no more types than MVC",
        measure: screenTypes)

    /// The screen's own types, per screen.
    static func screenTypes(_ inputs: ClaimInputs) -> Figures {
        let screens = inputs.perScreen { Double($1.types) }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}
