import Foundation
import Harness
import Model
import Testing
import TextUI

@MainActor
@Suite struct TmpTiming {
    @Test func touchTiming() async throws {
        let which = ProcessInfo.processInfo.environment["TMP_PATTERN"] ?? "mvvm"
        let pattern = Pattern(rawValue: which)!
        let session = Session(pattern: pattern)
        await session.settle()
        _ = session.frame()
        let clock = ContinuousClock()
        let start = clock.now
        for sample in 0..<40000 {
            try session.carryOut(.select(row: (sample * 7) % 20 + 1))
            _ = session.frame()
        }
        print("TIMING \(pattern): \((clock.now - start) / 40000)")
    }
}
