/// One place in a source file where a symbol is declared, defined or used.
public struct IndexOccurrence: Sendable, Hashable {
    /// The symbol that occurs here.
    public var symbol: IndexSymbol
    /// What this occurrence does (declaration, reference, call, …), plus the union of the
    /// relation roles of `relations`.
    public var roles: SymbolRoles
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    public var column: Int
    /// How this occurrence relates to other symbols, e.g. "called by `titles()`".
    public var relations: [IndexRelation]

    /// Creates an occurrence from its parts.
    public init(
        symbol: IndexSymbol, roles: SymbolRoles, line: Int, column: Int,
        relations: [IndexRelation]
    ) {
        self.symbol = symbol
        self.roles = roles
        self.line = line
        self.column = column
        self.relations = relations
    }

    /// The symbols this occurrence relates to with any of `roles`.
    public func related(by roles: SymbolRoles) -> [IndexSymbol] {
        relations.filter { !$0.roles.isDisjoint(with: roles) }.map(\.symbol)
    }
}

/// A relation from an occurrence to another symbol. Read it as "the occurrence's symbol is
/// `roles` `symbol`": e.g. a reference to `Item.title` is `calledBy|containedBy` `titles()`.
public struct IndexRelation: Sendable, Hashable {
    /// The relation roles (only `REL_` bits).
    public var roles: SymbolRoles
    /// The related symbol.
    public var symbol: IndexSymbol

    /// Creates a relation from its parts.
    public init(roles: SymbolRoles, symbol: IndexSymbol) {
        self.roles = roles
        self.symbol = symbol
    }
}
