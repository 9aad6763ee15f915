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
                in: graph, dependencies: pattern.dependencies, writes: pattern.writes,
                role: pattern.role(of:))
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
                in: graph, dependencies: target.dependencies, writes: target.writes,
                role: target.role(of:))
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

    /// The writes the index marks, on the fixtures' feature (counted by hand): five inside it,
    /// one of each kind, and no subscript read (`CounterFeature`), and one from a view, which TEA's rule on writes names,
    /// beside the view's write of its own property. Tests write no pattern's state: they are not
    /// the pattern's code.
    @Test func theRuleOnWritesReadsEveryKindOfWrite() throws {
        let graph = try packageGraph()
        let fixtures = PatternGraph(module: "RuleFixtures", graph: graph)
        let counts = Dictionary(
            uniqueKeysWithValues: fixtures.writes.filter {
                $0.to.hasSuffix("Feature") || $0.from == "RuleFixtures.StateWritingView"
            }
            .map { ("\($0.from) → \($0.to)", $0.count) })
        #expect(
            counts == [
                "RuleFixtures.CounterFeature → RuleFixtures.CounterFeature": 5,
                "RuleFixtures.StateWritingView → RuleFixtures.CounterFeature": 1,
                "RuleFixtures.StateWritingView → RuleFixtures.StateWritingView": 1,
            ], "\(counts)")
        let rule = try #require(
            PatternDescriptor.tea.rules.first {
                $0.name == "a feature's state is written in the feature alone"
            })
        let violations = rule.violations(
            in: graph, dependencies: fixtures.dependencies, writes: fixtures.writes,
            role: fixtures.role(of:))
        #expect(
            violations.map { $0.path.joined(separator: " → ") } == [
                "RuleFixtures.StateWritingView → RuleFixtures.CounterFeature"
            ])
        #expect(violations.first?.evidence.first?.file == "Tests/RuleFixtures/Violations.swift")
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

/// Claim 35's figure, TEA's writes to a feature's state outside the feature, and the writes
/// inside beside it, per screen: a blind reader counted them by hand from the rule in words
/// (Sources/Patterns/TEA, each screen's folder: every assignment, compound assignment, mutating
/// call, `inout` pass or subscript assignment of a property declared in the feature or in a type
/// nested in it, the `let` properties its initializers set included).
@Suite struct StateWriteTests {
    @Test func teaWritesEachFeaturesStateInThatFeatureAlone() throws {
        var inputs = ClaimMeasureTests.inputs()
        inputs.graph = try packageGraph()
        let figures = RegisteredClaims.stateWrites(inputs)
        let text = Dictionary(
            uniqueKeysWithValues: figures.screens.map { ($0.screen, $0.figures[.tea]?.text ?? "") })
        #expect(
            text == [
                "AppCard": "0 outside the features, 3 inside",
                "ProductDetail": "0 outside the features, 9 inside",
                "Profile": "0 outside the features, 9 inside",
                "Search": "0 outside the features, 18 inside",
                "ShopList": "0 outside the features, 14 inside",
            ], "\(text)")
        #expect(figures.whole[.tea]?.text == "0 outside the features, 53 inside")
        #expect(figures.whole[.mvvm]?.value == nil, "no other pattern has the rule")
    }
}
