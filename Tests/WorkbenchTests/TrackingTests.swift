import Foundation
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// The toolkit's observation trackings do not pile up with use, in every pattern and every
/// workload a user meets: after many touches, as many are alive as after a tenth as many. A run
/// that replaces a tracking before it fired cancels it through a token it read (the doc comment
/// of the toolkit's `ObservationTracking`), so Observation keeps no registration of it. Only
/// MVVM (Observation) holds observable state, so only its screens arm trackings (LifetimeTests);
/// for the others the count stays at nothing, which is checked all the same. The heap, which
/// other tests move while these run, is measured in a process of its own by `workbench bench`.
@MainActor
@Suite struct TrackingTests {
    /// Every workload a user meets: the same row touched again and again, two rows in turn,
    /// scrolling to a row out of view at every touch, switching tabs, and typing: as many
    /// trackings after 500 touches as after 50. (The worst case, two rows in turn, is also run
    /// to 10,000 touches with the heap measured, in a process of its own: EndToEndTests'
    /// MemoryGrowthTests.)
    @Test(arguments: PatternDescriptor.all, Workload.allCases)
    func trackingsStayFlatInEveryWorkload(
        pattern: PatternDescriptor, workload: Workload
    ) async throws {
        let (early, late) = try await Self.trackings(pattern, workload, after: 50, and: 500)
        #expect(late == early, "trackings pile up")
        #expect(pattern.module != "MVVM" || early > 0, "MVVM's screens track what they read")
    }

    /// What a user does again and again, one step per touch, each followed by a frame.
    enum Workload: CaseIterable, CustomTestStringConvertible {
        case sameRow, alternating, scrolling, tabs, typing

        func commands(_ touch: Int) -> [Command] {
            switch self {
            case .sameRow: [.select(row: 2)]
            case .alternating: [.select(row: 1 + touch % 2)]
            case .scrolling: [.select(row: 1 + (touch * 7) % 20)]
            case .tabs: [.tab([Tab.profile, .search, .shop][touch % 3])]
            case .typing:
                [
                    .tab(touch % 2 == 0 ? .profile : .search),
                    touch % 2 == 0
                        ? .type(field: .email, text: touch % 4 == 0 ? "a" : "@")
                        : .type(field: .query, text: "s"),
                ]
            }
        }

        var testDescription: String { "\(self)" }
    }

    /// The trackings alive after `early` and after `late` touches of `workload`, on a shop of
    /// 20 products with 8 rows in view.
    static func trackings(
        _ pattern: PatternDescriptor, _ workload: Workload, after early: Int, and late: Int
    ) async throws -> (Int, Int) {
        let products = (0..<20).map { Product(id: $0, name: "Item \($0)", price: Decimal($0 + 1)) }
        let session = Session(
            pattern: pattern,
            catalogService: BuiltInCatalogService(
                catalog: Catalog(products: products, app: AppInfo(name: "QQ", imageName: "QQ"))),
            visibleRows: 8)
        await session.settle()
        var afterEarly = 0
        // No suspension from here to the end: no other test runs on the main actor meanwhile,
        // so the count moves only with this session.
        for touch in 0..<late {
            for command in workload.commands(touch) {
                try session.carryOut(command)
                _ = session.window.render()
            }
            if touch == early - 1 { afterEarly = LiveTrackings.alive }
        }
        let afterLate = LiveTrackings.alive
        session.tearDown()
        return (afterEarly, afterLate)
    }
}
