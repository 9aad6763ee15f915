import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The architecture rules hold on the real code, and each of them fires on a bad example.
@Suite struct RuleTests {
    @Test(arguments: ArchitectureRules.patternModules)
    func everyPatternKeepsItsRules(module: String) throws {
        let graph = try packageGraph()
        let pattern = PatternGraph(module: module, graph: graph)
        for rule in ArchitectureRules.rules(forPattern: module) {
            let violations = rule.violations(
                in: graph, dependencies: pattern.dependencies, role: pattern.role(of:))
            #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test func thePackageKeepsItsRules() throws {
        let report = CouplingReport(graph: try packageGraph(), root: packageRoot)
        #expect(report.violations.isEmpty, "\(report.violations.joined(separator: "\n"))")
        #expect(report.packageRules.count == ArchitectureRules.patternModules.count + 3)
    }

    /// Every pattern rule, checked on the fixtures' deliberate violations; a rule that demands a
    /// dependency is checked on a module that has none.
    @Test(arguments: ArchitectureRules.patternModules)
    func everyPatternRuleFiresOnItsBadExample(module: String) throws {
        let graph = try packageGraph()
        let fixtures = PatternGraph(module: "RuleFixtures", graph: graph)
        let empty = PatternGraph(module: "NoSuchModule", graph: graph)
        for rule in ArchitectureRules.rules(forPattern: module) {
            let target: PatternGraph
            if case .mustDependOn = rule.check { target = empty } else { target = fixtures }
            let violations = rule.violations(
                in: graph, dependencies: target.dependencies, role: target.role(of:))
            #expect(!violations.isEmpty, "\(module): rule '\(rule.name)' found nothing to report")
        }
    }

    /// MVVM-C's rules, applied to MVVM (Observation), name the lesson: its two views that push
    /// and pop (the shop list's pushes the detail, the detail pops itself), and nothing else.
    /// "View models know no coordinator" has nothing to find there: MVVM has no coordinator.
    @Test func theCoordinatorsRulesOnMVVMNameTheViewsThatNavigate() throws {
        let graph = try packageGraph()
        let mvvm = PatternGraph(module: "MVVM", graph: graph)
        let found = Rule.coordinated.flatMap {
            $0.violations(in: graph, dependencies: mvvm.dependencies, role: mvvm.role(of:))
        }
        #expect(
            Set(found.map { "\($0.rule.name): \($0.path.first ?? "")" }) == [
                "views push and pop nothing: MVVM.ShopListViewController",
                "views push and pop nothing: MVVM.ProductDetailViewController",
            ], "\(found.map(\.description))")
    }

    @Test func aViolationNamesTheRuleWhyItExistsTheEdgeAndWhereItIs() throws {
        let graph = try packageGraph()
        let fixtures = PatternGraph(module: "RuleFixtures", graph: graph)
        let rule = try #require(
            ArchitectureRules.rules(forPattern: "MVVM").first {
                $0.name == "view models reach no view or toolkit type"
            })
        let violations = rule.violations(
            in: graph, dependencies: fixtures.dependencies, role: fixtures.role(of:))
        let descriptions = violations.map(\.description)
        #expect(
            descriptions.contains(
                """
                rule 'view models reach no view or toolkit type' is broken: \
                RuleFixtures.IndirectViewModel → RuleFixtures.FormattingHelper → TextUI.Style \
                at Tests/RuleFixtures/Violations.swift:19
                  why the rule exists: seed 002: the view model never knows what the view is; it imports no UI
                """), "\(descriptions)")
        #expect(
            descriptions.contains {
                $0.hasPrefix(
                    "rule 'view models reach no view or toolkit type' is broken: "
                        + "RuleFixtures.LabelTouchingViewModel → TextUI.Label at Tests/RuleFixtures/Violations.swift:13"
                )
            }, "\(descriptions)")
    }

    @Test func everyPackageRuleFiresOnItsBadExample() throws {
        let graph = try packageGraph()
        func fired(
            _ name: String, patterns: [String], model: String = "Model", toolkit: String = "TextUI"
        ) -> Bool {
            let rules = ArchitectureRules.package(
                patterns: patterns, model: model, toolkit: toolkit)
            guard let rule = rules.first(where: { $0.name == name }) else { return false }
            let violations = rule.violations(in: graph, dependencies: graph.dependencies) { _ in nil
            }
            return !violations.isEmpty
        }
        // The fixtures use MVC, the model and the toolkit, so standing in for each they break
        // the rule that protects it.
        #expect(
            fired("RuleFixtures references no other pattern", patterns: ["RuleFixtures", "MVC"]))
        #expect(
            fired("the shared core references no pattern", patterns: ["MVC"], model: "RuleFixtures")
        )
        #expect(fired("the model knows no toolkit", patterns: [], model: "RuleFixtures"))
        #expect(fired("the toolkit knows no model", patterns: [], toolkit: "RuleFixtures"))
        // … and the same rules are quiet where the code keeps them.
        #expect(
            !fired("MVC references no other pattern", patterns: ArchitectureRules.patternModules))
    }

    @Test func aMissingIndexSaysHowToMakeOne() {
        #expect {
            try IndexReader(root: packageRoot, storePath: "/no/such/store").read()
        } throws: { error in
            "\(error)".contains("swift build")
        }
    }
}
