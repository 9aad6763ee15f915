import MVC

extension PatternDescriptor {
    /// MVC as seed 004 builds it: the controller holds the logic and pushes values into views.
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
        sceneDelegate: MVC.SceneDelegate.init)
}
