import Testing

@testable import WorkbenchCore

/// Each fault's construct, against the hand reading of its mvvm.patch: five land in the view
/// role of MVVM (the binding), every other in its view model (the logic).
@Suite struct FaultConstructTests {
    @Test func theFaultsInMVVMsViewBreakTheBinding() throws {
        let coupling = CouplingReport(graph: try packageGraph(), root: packageRoot)
        let faults = try FaultListTests.faults().map(\.name)
        let constructs = FaultConstruct.constructs(
            faults: faults, root: packageRoot, coupling: coupling)
        let binding = Set(constructs.filter { $0.value == .bindingAndView }.keys)
        #expect(
            binding == [
                "card-feedback-not-rebound", "validity-not-rebound", "detail-line-not-rebound",
                "profile-field-written-back-while-composing", "query-ignores-composing-text",
            ])
        #expect(constructs.count == faults.count)
    }
}
