/// What kind of declaration a symbol is. Raw values are those of `indexstore_symbol_kind_t`.
package enum SymbolKind: Int, Sendable, Hashable, CaseIterable {
    case unknown = 0
    case module = 1
    case namespace = 2
    case namespaceAlias = 3
    case macro = 4
    case `enum` = 5
    case `struct` = 6
    case `class` = 7
    case `protocol` = 8
    case `extension` = 9
    case union = 10
    case `typealias` = 11
    case function = 12
    case variable = 13
    case field = 14
    /// An enum case.
    case enumConstant = 15
    case instanceMethod = 16
    case classMethod = 17
    case staticMethod = 18
    case instanceProperty = 19
    case classProperty = 20
    case staticProperty = 21
    /// An `init`.
    case constructor = 22
    /// A `deinit`.
    case destructor = 23
    case conversionFunction = 24
    case parameter = 25
    case using = 26
    case concept = 27
    case commentTag = 1000

    /// Maps a raw kind from the library; values this enum does not know become `unknown`.
    init(raw: Int32) {
        self = SymbolKind(rawValue: Int(raw)) ?? .unknown
    }

    /// Whether this is a nominal type: a class, struct, enum or protocol.
    package var isType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol: true
        default: false
        }
    }
}

/// A finer distinction within a kind, e.g. which accessor of a property or what an extension
/// extends. Raw values are those of `indexstore_symbol_subkind_t`.
package enum SymbolSubkind: Int, Sendable, Hashable, CaseIterable {
    /// No subkind (`INDEXSTORE_SYMBOL_SUBKIND_NONE`), or one this enum does not know.
    case unspecified = 0
    case cxxCopyConstructor = 1
    case cxxMoveConstructor = 2
    case accessorGetter = 3
    case accessorSetter = 4
    case usingTypename = 5
    case usingValue = 6
    case usingEnum = 7
    case swiftAccessorWillSet = 1000
    case swiftAccessorDidSet = 1001
    case swiftAccessorAddressor = 1002
    case swiftAccessorMutableAddressor = 1003
    case swiftExtensionOfStruct = 1004
    case swiftExtensionOfClass = 1005
    case swiftExtensionOfEnum = 1006
    case swiftExtensionOfProtocol = 1007
    case swiftPrefixOperator = 1008
    case swiftPostfixOperator = 1009
    case swiftInfixOperator = 1010
    case swiftSubscript = 1011
    case swiftAssociatedType = 1012
    case swiftGenericTypeParam = 1013
    case swiftAccessorRead = 1014
    case swiftAccessorModify = 1015
    case swiftAccessorInit = 1016
    case swiftAccessorBorrow = 1017
    case swiftAccessorMutate = 1018

    /// Maps a raw subkind from the library; values this enum does not know become
    /// `unspecified`.
    init(raw: Int32) {
        self = SymbolSubkind(rawValue: Int(raw)) ?? .unspecified
    }
}
