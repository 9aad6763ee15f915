import BehaviourTesting
import Foundation
import Harness
import Model
import PatternCatalog

/// The patterns the spec runs against: every pattern, or those the environment variable
/// `WORKBENCH_PATTERNS` names (commands, separated by commas). The workbench's fault and mutant
/// runs set it to judge one pattern at a time; with one pattern, the equivalence run has nothing
/// to compare and passes.
let patternsUnderTest: [PatternDescriptor] = {
    guard let names = ProcessInfo.processInfo.environment["WORKBENCH_PATTERNS"] else {
        return PatternDescriptor.all
    }
    return names.split(separator: ",").compactMap { PatternDescriptor.named(String($0)) }
}()

/// A small catalog for whole-frame tests: `count` products priced from ¥1.00 up.
func smallCatalog(_ count: Int, app: AppInfo = AppInfo(name: "QQ", imageName: "QQ")) -> Catalog {
    Catalog(
        products: (0..<count).map { Product(id: $0, name: "Item \($0)", price: Decimal($0 + 1)) },
        app: app)
}

/// A session of `pattern` over `catalog`, loaded and settled.
@MainActor
func loadedSession(
    _ pattern: PatternDescriptor, catalog: Catalog = smallCatalog(5), rows: Int = 3
) async -> Session {
    let session = Session(
        pattern: pattern, catalogService: BuiltInCatalogService(catalog: catalog),
        visibleRows: rows)
    await session.settle()
    return session
}

/// A session of `pattern` whose first load waits for the test: `service` answers it.
@MainActor
func waitingSession(_ pattern: PatternDescriptor) async -> (Session, ControlledCatalogService) {
    let service = ControlledCatalogService()
    let session = Session(pattern: pattern, catalogService: service, visibleRows: 3)
    await session.settle(waitingForLoads: false)
    return (session, service)
}

/// The shop list over `smallCatalog(5)` with 3 rows, as loaded.
let loadedShop = """
    Shop · 5 items                [ Reload ]
    ────────────────────────────────────────
      Item 0                           ¥1.00
      Item 1                           ¥2.00
      Item 2                           ¥3.00
    rows 1–3 of 5
    Tap a row to see its details.
    """

/// The tab bar under the screens while the Shop tab is selected.
let shopTabBar = "═══ ▸ Shop ═════ Profile ════ Search ═══"

/// The tab bar while the Profile tab is selected.
let profileTabBar = "════ Shop ═════ ▸ Profile ═══ Search ═══"

/// The tab bar while the Search tab is selected.
let searchTabBar = "════ Shop ══════ Profile ═══ ▸ Search ══"

/// The app card as it looks for `name`, `initials` and `feedback`.
func card(_ name: String = "QQ", initials: String = "QQ", feedback: String = "Tap the card")
    -> String
{
    func centred(_ text: String) -> String {
        let width = text.count  // the tests use single-column text here
        let left = (40 - width) / 2
        return String(repeating: " ", count: left) + text
    }
    return """
        App
        ────────────────────────────────────────
                        ┌──────┐
                        │\(initials.padding(toLength: 6, withPad: " ", startingAt: 0).centredInSix)│
                        └──────┘
        \(centred(name))
        \(centred(feedback))
        """
}

extension String {
    /// Six columns with the (ASCII) text centred, as the icon box draws initials.
    fileprivate var centredInSix: String {
        let text = trimmingCharacters(in: .whitespaces)
        let left = (6 - text.count) / 2
        return String(repeating: " ", count: left) + text
            + String(repeating: " ", count: 6 - text.count - left)
    }
}
