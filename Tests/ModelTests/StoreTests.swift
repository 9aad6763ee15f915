import Foundation
import Testing

@testable import Model

@MainActor
@Suite struct StoreTests {
    @Test func theBuiltInCatalogIsTheSeedsListAsExactDecimals() {
        let catalog = Catalog.builtIn
        #expect(catalog.products.map(\.id) == Array(0..<20))
        #expect(catalog.products.first?.price == Decimal(string: "19.00"))
        #expect(catalog.products[1].price == Decimal(string: "19.10"))
        #expect(catalog.products.last?.price == Decimal(string: "20.90"))
        #expect(
            catalog.products.map { PriceFormatter.string(from: $0.price) }.suffix(11)
                == [
                    "¥19.90", "¥20.00", "¥20.10", "¥20.20", "¥20.30", "¥20.40", "¥20.50",
                    "¥20.60", "¥20.70", "¥20.80", "¥20.90",
                ])
        #expect(catalog.app == AppInfo(name: "QQ", imageName: "QQ"))
    }

    @Test func observersHearEveryChangeInOrder() throws {
        let store = Store(catalog: .builtIn)
        var heard: [StoreChange] = []
        let token = store.observe { heard.append($0) }
        try store.renameProduct(id: 3, to: "Three")
        try store.setPrice(ofProduct: 3, to: Decimal(string: "1.5")!)
        let added = try store.addProduct(name: "New", price: 2)
        try store.removeProduct(id: 0)
        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "WC")
        store.replaceCatalog(.builtIn)
        #expect(
            heard == [
                .productUpdated(id: 3), .productUpdated(id: 3), .productAdded(id: 20),
                .productRemoved(id: 0), .appUpdated, .appUpdated, .catalogReplaced,
            ])
        #expect(added.id == 20)
        token.cancel()
    }

    @Test func refusedChangesLeaveTheStoreAsItWas() {
        let store = Store(catalog: .builtIn)
        var heard = 0
        let token = store.observe { _ in heard += 1 }
        #expect(throws: StoreError.unknownProduct(id: 99)) {
            try store.renameProduct(id: 99, to: "x")
        }
        #expect(throws: StoreError.unknownProduct(id: 99)) { try store.removeProduct(id: 99) }
        #expect(throws: StoreError.negativePrice) { try store.setPrice(ofProduct: 1, to: -1) }
        #expect(throws: StoreError.emptyName) { try store.renameProduct(id: 1, to: "") }
        #expect(throws: StoreError.noApp) { try Store().renameApp(to: "x") }
        #expect(store.products == Catalog.builtIn.products)
        #expect(heard == 0)
        token.cancel()
    }

    @Test func removingAProductKeepsLookupsByIDRight() throws {
        let store = Store(catalog: .builtIn)
        try store.removeProduct(id: 5)
        #expect(store.index(ofProductWithID: 6) == 5)
        #expect(store.product(withID: 19)?.name == "Product 20")
        #expect(store.product(withID: 5) == nil)
        let added = try store.addProduct(name: "Late", price: 1)
        #expect(added.id == 20)
        #expect(store.index(ofProductWithID: 20) == 19)
    }

    @Test func aCancelledOrReleasedTokenEndsTheObservation() throws {
        let store = Store(catalog: .builtIn)
        var heard = 0
        let kept = store.observe { _ in heard += 1 }
        var released: ObservationToken? = store.observe { _ in heard += 100 }
        #expect(store.observerCount == 2)
        released = nil
        #expect(released == nil)
        #expect(store.observerCount == 1)
        try store.renameApp(to: "A")
        kept.cancel()
        kept.cancel()
        #expect(store.observerCount == 0)
        try store.renameApp(to: "B")
        #expect(heard == 1)
    }
}

@Suite struct PriceTests {
    @Test(arguments: [
        ("19.1", "¥19.10"), ("0", "¥0.00"), ("1234.5", "¥1234.50"), ("19.005", "¥19.01"),
        ("20.90", "¥20.90"), ("0.001", "¥0.00"), ("99999999999.99", "¥99999999999.99"),
    ])
    func formatting(price: String, expected: String) {
        #expect(PriceFormatter.string(from: Decimal(string: price)!) == expected)
    }

    @Test func theFastPathAgreesWithFoundationsRounding() {
        var generator = SystemRandomNumberGenerator()
        var samples: [Decimal] = [
            Decimal(string: "0.005")!, Decimal(string: "0.0049999")!, Decimal(string: "-19.005")!,
            Decimal(string: "92233720368547758.07")!, Decimal(string: "1e30")!,
            Decimal(string: "123456789012345678901234567890.125")!, Decimal(string: "-0.001")!,
        ]
        for _ in 0..<5_000 {
            let digits = Decimal(UInt64.random(in: 0...9_999_999_999, using: &generator))
            let exponent = Int.random(in: -12...4, using: &generator)
            samples.append(Decimal(sign: .plus, exponent: exponent, significand: digits))
        }
        for price in samples {
            #expect(
                PriceFormatter.string(from: price) == PriceFormatter.decimalString(from: price),
                "\(price)")
        }
        #expect(PriceFormatter.roundedCents(of: Decimal(string: "19.105")!) == 1911)
        #expect(PriceFormatter.roundedCents(of: Decimal(string: "1e30")!) == nil, "slow path")
    }

    @Test func countsAreWordsWithTheRightNumber() {
        #expect(CountFormatter.string(0, "item") == "0 items")
        #expect(CountFormatter.string(1, "item") == "1 item")
        #expect(CountFormatter.string(2, "time") == "2 times")
        #expect(CountFormatter.string(3, "person", plural: "people") == "3 people")
    }

    @Test func plainDecimalsParseExactlyAndNothingElseParses() {
        #expect(Decimal(exactly: "19.10") == Decimal(string: "19.1"))
        #expect(Decimal(exactly: "7") == 7)
        for bad in ["", ".5", "5.", "1e3", "-1", "1,5", "1.2.3", "١٢", " 1", "abc", "+1"] {
            #expect(Decimal(exactly: bad) == nil, "\(bad)")
        }
    }
}
