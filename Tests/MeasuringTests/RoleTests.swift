import Testing

@testable import WorkbenchCore

@Suite struct RoleTests {
    @Test(arguments: ArchitectureRules.patternModules)
    func everyTypeOfAPatternDeclaresExactlyOneRole(module: String) throws {
        let pattern = PatternGraph(module: module, graph: try packageGraph())
        #expect(pattern.ownTypes.count >= 3)
        #expect(
            pattern.unclassified.isEmpty,
            "\(pattern.unclassified.map { "\($0.type.name) at \($0.type.location) declares \($0.declared)" })"
        )
    }

    @Test func theRoleCheckReportsTypesWithNoRoleOrTwo() throws {
        let fixtures = PatternGraph(module: "RuleFixtures", graph: try packageGraph())
        #expect(
            fixtures.unclassified.map(\.type.name) == [
                "RuleFixtures.DoublyClassified", "RuleFixtures.Unclassified",
            ])
        #expect(fixtures.unclassified.map(\.declared) == [["Presenter", "View"], []])
    }

    @Test func rolesArePerPatternNotGuessedFromNames() throws {
        let graph = try packageGraph()
        #expect(
            PatternGraph(module: "MVC", graph: graph).role(of: "MVC.ShopListViewController")
                == .controller)
        #expect(
            PatternGraph(module: "MVP", graph: graph).role(of: "MVP.ShopListViewController")
                == .view)
        #expect(
            PatternGraph(module: "MVVM", graph: graph).role(of: "MVVM.ShopListViewController")
                == .view)
        #expect(PatternGraph(module: "MVP", graph: graph).role(of: "MVP.ShopListView") == .view)
        #expect(PatternGraph(module: "MVVM", graph: graph).role(of: "Model.Store") == .model)
        #expect(PatternGraph(module: "MVVM", graph: graph).role(of: "TextUI.TableView") == .toolkit)
    }
}
