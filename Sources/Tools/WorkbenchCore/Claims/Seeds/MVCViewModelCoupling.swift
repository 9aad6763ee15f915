import PatternCatalog

extension SeedClaims {
    /// Seed 000: "View and model are tightly coupled (seed 004 says they are independent)"
    /// (a definition).
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
}
