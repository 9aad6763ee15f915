import MVCVariant

extension PatternDescriptor {
    /// The MVC variant of seed 004: each view owns its model and fills itself from it.
    public static let mvcVariant = PatternDescriptor(
        module: "MVCVariant", command: "mvc-variant", family: .mvcVariant, logicRole: .controller,
        rules: [
            Rule(
                "views depend on the model",
                why:
                    "seed 004: a view owns its model (`appView.app = model`), so it cannot be used "
                    + "without it",
                from: .role(.view), .mustDependOn(.role(.model))),
            Rule(
                "the profile form view owns its Person",
                why: "the variant on the profile: the form view is handed a `Person` "
                    + "(`formView.person = form`) and assigns its fields from it",
                from: .types(["MVCVariant.ProfileFormView"]),
                .mustDependOn(.types(["Model.Person"]))),
            Rule(
                "views never reference controllers",
                why: "seed 004: taps leave the view through a delegate, not a controller",
                from: .role(.view), .mustNotDependOn(.role(.controller))),
        ],
        sceneDelegate: MVCVariant.SceneDelegate.init)
}
