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
