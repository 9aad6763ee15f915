import Analysis
import Foundation
import Harness
import Model
import PatternCatalog
import TextUI

/// Comparison.md: every figure measured in this run by the code named next to it, except the
/// performance section, which shows the last saved benchmark run with its date and machine.
@MainActor
enum ComparisonDocument {
    /// The document, from the index and the testability records of `build` (built and run
    /// first when missing or stale, unless that is refused).
    static func generate(build: BuildInUse) async throws -> String {
        let root = build.root
        let testModules = Set(ArchitectureRules.patternModules.map { $0 + "Tests" })
        let index = try build.readIndex(functionModules: testModules)
        try build.ensureRecords(required: true)
        let coupling = CouplingReport(graph: index.graph, root: root)
        let testability = try TestabilityReport(
            functions: index.functions, root: root, records: build.build.testabilityFolder)
        let patterns = PatternDescriptor.all
        let screenNames = ScreenFigures.screens(in: index.graph, modules: patterns.map(\.module))
        let screens = patterns.flatMap { pattern in
            screenNames.map {
                ScreenFigures(module: pattern.module, screen: $0, graph: index.graph, root: root)
            }
        }
        let flows = try? Flows.read(root: root)
        let changes = ChangeCosts(
            root: root, patterns: patterns, toolchain: try? ChangeRun.toolchainVersion())
        let inputs = ClaimInputs(
            patterns: patterns, coupling: coupling, testability: testability, screens: screens,
            timing: await updateTiming(), teardown: await teardown(root: root),
            debugging: flows?.figures ?? [], changes: changes)
        let uikit = Result { try UIKitConformance.measure(root: root, build: build.build) }
        let bench = try? JSONDecoder().decode(
            BenchReport.self,
            from: Data(contentsOf: URL(fileURLWithPath: root + "/" + BenchCommand.resultsPath)))
        return render(
            inputs: inputs, claims: Claim.all(inputs), bench: bench,
            debugging: FlowsDocument.comparisonSection(
                flows, staleness: Flows.staleness(of: flows, root: root)),
            changes: changes, uikit: uikit)
    }

    /// What each pattern's screens leave in the store when torn down, and how many statements of
    /// its code remove observers by hand.
    static func teardown(root: String) async -> [TeardownFigures] {
        var figures: [TeardownFigures] = []
        for pattern in PatternDescriptor.all {
            let session = Session(pattern: pattern)
            await session.settle()
            _ = session.frame()
            session.tearDown()
            await session.settle()
            figures.append(
                TeardownFigures(
                    module: pattern.module, observersLeft: session.store.observerCount,
                    removalsByHand: TeardownFigures.removalsByHand(
                        inFolder: pattern.folder, root: root)))
        }
        return figures
    }

    /// When a store change reaches each pattern's views and screen: rename the app, look at the
    /// views' texts before any layout pass, then draw the next frame.
    static func updateTiming() async -> [UpdateTiming] {
        var timing: [UpdateTiming] = []
        let name = "Renamed just now"
        for pattern in PatternDescriptor.all {
            let session = Session(pattern: pattern)
            await session.settle()
            _ = session.frame()
            try? session.store.renameApp(to: name)
            let inTheCall = labelTexts(in: session.window.rootViewController?.view).contains(name)
            timing.append(
                UpdateTiming(
                    module: pattern.module, viewsChangeInTheCall: inTheCall,
                    nextFrameShowsIt: session.frame().contains(name)))
            session.tearDown()
        }
        return timing
    }

    /// The text of every label in the tree as it stands, without a layout pass.
    static func labelTexts(in view: View?) -> [String] {
        guard let view else { return [] }
        let own = (view as? Label)?.text.map { [$0] } ?? []
        return own + view.subviews.flatMap(labelTexts(in:))
    }

    /// "How close the toolkit is to UIKit", or why it was not measured and how to measure it.
    static func uikitSection(_ uikit: Result<UIKitConformance, any Error>) -> String {
        switch uikit {
        case .success(let conformance): return conformance.markdown()
        case .failure(let error):
            return """
                ## How close the toolkit is to UIKit

                Not measured in this run: \(error). It needs `swift-symbolgraph-extract` from the \
                toolchain in use; `swift test --filter UIKitConformanceTests` measures it too.

                """
        }
    }

    static func render(
        inputs: ClaimInputs, claims: [Claim], bench: BenchReport?, debugging: String,
        changes: ChangeCosts? = nil, uikit: Result<UIKitConformance, any Error>? = nil
    ) -> String {
        let names = inputs.patterns.map(\.name)
        var out: [String] = []
        out.append(
            """
            # Comparison of \(FrontPage.list(names))

            Generated by `swift run workbench compare` (`scripts/compare`) from the code as it is: \
            do not edit by hand. CI runs `workbench compare --check` and fails when this file is \
            stale. How each figure is measured is at the end.

            """)
        out.append(
            FrontPage(
                claims: claims, coupling: inputs.coupling, testability: inputs.testability,
                timing: inputs.timing, names: names
            ).markdown())
        out.append(Claim.definitionsMarkdown(coupling: inputs.coupling))
        out.append(Claim.claimsMarkdown(claims, names: names))
        out.append(mvcVersusMVVM(inputs))
        out.append(debugging)
        out.append(profileSideBySide(inputs))
        if let changes { out.append(changes.markdown()) }
        out.append("\n## The patterns, as measured\n")
        out.append(CouplingReport.legend)
        for (pattern, report) in zip(PatternDescriptor.all, inputs.coupling.patterns) {
            out.append(section(pattern: pattern, report: report))
        }
        out.append("### Rules of the whole package\n")
        out.append(CouplingReport.rulesTableMarkdown(inputs.coupling.packageRules))
        if let uikit { out.append(uikitSection(uikit)) }
        out.append("## Testability\n")
        out.append(
            """
            For each behaviour, each pattern's most direct unit test (Tests/<Pattern>Tests, same \
            file and test names in all four).

            """)
        out.append(inputs.testability.markdown())
        out.append("## Performance\n")
        if let bench {
            out.append(
                """
                From the last saved benchmark run (`scripts/bench --save`), not regenerated by \
                `compare`: \(bench.date), \(bench.machine.processor), \(bench.machine.cores) cores, \
                \(bench.machine.memoryGiB) GiB, \(bench.machine.system).

                """)
            out.append(bench.table(includeMachine: false))
        } else {
            out.append("No saved benchmark run: run `scripts/bench --save`.\n")
        }
        out.append(method)
        return out.joined(separator: "\n") + "\n"
    }

    static func section(pattern: PatternDescriptor, report: CouplingReport.PatternReport) -> String
    {
        var out = ["### \(pattern.name) (`\(pattern.folder)`)\n"]
        out.append("| role | types (file) |")
        out.append("| --- | --- |")
        let byRole = Dictionary(
            grouping: report.types.keys.sorted(), by: { report.types[$0] ?? "" })
        for role in ArchitectureRole.allCases where byRole[role.rawValue] != nil {
            let types = byRole[role.rawValue]!.map { name in
                let short = name.split(separator: ".").last.map(String.init) ?? name
                let file =
                    report.files[name].map { String($0.dropFirst(pattern.folder.count + 1)) }
                    ?? ""
                return "`\(short)` (\(file))"
            }
            out.append("| \(role.rawValue) | \(types.joined(separator: ", ")) |")
        }
        out.append("")
        out.append(report.markdownBody())
        return out.joined(separator: "\n")
    }

    /// Seed 000's table setting MVC against MVVM, from this run's figures.
    static func mvcVersusMVVM(_ inputs: ClaimInputs) -> String {
        let mvc = PatternDescriptor.mvc
        let mvvm = PatternDescriptor.mvvm
        func reaches(_ pattern: PatternDescriptor) -> String {
            guard let figure = inputs.timing.first(where: { $0.module == pattern.module }) else {
                return "—"
            }
            let screen = figure.nextFrameShowsIt ? "the next frame" : "not the next frame"
            return "views \(figure.summary); screen: \(screen)"
        }
        func references(
            _ pattern: PatternDescriptor, _ from: ArchitectureRole, _ to: ArchitectureRole
        )
            -> Int
        {
            inputs.metrics(pattern)?.matrix.first { $0.from == from && $0.to == to }?.references
                ?? 0
        }
        func testing(_ pattern: PatternDescriptor) -> String {
            guard let summary = inputs.tests(pattern) else { return "—" }
            return "\(summary.zeroViewTests) of \(summary.tests.count) view-free, "
                + "\(TestabilityReport.number(summary.medianProductionTypes)) types, "
                + "\(TestabilityReport.number(summary.medianSetupLines)) setup lines"
        }
        func cost(_ pattern: PatternDescriptor) -> String {
            let lines =
                inputs.metrics(pattern)?.roles.filter { !SharedCore.isCoreRole($0.role) }
                .reduce(0) { $0 + $1.source.codeLines } ?? 0
            return "\(inputs.ownTypes(pattern)) types, \(lines) lines"
        }
        func coupling(_ pattern: PatternDescriptor) -> String {
            let toModel = references(pattern, .view, .model) + references(pattern, .toolkit, .model)
            return "\(toModel) / \(references(pattern, .model, .view))"
        }
        return """

            ### \(mvc.name) and \(mvvm.name) side by side (seed 000's table)

            | | \(mvc.name) | \(mvvm.name) | measured as |
            | --- | --- | --- | --- |
            | binding | \(references(mvc, .view, .controller)) / \(references(mvc, .controller, .view)) | \
            \(references(mvvm, .view, .viewModel)) / \(references(mvvm, .viewModel, .view)) | references view → the logic's role / back (the controller pushes values itself) |
            | view–model coupling | \(coupling(mvc)) | \(coupling(mvvm)) | references view → model / model → view |
            | testing | \(testing(mvc)) | \(testing(mvvm)) | behaviour tests with no view, median production types and setup lines |
            | updates reach the screen | \(reaches(mvc)) | \(reaches(mvvm)) | the app renamed in the store; the views' texts before any layout pass, then the next frame |
            | learning cost (proxy) | \(cost(mvc)) | \(cost(mvvm)) | proxy: the pattern's own types and code lines a reader must learn |

            """
    }

    /// Seed 000's MVC-vs-MVVM table, measured on the profile screen alone.
    static func profileSideBySide(_ inputs: ClaimInputs) -> String {
        let mvc = PatternDescriptor.mvc
        let mvvm = PatternDescriptor.mvvm
        func testing(_ pattern: PatternDescriptor) -> String {
            guard let tests = inputs.tests(pattern)?.tests.filter({ $0.screen == "Profile" })
            else { return "—" }
            let measured = tests.compactMap(\.views)
            let noView =
                measured.count < tests.count
                ? "not measured" : "\(measured.filter { $0 == 0 }.count) of \(tests.count)"
            let types = TestabilityReport.median(tests.map { Double($0.productionTypes.count) })
            return "\(noView) with no view, \(TestabilityReport.number(types)) "
                + (types == 1 ? "type" : "types")
        }
        func figures(_ pattern: PatternDescriptor) -> ScreenFigures? {
            inputs.screen(pattern, "Profile")
        }
        func binding(_ pattern: PatternDescriptor) -> String {
            figures(pattern)?.bindingTypes.map { "\($0) \($0 == 1 ? "type" : "types")" }
                ?? "no path"
        }
        func coupling(_ pattern: PatternDescriptor) -> String {
            figures(pattern).map { "\($0.viewToModel) / \($0.modelToView)" } ?? "—"
        }
        func glue(_ pattern: PatternDescriptor) -> String {
            figures(pattern).map { "\($0.bindingStatements) statements" } ?? "—"
        }
        func cost(_ pattern: PatternDescriptor) -> String {
            figures(pattern).map {
                "\($0.types) \($0.types == 1 ? "type" : "types"), \($0.codeLines) lines"
            } ?? "—"
        }
        return """

            ### On the profile screen alone (seed 000's table)

            | | \(mvc.name) | \(mvvm.name) | measured as |
            | --- | --- | --- | --- |
            | two-way binding | \(binding(mvc)) | \(binding(mvvm)) | the pattern's types a field's value crosses between the text field and the form's state (the role holding the edited `Person`): the fewest on a path in the type graph |
            | binding glue | \(glue(mvc)) | \(glue(mvvm)) | statements that copy a value into a widget or register for its events |
            | view–model coupling | \(coupling(mvc)) | \(coupling(mvvm)) | references view → model / model → view from the profile's types |
            | testing | \(testing(mvc)) | \(testing(mvvm)) | the profile's behaviour tests: those that create no view, median production types |
            | learning cost (proxy) | \(cost(mvc)) | \(cost(mvvm)) | the profile's own types and code lines |

            """
    }

    static let method = """

        ## How every number was measured

        - **Roles** are declared in the code: each pattern type conforms to one of `Role.View`, \
        `Role.Controller`, `Role.Presenter`, `Role.ViewModel`, `Role.Assembly` (Sources/Shared/Roles). \
        Model types are those of Sources/Shared/Model, toolkit types those of Sources/Shared/TextUI.
        - **Dependencies** come from the compiler's index store of the debug build \
        (`index/store` in its products folder), read through the toolchain's libIndexStore \
        (Sources/Tools/CIndexStore, Sources/Tools/IndexStore, Sources/Tools/Analysis/IndexReader.swift): every \
        non-implicit reference, in signatures and in bodies (closures included), attributed to \
        the top-level type whose member contains it; conformances and superclasses from the \
        index's base relations.
        - **Ce, Ca, I, A, D** per role (Sources/Tools/Analysis/Metrics.swift): Ce counts distinct types \
        outside the role that the role uses, Ca those that use it; I = Ce/(Ca+Ce) (0 when both \
        are 0); A = protocols/types; D = |A + I − 1|. Concrete vs protocol splits Ce by whether \
        the used type is a protocol (only those can be replaced by a test double).
        - **Cycles**: Tarjan's strongly connected components, members and lists sorted.
        - **Propagation cost**: MacCormack–Baldwin, the share of ordered pairs of the pattern's \
        own types (each type included) where the first reaches the second. **Model ripple**: \
        the pattern's types that reach a model type.
        - **Lines and complexity** are read from source text (Sources/Tools/Analysis/SourceMeasures.swift), \
        the one figure the index cannot give: code lines (not blank, not comment-only) of the \
        files holding a role's types, and cyclomatic complexity = functions + decision points.
        - **Testability** (Sources/Tools/Analysis/TestabilityReport.swift): views created come from the \
        toolkit's own counter (Sources/Shared/TextUI/ViewCounter.swift), switched on by the workbench's \
        measuring run, which runs each behaviour test alone in a process of its own \
        (Sources/Tools/Workbench/ViewCountRun.swift): nothing in a test measures; types and doubles from \
        the index; setup lines (logical lines before the first assertion) from the test's source; \
        "toolkit views" means the test reads its result out of a label, a cell or a control.
        - **How close the toolkit is to UIKit** (Sources/Tools/Analysis/UIKitConformance.swift): the \
        toolkit members each pattern file uses, from the index (an override or a protocol \
        requirement's implementation is a use), compared with UIKit's declarations as Apple \
        documents them (docs/uikit-declarations.txt); the toolkit's declarations and doc comments \
        come from its symbol graph (`swift-symbolgraph-extract`).
        - **Update timing**: for each pattern, the app is renamed in the store; the texts of the \
        views are read before any layout pass (did the change's own call update them?), then \
        the next frame is drawn (Sources/Tools/Workbench/ComparisonDocument.swift).
        - **Debugging figures** come from traces of the real calls, recorded by `workbench trace \
        --save` (`scripts/trace`) in the traced build, where the compiler calls a hook at every \
        function entry (Sources/Tools/CCallRecorder, Sources/Tools/Tracing; docs/tracing.md says what a trace \
        cannot see). They are kept in docs/flows.json with a hash of the sources they were \
        recorded from; `compare --check` fails when that hash is not the sources' own.
        - **Performance** comes from `workbench bench` in a release build (Sources/Tools/Workbench): \
        medians and middle halves of interleaved samples, against a baseline that draws the same \
        frame with no architecture.
        - The roles are small (the role tables above count their types): the per-role ratios are \
        directions, not measurements of large systems. The notes under each pattern say where.

        To regenerate: `scripts/compare`, or `swift run workbench compare`, which builds with \
        tests and measures the pattern tests' view counts first when they are missing or stale.
        """
}
