import BehaviourTesting
import Foundation
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// The shop list's behaviours (docs/screens.md, "Shop list" 1–9), each checked on whole frames
/// against every pattern.
@MainActor
@Suite struct ShopListSpecTests {
    static let loadedFrame = "\(loadedShop)\n\n\(card())\n\(shopTabBar)"

    @Test(
        "1. Until the service answers, the screen shows a loading state",
        arguments: patternsUnderTest)
    func loading(pattern: PatternDescriptor) async {
        let (session, service) = await waitingSession(pattern)
        #expect(service.waitingCount == 1)
        #expect(
            session.frame() == """
                Shop                          [ Reload ]
                ────────────────────────────────────────
                Loading…

                \(card("No app loaded", initials: ""))
                \(shopTabBar)
                """)
        await service.succeed(with: smallCatalog(5))
        await session.settle()
        #expect(session.frame() == Self.loadedFrame)
    }

    @Test(
        "2. Loaded: title with the count, one row per product, formatted prices",
        arguments: patternsUnderTest)
    func loaded(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        #expect(session.frame() == Self.loadedFrame)
        for _ in 0..<4 { try await session.perform(.remove(row: 1)) }
        try await session.perform(.price(row: 1, price: Decimal(string: "1234.5")!))
        #expect(
            session.frame() == """
                Shop · 1 item                 [ Reload ]
                ────────────────────────────────────────
                  Item 4                        ¥1234.50
                row 1 of 1
                Tap a row to see its details.

                \(card())
                \(shopTabBar)
                """)
    }

    @Test(
        "3. A viewport of N rows with a position line; scrolling moves it",
        arguments: patternsUnderTest)
    func viewport(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, catalog: smallCatalog(25), rows: 2)
        try await session.perform(.scroll(row: 12))
        #expect(
            session.frame() == """
                Shop · 25 items               [ Reload ]
                ────────────────────────────────────────
                  Item 11                         ¥12.00
                  Item 12                         ¥13.00
                rows 12–13 of 25
                Tap a row to see its details.

                \(card())
                \(shopTabBar)
                """)
        try await session.perform(.scroll(row: 25))
        #expect(session.frame().contains("  Item 23                         ¥24.00\n  Item 24"))
        #expect(session.frame().contains("rows 24–25 of 25"))
    }

    @Test(
        "3. Only visible cells exist: a million products cost no more views than twenty",
        arguments: patternsUnderTest)
    func cellReuse(pattern: PatternDescriptor) async throws {
        let (_, views) = await ViewCounter.counting {
            let session = await loadedSession(pattern, catalog: Self.million, rows: 10)
            for row in [500_000, 999_991, 1, 77_777] {
                try? await session.perform(.select(row: row))
            }
            #expect(session.frame().contains("rows 77768–77777 of 1000000"))
        }
        let (_, small) = await ViewCounter.counting {
            // Cells are made in the layout pass, so this one draws a frame too.
            _ = await loadedSession(pattern, catalog: smallCatalog(20), rows: 10).frame()
        }
        #expect(views == small, "views created for 1,000,000 products vs 20")
    }

    static let million = Catalog.generated(count: 1_000_000)

    @Test("4. Selecting a row marks it and shows its details", arguments: patternsUnderTest)
    func selecting(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.select(row: 2))
        #expect(
            session.frame() == """
                Shop · 5 items                [ Reload ]
                ────────────────────────────────────────
                  Item 0                           ¥1.00
                ▸ Item 1                           ¥2.00
                  Item 2                           ¥3.00
                rows 1–3 of 5
                Selected: Item 1 · ¥2.00

                \(card())
                \(shopTabBar)
                """)
    }

    @Test(
        "4. Selecting a row that does not exist is an error and changes nothing",
        arguments: patternsUnderTest)
    func selectingNothing(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.select(row: 2))
        let before = session.frame()
        await #expect(
            throws: SessionError(
                "select: there is no row 6: the table has 5 rows (rows 1 to 5)")
        ) {
            try await session.perform(.select(row: 6))
        }
        #expect(session.frame() == before)
    }

    @Test(
        "5. A rename or price change updates the row; the selection follows the product",
        arguments: patternsUnderTest)
    func productChanges(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.select(row: 3))
        try await session.perform(.rename(row: 3, name: "Green tea"))
        #expect(session.frame().contains("▸ Green tea                        ¥3.00\nrows"))
        #expect(session.frame().contains("Selected: Green tea · ¥3.00\n"))
        try await session.perform(.price(row: 3, price: Decimal(string: "0.5")!))
        #expect(session.frame().contains("▸ Green tea                        ¥0.50\nrows"))
        try await session.perform(.rename(row: 2, name: "Oolong"))  // not the selected one
        #expect(session.frame().contains("  Oolong                           ¥2.00\n▸ Green tea"))
        try await session.perform(.remove(row: 1))  // the selected product moves up a row
        #expect(
            session.frame() == """
                Shop · 4 items                [ Reload ]
                ────────────────────────────────────────
                  Oolong                           ¥2.00
                ▸ Green tea                        ¥0.50
                  Item 3                           ¥4.00
                rows 1–3 of 4
                Selected: Green tea · ¥0.50

                \(card())
                \(shopTabBar)
                """)
    }

    @Test(
        "5. A rename or a price change updates the product's row", arguments: patternsUnderTest)
    func aChangedProductUpdatesItsRow(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.rename(row: 2, name: "Green tea"))
        try await session.perform(.price(row: 2, price: Decimal(string: "0.5")!))
        #expect(
            session.frame() == """
                Shop · 5 items                [ Reload ]
                ────────────────────────────────────────
                  Item 0                           ¥1.00
                  Green tea                        ¥0.50
                  Item 2                           ¥3.00
                rows 1–3 of 5
                Tap a row to see its details.

                \(card())
                \(shopTabBar)
                """)
    }

    @Test(
        "5. Changes name a product by its row, as select does; a missing row is the same error",
        arguments: patternsUnderTest)
    func changesNameTheRow(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.select(row: 3))
        try await session.perform(.rename(row: 3, name: "Tea"))
        try await session.perform(.remove(row: 1))  // Item 1 is now in row 1
        try await session.perform(.price(row: 1, price: 9))
        #expect(
            session.frame() == """
                Shop · 4 items                [ Reload ]
                ────────────────────────────────────────
                  Item 1                           ¥9.00
                ▸ Tea                              ¥3.00
                  Item 3                           ¥4.00
                rows 1–3 of 4
                Selected: Tea · ¥3.00

                \(card())
                \(shopTabBar)
                """)
        let before = session.frame()
        for command in [
            Command.rename(row: 5, name: "X"), .price(row: 5, price: 1), .remove(row: 5),
        ] {
            await #expect(
                throws: SessionError(
                    "\(command.name): there is no row 5: the table has 4 rows (rows 1 to 4)")
            ) {
                try await session.perform(command)
            }
        }
        #expect(session.frame() == before)
    }

    @Test(
        "6. Adding and removing update the rows and the count, pluralised",
        arguments: patternsUnderTest)
    func addAndRemove(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, catalog: smallCatalog(3))
        try await session.perform(.remove(row: 1))
        try await session.perform(.remove(row: 1))
        #expect(
            session.frame() == """
                Shop · 1 item                 [ Reload ]
                ────────────────────────────────────────
                  Item 2                           ¥3.00
                row 1 of 1
                Tap a row to see its details.

                \(card())
                \(shopTabBar)
                """)
        try await session.perform(.add(price: Decimal(string: "9.99")!, name: "Plum"))
        #expect(
            session.frame() == """
                Shop · 2 items                [ Reload ]
                ────────────────────────────────────────
                  Item 2                           ¥3.00
                  Plum                             ¥9.99
                rows 1–2 of 2
                Tap a row to see its details.

                \(card())
                \(shopTabBar)
                """)
        try await session.perform(.remove(row: 1))
        try await session.perform(.remove(row: 1))
        #expect(
            session.frame() == """
                Shop · 0 items                [ Reload ]
                ────────────────────────────────────────
                No products yet.

                \(card())
                \(shopTabBar)
                """)
    }

    @Test(
        "6. Removing the selected product clears the selection, and a reload does not bring it back",
        arguments: patternsUnderTest)
    func aSelectionDoesNotOutliveItsRemovedProduct(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.select(row: 2))
        try await session.perform(.remove(row: 2))
        #expect(
            session.frame() == """
                Shop · 4 items                [ Reload ]
                ────────────────────────────────────────
                  Item 0                           ¥1.00
                  Item 2                           ¥3.00
                  Item 3                           ¥4.00
                rows 1–3 of 4
                Tap a row to see its details.

                \(card())
                \(shopTabBar)
                """)
        try await session.perform(.reload)  // the service still has Item 1: it comes back
        #expect(session.frame() == Self.loadedFrame, "the product that comes back is not selected")
    }

    @Test(
        "7. An empty catalog shows the empty state instead of the table",
        arguments: patternsUnderTest)
    func empty(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, catalog: smallCatalog(0))
        let emptyFrame = """
            Shop · 0 items                [ Reload ]
            ────────────────────────────────────────
            No products yet.

            \(card())
            \(shopTabBar)
            """
        #expect(session.frame() == emptyFrame)
        try await session.perform(.add(price: 1, name: "First"))
        #expect(session.frame().hasPrefix("Shop · 1 item"))
        try await session.perform(.remove(row: 1))
        #expect(session.frame() == emptyFrame)
    }

    @Test("8. A load failure shows an error; a retry loads again", arguments: patternsUnderTest)
    func failureAndRetry(pattern: PatternDescriptor) async throws {
        let (session, service) = await waitingSession(pattern)
        await service.fail()
        await session.settle()
        #expect(
            session.frame() == """
                Shop                          [ Reload ]
                ────────────────────────────────────────
                Load failed: the service is down
                Tap Reload to try again.

                \(card("No app loaded", initials: ""))
                \(shopTabBar)
                """)
        try await session.perform(.reload, waitingForLoads: false)  // the retry: a touch on Reload
        #expect(session.frame().contains("Loading…"))
        await service.succeed(with: smallCatalog(5))
        await session.settle()
        #expect(session.frame() == Self.loadedFrame)
        #expect(service.loads == 2)
    }

    @Test(
        "9. Chinese, emoji, long names and control characters keep the columns aligned",
        arguments: patternsUnderTest)
    func hostileNames(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, rows: 4)
        try await session.perform(.rename(row: 1, name: "商品一号"))
        try await session.perform(.rename(row: 2, name: "🍎 Apple"))
        try await session.perform(.rename(row: 3, name: "A name far too long for the row it has"))
        try await session.perform(.rename(row: 4, name: "Bell\u{7}\u{1B}[2J and tab\t"))
        try await session.perform(.select(row: 1))
        #expect(
            session.frame() == """
                Shop · 5 items                [ Reload ]
                ────────────────────────────────────────
                ▸ 商品一号                         ¥1.00
                  🍎 Apple                         ¥2.00
                  A name far too long for the row… ¥3.00
                  Bell��[2J and tab�               ¥4.00
                rows 1–4 of 5
                Selected: 商品一号 · ¥1.00

                \(card())
                \(shopTabBar)
                """)
    }
}
