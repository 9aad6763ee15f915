/// What the workbench knows of one pattern: its names, its folder, the role that holds its
/// presentation logic, and the rules that define it. The harness, the rules, the claims, the diff
/// and every command read the patterns from here; adding a pattern means adding its folder and one
/// entry to `all` (and, in the harness, the function that builds its screens).
public struct PatternDescriptor: Sendable, Equatable {
    /// The Swift module (`MVCVariant`): its sources are `Sources/<module>`, its tests
    /// `Tests/<module>Tests`.
    public let module: String
    /// The executable and the command-line name (`mvc-variant`).
    public let command: String
    /// The name for people (`MVC variant`).
    public let name: String
    /// The role that holds the screens' presentation logic (its state, its formatting).
    public let logicRole: ArchitectureRole
    /// What the pattern is, by definition: the rules its code must keep (besides those every
    /// pattern keeps, `ArchitectureRules.everyPattern`), each with the seed's words it comes from.
    public let rules: [Rule]

    /// Where the pattern's code lives in the package.
    public var folder: String { "\(SourceLayout.patterns)/\(module)" }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.module == rhs.module }

    /// Every pattern, in the order the workbench shows them.
    public static let all: [PatternDescriptor] = [mvc, mvcVariant, mvp, mvvm]

    /// The pattern a command line names, in any case: by its command name (`mvc-variant`) or its
    /// module (`MVCVariant`).
    public static func named(_ text: String) -> PatternDescriptor? {
        all.first {
            $0.command.lowercased() == text.lowercased()
                || $0.module.lowercased() == text.lowercased()
        }
    }

    /// The pattern whose module is `module`.
    public static func module(_ module: String) -> PatternDescriptor? {
        all.first { $0.module == module }
    }

    /// The command names, as a usage message lists them: `mvc, mvc-variant, mvp or mvvm`.
    public static var commandList: String {
        let names = all.map(\.command)
        guard names.count > 1, let last = names.last else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    public static let mvc = PatternDescriptor(
        module: "MVC", command: "mvc", name: "MVC", logicRole: .controller,
        rules: [
            Rule(
                "views never reference models",
                why: "seed 004: model and view never know each other; the controller pushes values",
                from: .roles([.view, .toolkit]), .mustNotDependOn(.role(.model))),
            Rule(
                "the controller is the table's data source",
                why: "seed 004: the controller implements the table's data source and delegate",
                from: .role(.controller),
                .mustDependOn(.types(["TextUI.TableViewDataSource", "TextUI.TableViewDelegate"]))),
        ])

    public static let mvcVariant = PatternDescriptor(
        module: "MVCVariant", command: "mvc-variant", name: "MVC variant", logicRole: .controller,
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
        ])

    public static let mvp = PatternDescriptor(
        module: "MVP", command: "mvp", name: "MVP", logicRole: .presenter,
        rules: [
            Rule(
                "views never reference models",
                why:
                    "seed 004: the view gets plain values (`setName:image:`) and never sees the model",
                from: .role(.view), .mustNotDependOn(.role(.model))),
            Rule(
                "views never see a Person",
                why: "MVP on the profile: the form view gets strings (`set(validity:)`) and sends "
                    + "strings (`emailChanged(_:)`); the presenter alone knows the person",
                from: .role(.view), .mustNotDependOn(.types(["Model.Person"]))),
            Rule(
                "presenters reach views only through protocols",
                why: "seed 004: the presenter holds its view weakly, behind a protocol, so a test "
                    + "can stand in",
                from: .role(.presenter), .onlyThroughProtocols(.role(.view))),
            Rule(
                "presenters use no toolkit type",
                why: "seed 004: the presenter replaces the controller's logic, which must run "
                    + "without UI",
                from: .role(.presenter), .mustNotDependOn(.role(.toolkit))),
        ])

    public static let mvvm = PatternDescriptor(
        module: "MVVM", command: "mvvm", name: "MVVM", logicRole: .viewModel,
        rules: [
            Rule(
                "view models reach no view or toolkit type",
                why: "seed 002: the view model never knows what the view is; it imports no UI",
                from: .role(.viewModel), .mustNotReach(.roles([.view, .toolkit]))),
            Rule(
                "views see only their view model",
                why: "seed 000: the view and the model no longer talk; the view binds to the view "
                    + "model",
                from: .role(.view), .mustNotDependOn(.role(.model))),
            Rule(
                "views depend on their view model",
                why: "seeds 000 and 004: the view observes the view model and sends it the user's "
                    + "intents",
                from: .role(.view), .mustDependOn(.role(.viewModel))),
        ])
}
