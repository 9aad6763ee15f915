import Testing

@testable import Tracing

/// What a trace shows of a recording: the pattern's own calls, the toolkit and the model at
/// their boundaries, layout passes and store changes wherever they happen.
@MainActor
@Suite struct TraceLineTests {
    @Test func aTapShowsTheViewThePresenterAndTheirToolkitAndModelCallsOnly() {
        let lines = recording(tapOutline).lines().map(\.text)

        #expect(
            lines == [
                "Window.touchRow(_:inTable:) · toolkit",
                "  Window.layOut() · toolkit · layout pass 1",
                "  FakeView.tableView(_:didSelectRowAt:) · view · through TableViewDelegate",
                "    FakePresenter.rowSelected(at:) · presenter",
                "      Store.product(withID:) · model",
                "      FakeView.set(detail:) · view · through FakeViewProtocol",
                "        Label.text.setter · toolkit",
            ])
    }

    /// `--trace=all`: the same tap with what the compiler wrote shown where it ran, the
    /// witnesses as calls of their own (so no `through`), and nothing else added.
    @Test func everythingShowsTheWitnessesAndTheOutlinedCopyInTheirPlace() {
        let lines = recording(tapOutline).lines(everything: true).map(\.text)
        let witness = "protocol witness for TableViewDelegate.tableView(_:didSelectRowAt:) in "
        let set = "protocol witness for FakeViewProtocol.set(detail:) in conformance FakeView"

        #expect(
            lines == [
                "Window.touchRow(_:inTable:) · toolkit",
                "  Window.layOut() · toolkit · layout pass 1",
                "  \(witness)conformance FakeView · compiler",
                "    FakeView.tableView(_:didSelectRowAt:) · view",
                "      FakePresenter.rowSelected(at:) · presenter",
                "        Store.product(withID:) · model",
                "        outlined copy of FakePresenter.Phase · compiler",
                "        \(set) · compiler",
                "          FakeView.set(detail:) · view",
                "            Label.text.setter · toolkit",
            ])
    }

    @Test func aStoreChangeShowsItsObserversAndFoldsIdenticalCalls() {
        let lines = recording(renameOutline).lines().map(\.text)

        #expect(
            lines == [
                "Store.renameProduct(id:to:) · model · store change",
                "  closure #1 in FakePresenter.viewDidLoad() · presenter ×2",
                "    FakePresenter.storeDidChange() · presenter",
                "      Label.text.setter · toolkit",
            ])
    }

    @Test func bindingMachineryIsHiddenAndTheObservationCallbackAndPassAreShown() {
        let lines = recording(bindingOutline).lines().map(\.text)

        #expect(
            lines == [
                "Store.renameProduct(id:to:) · model · store change",
                "  closure #1 in FakeViewModel.viewDidLoad() · view model",
                "    FakeViewModel.title.setter · view model",
                "      ObservationTracking.changed() · toolkit · observation callback",
                "Window.render(color:) · toolkit",
                "  Window.layOut() · toolkit · layout pass 1",
                "    FakeView.updateProperties() · view · through PropertyUpdating",
                "      FakeViewModel.title.getter · view model",
                "      Label.text.setter · toolkit",
            ])
    }

    @Test func everyLineReadsBackFromItsText() {
        for outline in [tapOutline, renameOutline, bindingOutline] {
            for line in recording(outline).lines() {
                var expected = line
                expected.module = ""
                expected.linkage = ""
                #expect(TraceLine(text: line.text) == expected, "\(line.text)")
            }
        }
    }

    @Test func aLineThatIsNotATraceLineIsNotRead() {
        #expect(TraceLine(text: "request 1 waits: catalog load (1 waiting)") == nil)
        #expect(TraceLine(text: " Odd.indent() · view") == nil)
        #expect(TraceLine(text: "Window.render(color:) · toolkit · unheard of") == nil)
    }
}
