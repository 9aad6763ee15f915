import Foundation
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

/// The role markers are in no mutation key (`MutationKey.descriptiveFiles`) because they run
/// nothing: each is a protocol with no requirement and no attribute. An attribute such as
/// `@MainActor` on one would change its conformers' isolation, so it is refused here, as is
/// any other declaration in the file. (Found by a blind audit of the keys.)
@Suite struct RoleMarkerTests {
    @Test func theMarkersAreEmptyProtocolsAndNothingElse() throws {
        let file = packageRoot + "/" + MutationKey.descriptiveFiles[0]
        #expect(file.hasSuffix("Roles/Role.swift"))
        let code = SourceCode.keyed(try String(contentsOfFile: file, encoding: .utf8))
        let lines = code.split(separator: "\n").map(String.init)
        #expect(lines.first == "public enum Role {" && lines.last == "}")
        for line in lines.dropFirst().dropLast() {
            #expect(line.wholeMatch(of: /public protocol \w+ \{\}/) != nil, "\(line)")
        }
    }
}
