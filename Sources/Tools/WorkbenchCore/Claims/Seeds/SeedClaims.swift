import PatternCatalog

/// The seeds' claims about what each pattern causes, in the order the document shows them. Each
/// declares its class first (`ClaimClass`): a definition is shown as the rule it follows from, a
/// claim out of reach here with what would decide it, and only evidence is judged, `couldFail`
/// saying how it could have come out against its seed. Their margins and classes, and the
/// commits that set them, are in `Claims/margins.json`.
///
/// The claims the seeds make that no figure here can test are `SeedClaims.untested`, each with
/// the reason.
package enum SeedClaims {
    /// Every tested claim, numbered in this order.
    package static let all: [ClaimDefinition] =
        [
            controllerBloats, variantControllerSlims, variantViewHidesItsInternals,
            presenterAndViewTightlyCoupled, onePresenterPerViewMoreClasses, mvvmMoreClasses,
            mvvmControllerSlims, mvvmViewKeptSimple, mvvmHarderToDebug, mvvmEasierToTest,
            onlyAMockService, overkillForASmallScreen, bindingBoilerplate, observersByHand,
            mvcViewModelCoupling, lowCouplingModelRipple, viewModelReuse, mvcViewAndModelReuse,
            viewHierarchyChangesFreely, maintainability, layeredServices, learningCost,
        ] + [
            testsKillMoreMutants, testingCostsLessPerFault, benefitGrowsWithComplexity,
            suitsFormsAndLists, viewAndControllerArePairs, kvoSuitsSimpleScreens,
            mvpAndMVVMDifferOnlyInBinding,
        ]

    /// A claim the seeds make that this package does not test with a figure, and why.
    package struct Untested: Sendable {
        package var seeds: [String]
        package var about: PatternFamily?
        package var claim: String
        /// Its class, never evidence, with why no figure here tests it: it follows from the
        /// patterns' rules (a definition), or it needs what the package does not have.
        package var classification: ClaimClass
    }

    /// The claims not tested here, with the reason.
    package static let untested: [Untested] = [
        Untested(
            seeds: ["000", "004"], about: .mvvm, claim: "MVVM gives two-way binding",
            classification: .definition(
                "the spec asks every pattern to bind the profile's "
                    + "form both ways (docs/screens.md, Profile 4), so every pattern does; what it "
                    + "takes in each is what \"Binding takes boilerplate code\" measures")),
        Untested(
            seeds: ["003"], about: .mvvm,
            claim: "Less coupling between the view controller and the model",
            classification: .definition(
                "MVVM's rule \"views see only their view model\" "
                    + "forbids any reference from a view to a model type (What each pattern is)")),
        Untested(
            seeds: ["004"], about: .mvcVariant,
            claim: "The view depends on the model and cannot be used on its own",
            classification: .definition(
                "\"views depend on the model\" is the variant's "
                    + "rule; what reusing a view took is in \"View and model can be reused on "
                    + "their own\" and the reuse-card-logic request")),
        Untested(
            seeds: ["000"], about: .mvvm, claim: "Single responsibility",
            classification: .definition(
                "no figure the seeds give: the roles' rules say what each role may hold, and "
                    + "the role matrix (The patterns, as measured) shows what each does hold")),
        Untested(
            seeds: ["000"], about: .mvvm, claim: "Extensibility",
            classification: .outOfReach(
                "how far an app extends is decided by its changes over time, as \"In large "
                    + "projects MVVM significantly improves maintainability\" is: a large app and "
                    + "its history would decide it")),
        Untested(
            seeds: ["001"], about: .mvvm, claim: "MVVM fits into existing MVC code",
            classification: .outOfReach(
                "needs a migration (an MVC screen moved to MVVM a step at a time), which no "
                    + "change request makes yet")),
        Untested(
            seeds: ["000"], about: .mvvm, claim: "View models can be reused across platforms",
            classification: .outOfReach(
                "one platform here: the toolkit stands for UIKit alone")),
    ]
}
