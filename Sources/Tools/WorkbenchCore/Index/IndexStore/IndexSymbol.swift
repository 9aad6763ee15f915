/// A declared entity (type, member, function, variable, …) as the index identifies it.
package struct IndexSymbol: Sendable, Hashable {
    /// The Unified Symbol Resolution: a stable id, the same in every file and module that
    /// mentions the symbol (e.g. `s:6Sample4ItemV` for the struct `Sample.Item`).
    package var usr: String
    /// The name as declared, e.g. `Item`, `titles()` or `init(items:)`.
    package var name: String
    /// What kind of declaration this is.
    package var kind: SymbolKind
    /// A finer distinction within the kind (accessor kind, what an extension extends, …).
    package var subkind: SymbolSubkind
    /// Extra facts: generic, unit test, local, access level, …
    package var properties: SymbolProperties

    /// Creates a symbol from its parts.
    package init(
        usr: String, name: String, kind: SymbolKind, subkind: SymbolSubkind,
        properties: SymbolProperties
    ) {
        self.usr = usr
        self.name = name
        self.kind = kind
        self.subkind = subkind
        self.properties = properties
    }
}

/// Extra facts about a symbol. Bit values are those of `indexstore_symbol_property_t`.
package struct SymbolProperties: OptionSet, Sendable, Hashable {
    package let rawValue: UInt64

    /// Creates properties from the raw `indexstore_symbol_property_t` bits.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The declaration has generic parameters.
    package static let generic = SymbolProperties(rawValue: 1 << 0)
    package static let templatePartialSpecialization = SymbolProperties(rawValue: 1 << 1)
    package static let templateSpecialization = SymbolProperties(rawValue: 1 << 2)
    /// A test (XCTest method; Swift Testing `@Test` functions are not marked).
    package static let unitTest = SymbolProperties(rawValue: 1 << 3)
    package static let ibAnnotated = SymbolProperties(rawValue: 1 << 4)
    package static let ibOutletCollection = SymbolProperties(rawValue: 1 << 5)
    package static let gkInspectable = SymbolProperties(rawValue: 1 << 6)
    /// Local to a function body. Swift sets it on some parameters (e.g. `item` in
    /// `add(_ item: Item)`); local variables are not indexed at all.
    package static let local = SymbolProperties(rawValue: 1 << 7)
    /// A protocol requirement. (Swift 6.3 does not set it: use the `childOf` relation to a
    /// protocol instead.)
    package static let protocolInterface = SymbolProperties(rawValue: 1 << 8)
    /// An `async` function.
    package static let swiftAsync = SymbolProperties(rawValue: 1 << 16)
    // Bits 17–19 hold a Swift access level in the header, but the Swift 6.3 compiler leaves
    // them 0 (checked on Linux), so this prototype does not decode them.
}
