import MVP

extension PatternDescriptor {
    /// MVP as seed 004 builds it: a presenter, behind protocols, holds the logic.
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
        sceneDelegate: MVP.SceneDelegate.init)
}
