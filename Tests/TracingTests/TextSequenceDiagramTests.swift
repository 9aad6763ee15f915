import Testing

@testable import Tracing

/// The text diagram of a trace: a lane per pattern type, one for the toolkit and one for the
/// model, an arrow per call between lanes, calls inside the toolkit's or the model's lane folded.
@MainActor
@Suite struct TextSequenceDiagramTests {
    @Test func aTapIsDrawnInLanesFromTheScriptThroughTheViewToThePresenter() {
        let command = TracedCommand(
            command: "select 3", requests: ["request 1 answered"],
            lines: recording(tapOutline).lines(), change: nil)

        let diagram = TextSequenceDiagram.draw([command], width: 60)

        // Lanes every 12 columns, on columns 6, 18, 30, 42 and 54. Window and Label share the
        // toolkit's lane, Store the model's; the views' and presenters' own lanes say their role.
        #expect(
            diagram == """
                   script                 FakeView                  model
                               toolkit              FakePresenter
                                            view      presenter
                ── select 3 ────────────────────────────────────────────────
                      │ touchRow(_:inTable:)  │           │           │
                      ├───────────▶           │           │           │
                      │           │ tableView(_:didSelectRowAt:) via TableViewDelegate
                      │           ├───────────▶           │           │
                      │           │           │ rowSelected(at:)      │
                      │           │           ├───────────▶           │
                      │           │           │           │ product(withID:)
                      │           │           │           ├───────────▶
                      │           │           │ set(detail:) via FakeViewProtocol
                      │           │           ◀───────────┤           │
                      │           │ text.setter           │           │
                      │           ◀───────────┤           │           │
                      │ ⋯ request 1 answered  │           │           │
                """)
    }

    /// Inside a layout pass, a call the toolkit makes to itself is folded; a pass in which
    /// nothing shown ran is left out; a pattern type calling itself gets a `↻` row.
    @Test func toolkitCallsAreFoldedAndSelfCallsMarked() {
        let command = TracedCommand(
            command: "rename 3 Tea", requests: [], lines: recording(bindingOutline).lines(),
            change: nil)

        let (lanes, rows) = TextSequenceDiagram.layout([command])

        #expect(lanes.map(\.name).prefix(2) == ["script", "model"])
        #expect(lanes.filter(\.folded).map(\.name).sorted() == ["model", "toolkit"])
        #expect(
            !rows.contains { if case .call(let from, let to, _) = $0 { from == to } else { false } }
        )
        #expect(rows.contains(.pass(1)))
    }
}
