import Foundation
import Testing

@testable import WorkbenchCore

/// No memory grows with use, measured as `workbench bench` measures it, in a process of its own
/// so that no other test moves the heap: two rows in view touched in turn, each touch followed
/// by a frame, the worst case for a view that runs again before what it read changed. After
/// 10,000 touches every contender has as many observation trackings alive as after 1,000, and
/// its heap is within `Growth.heapSlack` of what it was (`MemoryProbe.growth`).
@Suite struct MemoryGrowthTests {
    @Test(arguments: Contender.all.map(\.name))
    func nothingGrowsWhenTwoRowsAlternate(contender: String) throws {
        let result = try run(executable: "workbench", ["bench", "--growth", contender])
        #expect(result.status == 0, "\(result.stderr)")
        let growth = try #require(
            BenchReport.Growth(contender: contender, output: result.stdout), "\(result.stdout)")
        #expect(growth.trackings[0] != nil)
        #expect(growth.trackings[0] == growth.trackings[1], "trackings pile up")
        #expect(growth.isFlat == true, "\(result.stdout)")
    }
}
