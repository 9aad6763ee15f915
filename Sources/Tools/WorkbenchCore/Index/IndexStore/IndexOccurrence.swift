/// One place in a source file where a symbol is declared, defined or used.
package struct IndexOccurrence: Sendable, Hashable {
    /// The symbol that occurs here.
    package var symbol: IndexSymbol
    /// What this occurrence does (declaration, reference, call, …), plus the union of the
    /// relation roles of `relations`.
    package var roles: SymbolRoles
    /// 1-based line.
    package var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    package var column: Int
    /// How this occurrence relates to other symbols, e.g. "called by `titles()`".
    package var relations: [IndexRelation]

    /// Creates an occurrence from its parts.
    package init(
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
    package func related(by roles: SymbolRoles) -> [IndexSymbol] {
        relations.filter { !$0.roles.isDisjoint(with: roles) }.map(\.symbol)
    }
}

/// A relation from an occurrence to another symbol. Read it as "the occurrence's symbol is
/// `roles` `symbol`": e.g. a reference to `Item.title` is `calledBy|containedBy` `titles()`.
package struct IndexRelation: Sendable, Hashable {
    /// The relation roles (only `REL_` bits).
    package var roles: SymbolRoles
    /// The related symbol.
    package var symbol: IndexSymbol

    /// Creates a relation from its parts.
    package init(roles: SymbolRoles, symbol: IndexSymbol) {
        self.roles = roles
        self.symbol = symbol
    }
}
