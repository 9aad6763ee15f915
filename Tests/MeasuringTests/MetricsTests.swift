import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The figures, checked by hand on tiny graphs and against what a reader sees in the code.
@Suite struct MetricsTests {
    /// V → P (a protocol view) ← C, C → V, C → M: a pattern "X" over a model "Model".
    let tiny = graph(
        [
            ("X.V", .class, "View"), ("X.P", .protocol, "View"), ("X.C", .class, "Controller"),
            ("Model.M", .struct, nil),
        ],
        [("X.V", "X.P"), ("X.C", "X.P"), ("X.C", "X.V"), ("X.C", "Model.M")])

    @Test func couplingFiguresFollowTheirDefinitions() throws {
        let metrics = PatternMetrics(PatternGraph(module: "X", graph: tiny), root: "/nowhere")
        let view = try #require(metrics.roles.first { $0.role == .view })
        #expect(view.types == ["X.P", "X.V"])
        #expect((view.ce, view.ca) == (0, 1))  // nothing outside; C uses it
        #expect(view.instability == 0)
        #expect(view.abstractness == 0.5)
        #expect(view.distance == 0.5)
        let controller = try #require(metrics.roles.first { $0.role == .controller })
        #expect((controller.ce, controller.ca) == (3, 0))
        #expect(controller.instability == 1)
        #expect(controller.concreteDependencies == ["Model.M", "X.V"])
        #expect(controller.protocolDependencies == ["X.P"])
        let model = try #require(metrics.roles.first { $0.role == .model })
        #expect((model.ce, model.ca, model.instability) == (0, 1, 0))
        #expect(
            metrics.matrix.first { $0.from == .controller && $0.to == .view }?.dependencies == 2)
        // Visibility among V, P, C: V sees {V, P}, P sees {P}, C sees {C, V, P}: 6 of 9 pairs.
        #expect(metrics.propagationCost == 6.0 / 9.0)
        #expect(metrics.modelRipple.types == ["X.C"])
        #expect(metrics.typeCycles.isEmpty)
    }

    @Test func cyclesArePrintedCanonically() {
        let edges = [("c", "a"), ("a", "b"), ("b", "c"), ("e", "d"), ("d", "e"), ("a", "e")].map {
            Dependency(from: $0.0, to: $0.1, kinds: [.reference], count: 1, evidence: [])
        }
        #expect(
            Cycles.stronglyConnected(nodes: ["a", "b", "c", "d", "e", "f"], edges: edges) == [
                ["a", "b", "c"], ["d", "e"],
            ])
    }

    @Test func sourceMeasuresCountDecisionsNotDeclarations() {
        let source = """
            enum Phase {
                case loading
                case failed(String)
            }
            // if this were code it would count
            func title(_ count: Int, _ phase: Phase) -> String {
                switch phase {
                case .loading: return "if"
                case .failed: break
                }
                if count == 1 && count > 0 { return "1 item" }
                return count > 1 ? "\\(count) items" : "none"
            }
            """
        let measures = SourceMeasures(source: source)
        #expect(measures.codeLines == 12)
        #expect(measures.functions == 1)
        #expect(measures.decisionPoints == 5)  // two cases, if, &&, ?:
        #expect(measures.complexity == 6)
    }

    /// Counted by hand: the `for` loop and the `if` decide (2); the `for:` labels, `forKeyPath`
    /// and the weak-self guard do not.
    @Test func argumentLabelsAndTheWeakSelfGuardDecideNothing() {
        let source = """
            func bind() {
                button.addAction(action, for: .touchUpInside)
                button.setTitle("Save", for: .normal)
                model.addObserver(self, forKeyPath: keyPath, options: [], context: nil)
                button.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    for row in rows { if row.isEmpty { self.clear() } }
                }, for: .editingChanged)
            }
            """
        let measures = SourceMeasures(source: source)
        #expect(measures.decisionPoints == 2)
        #expect(measures.functions == 1)
    }

    /// Counted by hand: a key path's case, a switch expression's `case nil` and a ternary that
    /// opens its line each decide (3); `default`, `switch` and the enum's cases, one with a
    /// labelled value, do not. (The two kinds the hand-count table found the rule missing.)
    @Test func everyKindOfSwitchCaseAndATernaryOnItsOwnLineDecide() {
        let source = """
            enum Phase { case idle
                case loaded(count: Int)
            }
            func observe(_ keyPath: AnyKeyPath, _ problem: Problem?) -> String {
                switch keyPath {
                case \\Model.name: label.text = "name: x"
                default: break
                }
                let ready = problem == nil
                    ? "ok" : "not ok"
                return switch problem {
                case nil: ready
                }
            }
            """
        let measures = SourceMeasures(source: source)
        #expect(measures.decisionPoints == 3)
    }

    /// Counted by hand: the bodies are `init`, the computed `title` (on one line), the
    /// `didSet` of `count` (not the property it observes) and `func tap` (4); the protocol's
    /// requirements, the `super.init` and `.init` calls, the closure and the deinitializer are
    /// none.
    @Test func aFunctionIsABodyNotARequirementACallOrAClosure() {
        let source = """
            protocol CardView: AnyObject {
                func set(title: String)
                init(name: String)
                var count: Int { get }
            }
            final class Card: NSObject {
                var title: String { "Card" }
                var count: Int? {
                    didSet { label.text = "\\(count ?? 0)" }
                }
                let make = { (value: Int) in value + 1 }
                init(name: String) { super.init(); _ = Label.init(frame: .zero) }
                deinit { print("gone") }
                func tap() { count = 1 }
            }
            """
        #expect(SourceMeasures(source: source).functions == 4)
    }

    /// What a reader sees in each pattern's code, as the index measured it.
    @Test func theMeasuredGraphsAgreeWithTheCode() throws {
        let report = CouplingReport(graph: try packageGraph(), root: packageRoot)
        func metrics(_ module: String) throws -> PatternMetrics {
            try #require(report.patterns.first { $0.module == module }).metrics
        }
        func references(_ module: String, _ from: ArchitectureRole, _ to: ArchitectureRole) throws
            -> Int
        {
            try metrics(module).matrix.first { $0.from == from && $0.to == to }?.references ?? 0
        }
        #expect(try references("MVC", .controller, .model) > 0)
        #expect(try references("MVC", .controller, .toolkit) > 0)
        #expect(try references("MVCVariant", .view, .model) > 0)  // the variant's lesson
        #expect(try references("MVP", .view, .model) == 0)
        #expect(try references("MVP", .presenter, .toolkit) == 0)
        #expect(try references("MVP", .presenter, .view) > 0)
        #expect(try references("MVVM", .viewModel, .view) == 0)
        #expect(try references("MVVM", .viewModel, .toolkit) == 0)
        #expect(try references("MVVM", .view, .model) == 0)
        #expect(try metrics("MVP").roleCycles == [["presenter", "view"]])
        #expect(
            try metrics("MVCVariant").typeCycles == [
                ["MVCVariant.AppView", "MVCVariant.AppViewDelegate"]
            ])
        #expect(try metrics("MVVM").roleCycles.isEmpty)
    }

    @Test func theReportIsDeterministic() throws {
        let graph = try packageGraph()
        let first = CouplingReport(graph: graph, root: packageRoot)
        let second = CouplingReport(graph: graph, root: packageRoot)
        #expect(try first.json() == second.json())
        #expect(first.markdown() == second.markdown())
        #expect(first.markdown().contains("```mermaid\nflowchart LR\n"))
        #expect(first.markdown(graphInText: true).contains("```text\n"))
    }

    /// The role graph drawn in text holds every arrow of the matrix, with its references, and
    /// no other: read back line by line (a role's name opens its first line), it gives the
    /// matrix's edges.
    @Test func theTextRoleGraphDrawsEveryEdgeOfTheMatrix() throws {
        let report = CouplingReport(graph: try packageGraph(), root: packageRoot)
        for pattern in report.patterns {
            var from = ""
            var drawn: Set<String> = []
            for line in pattern.roleGraphText().split(separator: "\n") where !line.hasPrefix("(") {
                if !line.hasPrefix(" ") { from = line.components(separatedBy: " ─")[0] }
                let parts = line.components(separatedBy: "──▶ ")
                let references = parts[0].split(separator: " ").last { Int($0) != nil } ?? ""
                let to = parts[1].replacingOccurrences(of: " ⇄", with: "")
                drawn.insert("\(from) \(references) \(to)")
            }
            let edges = pattern.metrics.matrix.filter { $0.from != $0.to }.map {
                "\($0.from.rawValue) \($0.references) \($0.to.rawValue)"
            }
            #expect(drawn == Set(edges), "\(pattern.module)")
        }
    }
}
