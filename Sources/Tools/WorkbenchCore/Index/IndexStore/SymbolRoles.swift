/// What an occurrence does with its symbol (the low bits), and how it relates to other symbols
/// (the `REL_` bits). Bit values are those of `indexstore_symbol_role_t` in `indexstore.h`.
///
/// An occurrence carries its own roles plus the union of its relations' roles; each
/// `IndexRelation` carries only the roles of that one relation.
package struct SymbolRoles: OptionSet, Sendable, Hashable {
    package let rawValue: UInt64

    /// Creates roles from the raw `indexstore_symbol_role_t` bits.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    // MARK: What the occurrence is

    /// The symbol is declared here.
    package static let declaration = SymbolRoles(rawValue: 1 << 0)
    /// The symbol is defined here (for Swift, every declaration with a body or a value).
    package static let definition = SymbolRoles(rawValue: 1 << 1)
    /// The symbol is used here.
    package static let reference = SymbolRoles(rawValue: 1 << 2)
    /// The value is read.
    package static let read = SymbolRoles(rawValue: 1 << 3)
    /// The value is written.
    package static let write = SymbolRoles(rawValue: 1 << 4)
    /// The function is called.
    package static let call = SymbolRoles(rawValue: 1 << 5)
    /// The call is dynamically dispatched (class or protocol method).
    package static let dynamic = SymbolRoles(rawValue: 1 << 6)
    /// The address is taken (`&x`).
    package static let addressOf = SymbolRoles(rawValue: 1 << 7)
    /// Not written in the source: synthesized by the compiler (or a macro expansion).
    package static let implicit = SymbolRoles(rawValue: 1 << 8)
    /// A C macro is undefined (`#undef`); not used by Swift.
    package static let undefinition = SymbolRoles(rawValue: 1 << 19)
    /// The name is mentioned but not resolved to a use (e.g. an Objective-C selector).
    package static let nameReference = SymbolRoles(rawValue: 1 << 20)

    // MARK: Relations: "this occurrence's symbol is … the related symbol"

    /// The symbol is a member of the related symbol (a type or an extension).
    package static let childOf = SymbolRoles(rawValue: 1 << 9)
    /// The symbol is a superclass or protocol of the related type.
    package static let baseOf = SymbolRoles(rawValue: 1 << 10)
    /// The symbol overrides, or implements a requirement, of the related symbol.
    package static let overrideOf = SymbolRoles(rawValue: 1 << 11)
    /// The call's receiver has the related type.
    package static let receivedBy = SymbolRoles(rawValue: 1 << 12)
    /// The call happens inside the related function, method or accessor.
    package static let calledBy = SymbolRoles(rawValue: 1 << 13)
    /// The type is extended by the related extension.
    package static let extendedBy = SymbolRoles(rawValue: 1 << 14)
    /// The accessor (getter, setter, …) belongs to the related property.
    package static let accessorOf = SymbolRoles(rawValue: 1 << 15)
    /// The reference happens inside the related declaration.
    package static let containedBy = SymbolRoles(rawValue: 1 << 16)
    /// Interface Builder type annotation; not used by Swift on Linux.
    package static let ibTypeOf = SymbolRoles(rawValue: 1 << 17)
    /// The symbol is a specialization of the related one.
    package static let specializationOf = SymbolRoles(rawValue: 1 << 18)
}

extension SymbolRoles: CustomStringConvertible {
    /// The names of the roles that are set, e.g. `reference|call|calledBy`.
    package var description: String {
        let names: [(SymbolRoles, String)] = [
            (.declaration, "declaration"), (.definition, "definition"), (.reference, "reference"),
            (.read, "read"), (.write, "write"), (.call, "call"), (.dynamic, "dynamic"),
            (.addressOf, "addressOf"), (.implicit, "implicit"), (.undefinition, "undefinition"),
            (.nameReference, "nameReference"), (.childOf, "childOf"), (.baseOf, "baseOf"),
            (.overrideOf, "overrideOf"), (.receivedBy, "receivedBy"), (.calledBy, "calledBy"),
            (.extendedBy, "extendedBy"), (.accessorOf, "accessorOf"),
            (.containedBy, "containedBy"), (.ibTypeOf, "ibTypeOf"),
            (.specializationOf, "specializationOf"),
        ]
        let set = names.filter { contains($0.0) }.map(\.1)
        return set.isEmpty ? "none" : set.joined(separator: "|")
    }
}
