import Harness
import Testing

@testable import Coupling

/// Per-screen figures: the profile measured on its own, and the binding path they report.
@Suite struct ScreenFiguresTests {
    @Test func theBindingPathCountsTheTypesBetweenFieldAndModel() {
        let pieces = graph(
            [
                ("P.Field", .class, "Role.View"), ("P.Middle", .class, "Role.Presenter"),
                ("P.Owner", .class, "Role.Presenter"), ("TextUI.TextField", .class, nil),
                ("Model.Person", .struct, nil),
            ],
            [
                ("P.Field", "TextUI.TextField"), ("P.Field", "P.Middle"), ("P.Owner", "P.Middle"),
                ("P.Owner", "Model.Person"),
            ])
        let figures = ScreenFigures(module: "P", screen: "", graph: pieces, root: "/nowhere")
        #expect(figures.bindingTypes == 3, "Field, Middle, Owner")
        #expect(figures.types == 3)
    }

    @Test func theProfileFiguresAgreeWithTheCode() throws {
        let graph = try packageGraph()
        func profile(_ module: String) -> ScreenFigures {
            ScreenFigures(module: module, screen: "Profile", graph: graph, root: packageRoot)
        }
        #expect(profile("MVC").bindingTypes == 1, "the controller copies both ways itself")
        #expect(profile("MVCVariant").viewToModel > 0, "the form view owns its Person")
        #expect(profile("MVP").bindingTypes == 2, "view controller, then presenter")
        #expect(profile("MVVM").bindingTypes == 2, "view, then view model")
        #expect(profile("MVVM").viewToModel == 0)
        #expect(profile("MVC").codeLines > 0)
    }
}
