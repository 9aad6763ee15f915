import PatternCatalog

/// The claims about MVVM's shape: its classes, its view controllers, its binding, its coupling.
extension SeedClaims {
    package static let mvvmMoreClasses = ClaimDefinition(
        id: "mvvm-more-classes", seeds: ["004", "000"], about: .mvvm, claim: "More classes",
        classification: .definition(
            "MVVM's rules put a view model apart from each screen's view (view models "
                + "reach no view or toolkit type, views depend on their view model): at "
                + "least one type more than an MVC screen's controller; any more is an "
                + "author's choice"),
        figure: "the screen's own types (protocols included)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "MVVM builds a screen from the view and the view model its rules need and no "
            + "more: one type more than MVC's controller, within the margin",
        measure: screenTypes)

    package static let mvvmControllerSlims = ClaimDefinition(
        id: "mvvm-controller-slims", seeds: ["004", "001"], about: .mvvm,
        claim: "The view controller slims down",
        classification: .evidence(
            "MVVM's rules move the presentation logic into the view model, but its "
                + "view controller gains the binding (observers and their callbacks, a "
                + "delegate's methods, tracked updates), which could eat the saving"),
        figure: "code lines of the view controllers: the controller role in MVC and the variant, "
            + "the view role in MVP and MVVM",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "MVVM's view controllers keep as much code as MVC's controllers: binding by "
            + "hand (key-value observing's callbacks, a delegate's methods) takes lines too",
        otherAuthors: .viewControllerLines
    ) { inputs in
        let screens = inputs.perScreen { pattern, figures in
            let role: ArchitectureRole = pattern.logicRole == .controller ? .controller : .view
            return Double(figures.source(of: role).codeLines)
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "MVC's figure is its whole controller, which by its rules holds the screen's "
                    + "logic; MVVM's, its views, which by theirs hold none: the figure weighs a "
                    + "view against a view plus its logic, and the binding code decides the rest"
            ])
    }

    package static let mvvmViewKeptSimple = ClaimDefinition(
        id: "mvvm-view-simple", seeds: ["002"], about: .mvvm,
        claim: "The view is kept as simple as possible",
        classification: .evidence(
            "MVVM's views hold no presentation logic by the rules, but a binding "
                + "style can put branching back into the view (a key-value observing "
                + "callback switches on every key path; a write-back checks whether the "
                + "field differs), so its views could branch as much as MVC's controllers"),
        figure: "decision points of the views (MVC: its controllers, which do the views' work)",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "MVVM's views branch as much as MVC's controllers (a key-value observing "
            + "callback switches on every key path)"
    ) { inputs in
        let screens = inputs.perScreen { pattern, figures in
            let role: ArchitectureRole = pattern.logicRole == .controller ? .controller : .view
            return Double(figures.source(of: role).decisionPoints)
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "MVC's figure is its controller, which by its rules holds the screen's logic: "
                    + "the figure weighs a view against a view plus its logic"
            ])
    }

    package static let mvvmHarderToDebug = ClaimDefinition(
        id: "mvvm-harder-to-debug", seeds: ["004"], about: .mvvm,
        claim: "Bugs are harder to debug",
        classification: .outOfReach(
            "how hard a bug is to find is decided by developers finding planted bugs "
                + "with a debugger, timed, and this workbench has no one to do it; what it "
                + "can show, where the label changes relative to the store change, follows "
                + "from each binding style's rules and is shown in the traces"),
        figure: "calls the pattern's own code makes between a store change and the label's new "
            + "text (the toolkit's, the binding machinery's and the compiler's frames counted "
            + "apart), and whether the label changes in the change's own call stack",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "MVVM's own code takes as few calls as MVC's from the change to the label"
    ) { inputs in
        guard !inputs.debugging.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("record the traces: run `scripts/trace`"))
        }
        let whole = PerPattern<Figure> { pattern in
            guard let figures = inputs.debugging[pattern], let written = figures.patternCalls,
                let calls = figures.calls, let inStack = figures.labelInChangeCallStack
            else { return .none }
            let place =
                inStack
                ? "in the change's call"
                : "layout pass \(figures.layoutPass.map(String.init) ?? "?")"
            return Figure(Double(written), "\(written) of \(calls) calls; \(place)")
        }
        return Figures(
            whole: whole,
            notes: [
                "from the recorded trace of a store change (docs/flows.md): the calls between it "
                    + "and the label's text, of which the pattern's own code wrote the first "
                    + "number; the rest are the model's, the toolkit's, binding machinery and "
                    + "thunks",
                "a breakpoint on the label shows the change only when the label changes in the "
                    + "change's own call: Observation defers it to the next layout pass, "
                    + "key-value observing and a delegate do not",
            ])
    }

    package static let overkillForASmallScreen = ClaimDefinition(
        id: "mvvm-overkill-small", seeds: ["000"], about: .mvvm,
        claim: "May be overkill for a small project",
        classification: .definition(
            "MVVM's rules add a view model and its binding to every screen, however "
                + "small, while the presentation logic only moves: on the smallest screen "
                + "that fixed cost makes MVVM's code the larger; whether it is overkill is "
                + "a judgement no figure makes"),
        figure: "code lines on the smallest screen (the one with the fewest MVC code lines)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "on the smallest screen MVVM needs no more code than MVC"
    ) { inputs in
        guard
            let smallest = inputs.screenNames.min(by: {
                (inputs.screen(.mvc, $0)?.codeLines ?? .max)
                    < (inputs.screen(.mvc, $1)?.codeLines ?? .max)
            })
        else {
            return Figures(whole: PerPattern { _ in .none }, missing: .notMeasurable("no screen"))
        }
        return Figures(
            whole: inputs.perPattern(
                { inputs.screen($0, smallest).map { Double($0.codeLines) } },
                text: { pattern, value in
                    "\(Int(value)) lines, "
                        + (inputs.screen(pattern, smallest)?.types ?? 0).counted("type")
                }), notes: ["on the \(smallest) screen"])
    }

    package static let bindingBoilerplate = ClaimDefinition(
        id: "binding-boilerplate", seeds: ["001", "003"], about: .mvvm,
        claim: "Binding takes boilerplate code",
        classification: .evidence(
            "MVC binds by hand too (its controller copies each value into its widget "
                + "and reads it back), so binding the form could take as many statements in "
                + "MVC as in a bound style"),
        figure: "binding glue on the profile, the two-way form: statements that copy a value into "
            + "a widget, register for its events, or add, remove or answer an observer or a "
            + "delegate",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "binding the form takes no more statements in MVVM than copying by hand in MVC"
    ) { inputs in
        Figures(
            whole: inputs.perPattern {
                inputs.screen($0, "Profile").map { Double($0.bindingStatements) }
            })
    }

    package static let lowCouplingModelRipple = ClaimDefinition(
        id: "model-ripple", seeds: ["000"], about: .mvvm,
        claim: "Low coupling: a model change reaches fewer types",
        classification: .definition(
            "MVVM's rule that views see only their view model keeps every model type "
                + "out of its views, so a model change reaches the view models and what "
                + "binds them, while every MVC controller owns the model"),
        figure: "the share of the pattern's types that use a model type, directly or not",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "a model change reaches nearly every MVVM type too (MVC's share is all of its "
            + "types by definition: each is a controller that owns the model)"
    ) { inputs in
        var notes: [String] = []
        let whole = PerPattern<Figure> { pattern in
            guard let ripple = inputs.metrics(pattern)?.modelRipple,
                let report = inputs.report(pattern)
            else { return .none }
            let counted = report.types.filter { name, role in
                role != .assembly && !report.protocols.contains(name)
            }.keys
            let reached = ripple.types.filter { counted.contains($0) }.count
            notes.append(
                "\(pattern.name): \(ripple.types.count) of \(ripple.of) types; without "
                    + "protocols and the assembly \(reached) of \(counted.count); one type "
                    + "moves the share by \((100.0 / Double(max(1, ripple.of))).figureText) points")
            return Figure(
                ripple.share * 100,
                "\(ripple.types.count) of \(ripple.of) (\(Int((ripple.share * 100).rounded()))%)")
        }
        return Figures(whole: whole, notes: notes)
    }

    package static let learningCost = ClaimDefinition(
        id: "learning-cost", seeds: ["000"], about: .mvvm,
        claim: "Learning cost: MVC low, MVVM medium",
        classification: .outOfReach(
            "a learning cost is what it takes people to learn a pattern, which needs "
                + "learners timed on tasks; the files a tap crosses follow from how many "
                + "roles each pattern's rules define"),
        figure: "files a tap crosses before a label changes",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "a tap crosses as many files in MVC as in MVVM"
    ) { inputs in
        guard !inputs.debugging.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("record the traces: run `scripts/trace`"))
        }
        return Figures(
            whole: inputs.perPattern(
                { inputs.debugging[$0]?.tapFiles.map { Double($0.count) } },
                text: { _, value in "\(Int(value)) files" }),
            notes: ["from the recorded trace of a tap on a row (docs/flows.md)"])
    }
}
