import Foundation
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// The toolkit's observation trackings do not pile up over a session, so the benchmark's memory
/// figure does not grow with the number of touches: over ten thousand touches, each followed by
/// a frame and most scrolling the table to the touched row, with the profile form typed into
/// and the search field too every tenth touch, MVVM (Observation) ends with as many trackings
/// alive as after its first hundred. A tracking the toolkit replaced before it fired has
/// dropped its handler, but Observation's public API cannot cancel it: its registrations stay
/// until what it read changes or is freed (the doc comment of the toolkit's
/// `ObservationTracking` says what a cancel would cost). The other patterns hold no observable
/// state, so they arm no tracking (LifetimeTests): for them the count is nothing to show.
@MainActor
@Suite struct TrackingTests {
    @Test func trackingsStayFlatOverTenThousandTouches() async throws {
        let products = (0..<20).map { Product(id: $0, name: "Item \($0)", price: Decimal($0 + 1)) }
        let session = Session(
            pattern: .mvvm,
            catalogService: BuiltInCatalogService(
                catalog: Catalog(products: products, app: AppInfo(name: "QQ", imageName: "QQ"))),
            visibleRows: 8)
        await session.settle()
        var afterHundred = 0
        // No suspension from here to the end: no other test runs on the main actor meanwhile,
        // so the count moves only with this session.
        for touch in 0..<10_000 {
            try session.carryOut(.select(row: 1 + (touch * 7) % 20))
            _ = session.window.render()
            if touch % 10 == 0 {
                for command in Self.otherScreens(touch) {
                    try session.carryOut(command)
                    _ = session.window.render()
                }
            }
            if touch == 99 { afterHundred = LiveTrackings.alive }
        }
        #expect(afterHundred > 0, "MVVM's screens track what they read")
        #expect(LiveTrackings.alive == afterHundred, "replaced trackings pile up")
    }

    /// A round of the other screens: a letter typed into the profile's e-mail and cleared, a
    /// letter typed into the search field, then back to the shop.
    static func otherScreens(_ touch: Int) -> [Command] {
        [
            .tab(.profile), .type(field: .email, text: touch % 20 == 0 ? "a" : "a@b.c"),
            .clear(field: .email), .tab(.search), .type(field: .query, text: "s"),
            .clear(field: .query), .tab(.shop),
        ]
    }
}
