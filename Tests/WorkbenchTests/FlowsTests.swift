import Foundation
import Harness
import PatternCatalog
import Testing
import Tracing

@testable import WorkbenchCore

/// docs/flows.json as the workbench reads it: the debugging figures, the diagrams' page, the
/// staleness check.
@MainActor
@Suite struct FlowsTests {
    static let change = ChangePath(
        mutation: "Store.renameProduct(id:to:)", sameCallStack: false, layoutPass: 2,
        steps: [
            .init(name: "Store.notify(_:)", kind: .call),
            .init(name: "closure #1 in ShopListViewModel.viewDidLoad()", kind: .closure),
            .init(name: "ShopListViewModel.withMutation<A, B>(keyPath:_:)", kind: .binding),
            .init(name: "protocol witness for …", kind: .thunk),
        ])

    static func flows(key: StoredKey = StoredKey(toolchain: "6")) -> Flows {
        func flow(_ pattern: String, change: ChangePath?, files: [String]?) -> Flows.PatternFlow {
            Flows.PatternFlow(
                pattern: pattern,
                commands: [
                    Flows.Command(
                        command: "rename 3 Tea", requests: [],
                        trace: ["Store.renameProduct(id:to:) · model · store change"],
                        change: change)
                ], filesBeforeLabel: files)
        }
        return Flows(
            key: key,
            behaviours: [
                Flows.Behaviour(
                    name: "store-rename", title: "A store rename", setup: ["select 3"],
                    traced: ["rename 3 Tea"],
                    patterns: [flow("mvvm", change: change, files: nil)]),
                Flows.Behaviour(
                    name: "tap-row", title: "Tap a row", setup: [], traced: ["select 3"],
                    patterns: [flow("mvvm", change: nil, files: ["A.swift", "B.swift"])]),
            ])
    }

    @Test func theFiguresComeFromTheRenameAndTheTap() throws {
        let figures = try #require(Self.flows().figures.first { $0.module == "MVVM" })

        #expect(figures.labelInChangeCallStack == false)
        #expect(figures.layoutPass == 2)
        #expect(figures.calls == 4)
        #expect(figures.closures == 1 && figures.bindingMachinery == 1 && figures.thunks == 1)
        #expect(figures.library == 0)
        #expect(figures.tapFiles == ["A.swift", "B.swift"])
        #expect(Self.flows().figures.first { $0.module == "MVC" }?.calls == nil)
    }

    @Test func theComparisonSectionShowsTheFiguresOrSaysWhyNot() {
        let section = FlowsDocument.comparisonSection(Self.flows(), staleness: nil)
        let missing = FlowsDocument.comparisonSection(nil, staleness: "there are no traces")

        #expect(
            section.contains(
                "| label written in the change's call stack | — | — | — | no: layout pass 2 |"))
        #expect(section.contains("| files a tap crosses before a label changes | — | — | — | 2 |"))
        #expect(missing.contains("Not measured: there are no traces. Run `scripts/trace`"))
    }

    @Test func thePageDrawsEveryPatternOfEveryBehaviour() {
        let page = FlowsDocument.render(Self.flows())

        #expect(page.components(separatedBy: "```mermaid").count - 1 == 2)
        // Each behaviour has one pattern recorded; every other pattern's column says so.
        #expect(
            page.components(separatedBy: "Not recorded.").count - 1
                == 2 * (PatternDescriptor.all.count - 1))
        #expect(page.contains(PatternDescriptor.all.map { "<th>\($0.name)</th>" }.joined()))
    }

    /// Traces recorded from other sources are stale; when only a pattern's folder changed, the
    /// staleness names that pattern's traces.
    @Test func tracesRecordedFromOtherSourcesAreStale() {
        let root = packageRoot.path
        let current = Flows.key(root: root, toolchain: "6")

        #expect(Flows.staleness(of: Self.flows(key: current), root: root) == nil)
        #expect(Flows.staleness(of: Self.flows(), root: root) != nil)
        #expect(Flows.staleness(of: nil, root: root) != nil)
        var mvpEdited = current
        mvpEdited.inputs[PatternDescriptor.mvp.folder] = "0"
        #expect(
            Flows.staleness(of: Self.flows(key: mvpEdited), root: root)
                == "the traces of MVP in docs/flows.json were recorded from other sources than "
                + "these (Sources/Patterns/MVP changed since it was measured)")
        var sharedEdited = current
        sharedEdited.inputs["Package.swift"] = "0"
        #expect(
            Flows.staleness(of: Self.flows(key: sharedEdited), root: root)?.hasPrefix(
                "the traces in docs/flows.json") == true)
    }

    /// Every shared module runs in the traced executables (the key-value observing stand-in in
    /// MVVM (KVO)'s), so a change to any of them makes the traces stale.
    @Test func theTracesDependOnEverySharedModule() throws {
        let shared = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.path + "/Sources/Shared")
        for module in shared where !module.hasPrefix(".") {
            #expect(Flows.tracedFolders.contains("Sources/Shared/\(module)"), "\(module)")
        }
    }

    @Test(.enabled(if: isThePackageItself, "reads the committed documents"))
    func theCommittedPageIsWhatTheCommittedTracesDraw() throws {
        let flows = try #require(try Flows.read(root: packageRoot.path))
        let page = try String(
            contentsOfFile: packageRoot.path + "/" + Flows.markdownPath, encoding: .utf8)

        #expect(FlowsDocument.render(flows) == page)
        #expect(flows.behaviours.map(\.name) == TraceBehaviour.all.map(\.name))
        for behaviour in flows.behaviours {
            #expect(behaviour.patterns.map(\.pattern) == PatternDescriptor.all.map(\.command))
        }
    }

    /// The recorded tap on a row (`select 3`) as each pattern's trace shows it.
    static func tapTrace(_ pattern: String) throws -> [String] {
        let flows = try #require(try Flows.read(root: packageRoot.path))
        let tap = try #require(flows.behaviours.first { $0.name == "tap-row" })
        return try #require(tap.patterns.first { $0.pattern == pattern }).commands.flatMap(\.trace)
    }

    @Test func theRecordedTapInMVPGoesThroughThePresenterAndTheViewProtocol() throws {
        let trace = try Self.tapTrace("mvp").joined(separator: "\n")

        #expect(trace.contains("ShopListPresenter.rowSelected(at:) · presenter"))
        #expect(trace.contains("· view · through ShopListView"))
    }

    @Test func theRecordedTapInMVVMGoesThroughTheViewModelAndALayoutPass() throws {
        let trace = try Self.tapTrace("mvvm").joined(separator: "\n")

        #expect(trace.contains("ShopListViewModel.rowSelected(at:) · view model"))
        #expect(trace.contains("· layout pass"))
        #expect(trace.contains("ShopListViewController.updateProperties() · view"))
    }

    @Test func theRecordedTapInMVCNamesNeitherAPresenterNorAViewModel() throws {
        let trace = try Self.tapTrace("mvc")

        #expect(
            trace.contains {
                $0.contains("ShopListViewController.tableView(_:didSelectRowAt:) · controller")
            })
        #expect(!trace.contains { $0.contains("· presenter") || $0.contains("· view model") })
        #expect(!trace.contains { $0.contains("Presenter") || $0.contains("ViewModel") })
    }
}
