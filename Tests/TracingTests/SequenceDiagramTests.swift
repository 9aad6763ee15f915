import Testing

@testable import Tracing

/// The Mermaid diagram of a trace: participants with roles, one arrow per call, passes shaded.
@MainActor
@Suite struct SequenceDiagramTests {
    @Test func aTapIsDrawnFromTheScriptThroughTheViewToThePresenter() {
        let command = TracedCommand(
            command: "select 3", requests: [], lines: recording(tapOutline).lines(), change: nil)

        let diagram = SequenceDiagram.mermaid([command])

        #expect(
            diagram == """
                sequenceDiagram
                    actor script
                    participant Window as Window (toolkit)
                    participant FakeView as FakeView (view)
                    participant FakePresenter as FakePresenter (presenter)
                    participant Store as Store (model)
                    participant Label as Label (toolkit)
                    Note over script: select 3
                    script->>Window: touchRow(_:inTable:)
                    Window->>FakeView: tableView(_:didSelectRowAt:) via TableViewDelegate
                    FakeView->>FakePresenter: rowSelected(at:)
                    FakePresenter->>Store: product(withID:)
                    FakePresenter->>FakeView: set(detail:) via FakeViewProtocol
                    FakeView->>Label: text.setter
                """)
    }

    @Test func aLayoutPassIsAShadedBlockAndRequestsAreNotes() {
        let command = TracedCommand(
            command: "rename 3 Tea", requests: ["request 1 waits: catalog load (1 waiting)"],
            lines: recording(bindingOutline).lines(), change: nil)

        let diagram = SequenceDiagram.mermaid([command])

        #expect(
            diagram.contains(
                "    rect rgba(128, 128, 128, 0.12)\n    Note over Window: layout pass 1\n      Window->>FakeView: updateProperties() via PropertyUpdating"
            ))
        #expect(diagram.contains("Store->>FakeViewModel: closure #35;1 in viewDidLoad()"))
        #expect(
            diagram.hasSuffix(
                "    end\n    Note over script: request 1 waits: catalog load (1 waiting)"))
    }
}
