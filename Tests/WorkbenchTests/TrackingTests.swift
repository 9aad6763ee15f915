import Foundation
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// The toolkit's observation trackings do not pile up over a session, so the benchmark's memory
/// figure does not grow with the number of touches: over ten thousand touches, each followed by
/// a frame and most scrolling the table to the touched row, every pattern ends with as many
/// trackings alive as after its first hundred. A tracking the toolkit replaced before it fired
/// has dropped its handler, but Observation's public API cannot cancel it: its registrations
/// stay until what it read changes or is freed (the doc comment of the toolkit's
/// `ObservationTracking` says what a cancel would cost). On these screens what a replaced
/// tracking read is freed or changes soon, so the count stays flat.
@MainActor
@Suite struct TrackingTests {
    @Test(arguments: PatternDescriptor.all)
    func trackingsStayFlatOverTenThousandTouches(pattern: PatternDescriptor) async throws {
        let products = (0..<20).map { Product(id: $0, name: "Item \($0)", price: Decimal($0 + 1)) }
        let session = Session(
            pattern: pattern,
            catalogService: BuiltInCatalogService(
                catalog: Catalog(products: products, app: AppInfo(name: "QQ", imageName: "QQ"))),
            visibleRows: 8)
        await session.settle()
        var afterHundred = 0
        // No suspension from here to the end: no other test runs on the main actor meanwhile,
        // so the process-wide count is this session's.
        for touch in 0..<10_000 {
            try session.carryOut(.select(row: 1 + (touch * 7) % 20))
            _ = session.window.render()
            if touch == 99 { afterHundred = LiveTrackings.alive }
        }
        #expect(LiveTrackings.alive == afterHundred, "replaced trackings pile up")
    }
}
