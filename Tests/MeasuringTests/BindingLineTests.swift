import Testing

@testable import WorkbenchCore

/// Binding lines, counted by hand on a paired edit: an MVP presenter that tells its view, and
/// the same search written as an Observation view model and as a key-value observing one.
@Suite struct BindingLineTests {
    static let presenter = """
        final class SearchPresenter {
            weak var view: SearchView?
            private var status = ""
            func searched(_ count: Int) {
                status = "\\(count) results"
                view?.set(status: status)
            }
        }
        """.components(separatedBy: "\n")

    static let observable = """
        @Observable final class SearchViewModel: Role.ViewModel {
            public private(set) var status = ""
            public private(set) var results: [String] = []
            @ObservationIgnored private var phase = 0
            private var found: [String] = []
            var detail: String {
                status
            }
            func searched(_ count: Int) {
                status = "\\(count) results"
                results.append("one")
                phase = 1
                found = []
                if status == "" { return }
            }
        }
        """.components(separatedBy: "\n")

    static let keyValueObserving = """
        final class SearchViewModel: Object, Role.ViewModel {
            @Dynamic var status = ""
            private var phase = 0
            func searched(_ count: Int) {
                self.status = "\\(count) results"
                phase = 1
            }
        }
        """.components(separatedBy: "\n")

    @Test func publishedPropertiesAreWhatAViewIsToldOf() {
        #expect(BindingLine.publishedProperties(in: Self.presenter) == [])
        // status and results: stored and readable; phase is ignored, found private, detail
        // computed.
        #expect(BindingLine.publishedProperties(in: Self.observable) == ["status", "results"])
        #expect(BindingLine.publishedProperties(in: Self.keyValueObserving) == ["status"])
    }

    /// By hand: the presenter's `weak var view`, `view?.set(status:)` bind (2 of its 8 lines);
    /// its private `status = …` does not. The view model's `status = …` and `results.append`
    /// bind, and the binding's own marks `@Observable` and `@ObservationIgnored` (4); `phase = 1`,
    /// `found = []`, the comparison and the other declarations do not. The KVO view model: `@Dynamic var status` and `self.status = …` (2).
    @Test func aPairedEditBindsOnBothSides() {
        #expect(BindingLine.binding(Self.presenter, in: Self.presenter) == 2)
        #expect(BindingLine.binding(Self.observable, in: Self.observable) == 4)
        #expect(BindingLine.binding(Self.keyValueObserving, in: Self.keyValueObserving) == 2)
        let mvp = "        view?.set(status: status)"
        let mvvm = "        status = \"\\(count) results\""
        #expect(BindingLine.binding([mvp], in: Self.presenter) == 1)
        #expect(BindingLine.binding([mvvm], in: Self.observable) == 1, "how Observation notifies")
    }
}

/// Claim 29's four ways of counting, on lines made up here, by hand. MVP's side differs by
/// `view?.set(status: text)` (a push), `let total = items.count`, `label.text = status` (a
/// widget write) and `func set(status: String) {` (a push's other end); the MVVM side by
/// `status = text` (a published property's assignment: a push), `let total = items.count`,
/// `label.text = status` and `viewModel.addObserver(…)` (an observer). Two lines moved, one
/// pair each side: `let total…` and `label.text…`. Of 8 differing lines 6 bind, 3 otherwise
/// than by a push or a pull; of the 4 moved, 2 bind, both otherwise.
@MainActor
@Suite struct BindingDiffTests {
    @Test func eachWayOfCountingIsWhatAHandCountGives() {
        func line(_ text: String, _ binds: Bool, _ otherwise: Bool) -> BindingDiffs.Line {
            BindingDiffs.Line(text: text, binds: binds, otherwise: otherwise)
        }
        let mvp = [
            line("view?.set(status: text)", true, false),
            line("let total = items.count", false, false),
            line("label.text = status", true, true),
            line("func set(status: String) {", true, false),
        ]
        let mvvm = [
            line("status = text", true, false), line("let total = items.count", false, false),
            line("label.text = status", true, true),
            line("viewModel.addObserver(self, forKeyPath: \\.status)", true, true),
        ]
        let diff = BindingDiffs.tally(old: mvp, new: mvvm)
        #expect(diff.differing == 8 && diff.binding == 6 && diff.bindingOtherwise == 3)
        #expect(diff.moved == 4 && diff.movedBinding == 2 && diff.movedBindingOtherwise == 2)
        #expect(diff.share(movedLines: true, pushAndPull: true) == 75)
        #expect(diff.share(movedLines: true, pushAndPull: false) == 37.5)
        #expect(diff.share(movedLines: false, pushAndPull: true) == 100, "4 of 4")
        #expect(diff.share(movedLines: false, pushAndPull: false) == 25, "1 of 4")
    }

    @Test func aPushOrAPullIsBindingOnlyOneWay() {
        #expect(BindingLine.isBinding("view?.set(status: text)"))
        #expect(!BindingLine.bindsOtherwise("view?.set(status: text)"))
        #expect(BindingLine.bindsOtherwise("label.text = status"))
        #expect(BindingLine.bindsOtherwise("delegate?.searchStatusDidChange()"))
    }
}
