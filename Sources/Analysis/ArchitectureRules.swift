/// The rules each pattern must keep, written from the pattern descriptions (docs/screens.md and
/// each pattern's `Screens.swift`), and the rules the package as a whole must keep.
public enum ArchitectureRules {
    /// The pattern modules, in the order the workbench shows them.
    public static let patternModules = ["MVC", "MVCVariant", "MVP", "MVVM"]

    /// Rules that hold in every pattern.
    static let everyPattern: [Rule] = [
        Rule(
            "no cycles across roles",
            why: "a cycle between roles means neither can change, be reused or tested alone",
            .noCyclesAcrossRoles)
    ]

    /// The rules of one pattern module.
    public static func rules(forPattern module: String) -> [Rule] {
        everyPattern + (specific[module] ?? [])
    }

    static let specific: [String: [Rule]] = [
        "MVC": [
            Rule(
                "views never reference models",
                why: "MVC: model and view never know each other; the controller pushes values",
                from: .roles([.view, .toolkit]), .mustNotDependOn(.role(.model))),
            Rule(
                "the controller is the table's data source",
                why: "MVC: the controller implements the table's data source and delegate",
                from: .role(.controller),
                .mustDependOn(.types(["TextUI.TableViewDataSource", "TextUI.TableViewDelegate"]))),
        ],
        "MVCVariant": [
            Rule(
                "views depend on the model",
                why: "the variant's lesson: a view owns its model (`appView.app = model`), so it "
                    + "cannot be used without it",
                from: .role(.view), .mustDependOn(.role(.model))),
            Rule(
                "the profile form view owns its Person",
                why: "the variant's lesson on the profile: the form is handed a `Person` "
                    + "(`formView.person = person`) and edits its own copy",
                from: .types(["MVCVariant.ProfileFormView"]),
                .mustDependOn(.types(["Model.Person"]))),
            Rule(
                "views never reference controllers",
                why: "the variant: taps leave the view through a delegate, not a controller",
                from: .role(.view), .mustNotDependOn(.role(.controller))),
        ],
        "MVP": [
            Rule(
                "views never reference models",
                why:
                    "MVP: the view gets plain values through its protocol and never sees the model",
                from: .role(.view), .mustNotDependOn(.role(.model))),
            Rule(
                "views never see a Person",
                why: "MVP on the profile: the form view gets strings (`set(validity:)`) and sends "
                    + "strings (`emailChanged(_:)`); the presenter alone knows the person",
                from: .role(.view), .mustNotDependOn(.types(["Model.Person"]))),
            Rule(
                "presenters reach views only through protocols",
                why: "MVP: the presenter holds its view behind a protocol, so a test can stand in",
                from: .role(.presenter), .onlyThroughProtocols(.role(.view))),
            Rule(
                "presenters use no toolkit type",
                why: "MVP: presentation logic must run without UI",
                from: .role(.presenter), .mustNotDependOn(.role(.toolkit))),
        ],
        "MVVM": [
            Rule(
                "view models reach no view or toolkit type",
                why: "MVVM: the view model knows no view type and imports no UI",
                from: .role(.viewModel), .mustNotReach(.roles([.view, .toolkit]))),
            Rule(
                "views see only their view model",
                why: "MVVM: views bind to display-ready state and never read the model",
                from: .role(.view), .mustNotDependOn(.role(.model))),
        ],
    ]

    /// Rules between modules of the whole package.
    public static let package = package(
        patterns: patternModules, model: SharedCore.model, toolkit: SharedCore.toolkit)

    /// The package rules for these modules (the tests check each rule on deliberately bad ones).
    public static func package(patterns: [String], model: String, toolkit: String) -> [Rule] {
        patterns.map { module in
            Rule(
                "\(module) references no other pattern",
                why: "fairness: a pattern never imports another; only the pattern differs",
                from: .modules([module]),
                .mustNotDependOn(.modules(Set(patterns).subtracting([module]))))
        } + [
            Rule(
                "the shared core references no pattern",
                why: "fairness: the toolkit and the model are the same for every pattern",
                from: .modules([model, toolkit]), .mustNotReach(.modules(Set(patterns)))),
            Rule(
                "the model knows no toolkit",
                why: "the model is UI-free, so every pattern can put it behind any view",
                from: .modules([model]), .mustNotDependOn(.modules([toolkit]))),
            Rule(
                "the toolkit knows no model",
                why: "the toolkit is a UIKit stand-in: widgets show strings, not products",
                from: .modules([toolkit]), .mustNotDependOn(.modules([model]))),
        ]
    }
}
