import BehaviourTesting
import Foundation
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// A product's detail, pushed from the shop list (docs/screens.md, "Product detail" 1–5), on
/// whole frames against every pattern.
@MainActor
@Suite struct DetailSpecTests {
    /// The Shop tab with a product's detail on top of the shop list, over `smallCatalog(5)`.
    static func detail(
        _ title: String, field: String? = nil, price: String, status: String = "",
        saves: Bool = true
    ) -> String {
        let text = field ?? title
        let shown = text.isEmpty ? "the product's name" : text
        let padded = shown + String(repeating: " ", count: max(0, 27 - DisplayWidth.of(shown)))
        return """
            [ ‹ Shop ] \(title)
            ────────────────────────────────────────
            Name       [\(padded)]
            Price      \(price)
            \(status.padding(toLength: 32, withPad: " ", startingAt: 0))\(saves ? "[ Save ]" : "[-Save-]")

            \(card())
            \(shopTabBar)
            """
    }

    @Test("1. A row's detail button pushes the product's detail", arguments: patternsUnderTest)
    func opening(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.open(row: 3))
        #expect(session.frame() == Self.detail("Item 2", price: "¥3.00"))
    }

    @Test(
        "2–3. The name is edited in its field; Save renames the product and pops back",
        arguments: patternsUnderTest)
    func saving(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.open(row: 2))
        try await session.perform(.clear(field: .name))
        #expect(session.frame() == Self.detail("Item 1", field: "", price: "¥2.00", saves: false))
        try await session.perform(.save)  // disabled: ignored
        #expect(session.store.products[1].name == "Item 1")
        try await session.perform(.compose(field: .name, text: "cha"))
        try await session.perform(.commit(field: .name, text: "茶"))
        #expect(session.frame() == Self.detail("Item 1", field: "茶", price: "¥2.00"))
        try await session.perform(.save)
        #expect(session.store.products[1].name == "茶")
        #expect(
            session.frame()
                == "\(loadedShop)\n\n\(card())\n\(shopTabBar)".replacingOccurrences(
                    of: "  Item 1                           ¥2.00",
                    with: "  茶                               ¥2.00"))
    }

    @Test("4. Back pops without saving", arguments: patternsUnderTest)
    func back(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.open(row: 1))
        try await session.perform(.type(field: .name, text: " tea"))
        #expect(session.frame() == Self.detail("Item 0", field: "Item 0 tea", price: "¥1.00"))
        try await session.perform(.back)
        #expect(session.frame() == "\(loadedShop)\n\n\(card())\n\(shopTabBar)")
        try await session.perform(.open(row: 1))
        #expect(session.frame() == Self.detail("Item 0", price: "¥1.00"), "the edit is gone")
    }

    @Test(
        "5. The store changes under the detail; a removed product cannot be saved",
        arguments: patternsUnderTest)
    func storeChanges(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.open(row: 3))
        try await session.perform(.type(field: .name, text: "!"))
        try await session.perform(.price(row: 3, price: 9))
        try await session.perform(.rename(row: 3, name: "Plum"))
        #expect(session.frame() == Self.detail("Plum", field: "Item 2!", price: "¥9.00"))
        try await session.perform(.remove(row: 3))
        #expect(
            session.frame()
                == Self.detail(
                    "Plum", field: "Item 2!", price: "¥9.00", status: "This product was removed.",
                    saves: false))
        try await session.perform(.back)
        #expect(session.frame().hasPrefix("Shop · 4 items"))
    }

    @Test(
        "5. A product removed in the same turn as its detail is asked for: the detail names it",
        arguments: patternsUnderTest)
    func removedAtOnce(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try session.carryOut(.open(row: 3))
        try session.carryOut(.remove(row: 3))
        await session.settle()
        #expect(
            session.frame()
                == Self.detail(
                    "Item 2", price: "¥3.00", status: "This product was removed.", saves: false))
    }
}
