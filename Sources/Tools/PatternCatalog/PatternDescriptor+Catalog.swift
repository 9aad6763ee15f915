import MVC
import MVCVariant
import MVP
import MVVM
import MVVMDelegate
import MVVMKVO

/// The patterns this package builds, each with the rules that define it and the function that
/// builds its screens.
extension PatternDescriptor {
    /// Every pattern, in the order the workbench shows them.
    public static let all: [PatternDescriptor] = [
        mvc, mvcVariant, mvp, mvvm, mvvmKVO, mvvmDelegate,
    ]

    public static let mvc = PatternDescriptor(
        module: "MVC", command: "mvc", family: .mvc, logicRole: .controller,
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
        ],
        screens: MVC.Screens.make)

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
        screens: MVCVariant.Screens.make)

    public static let mvp = PatternDescriptor(
        module: "MVP", command: "mvp", family: .mvp, logicRole: .presenter,
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
        ],
        screens: MVP.Screens.make)

    public static let mvvm = PatternDescriptor(
        module: "MVVM", command: "mvvm", family: .mvvm, style: .observation, logicRole: .viewModel,
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
        ],
        screens: MVVM.Screens.make)

    /// MVVM bound as seeds 000 and 003 bind: key-value observing, added and removed by hand. Its
    /// rules are MVVM's: only the binding differs.
    public static let mvvmKVO = PatternDescriptor(
        module: "MVVMKVO", command: "mvvm-kvo", family: .mvvm, style: .keyValueObserving,
        logicRole: .viewModel, rules: mvvm.rules, screens: MVVMKVO.Screens.make)

    /// MVVM bound as seed 002 binds: the view model tells its delegate, the view, that an output
    /// changed. Its rules are MVVM's: only the binding differs.
    public static let mvvmDelegate = PatternDescriptor(
        module: "MVVMDelegate", command: "mvvm-delegate", family: .mvvm, style: .delegate,
        logicRole: .viewModel, rules: mvvm.rules, screens: MVVMDelegate.Screens.make)
}
