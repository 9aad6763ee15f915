/// The package's own types and the dependencies between them, as the compiler's index records
/// them. Nested types are folded into the top-level type that declares them, so a node is what
/// a reader thinks of as "a type": usually one file.
package struct TypeGraph: Sendable, Codable {
    package var types: [String: TypeNode] = [:]  // by qualified name
    package var dependencies: [Dependency] = []  // sorted by (from, to)
    /// "`from` writes a property of `to`" (or of a type nested in `to`), `count` times: an
    /// assignment, a compound assignment, a mutating call or an `inout` pass, as the index marks
    /// a write. A type's writes to its own properties are here too (`from == to`). Apart from
    /// `dependencies`, whose counts they leave as they are; sorted by (from, to).
    package var writes: [Dependency] = []

    package init(
        types: [String: TypeNode] = [:], dependencies: [Dependency] = [],
        writes: [Dependency] = []
    ) {
        self.types = types
        self.dependencies = dependencies
        self.writes = writes
    }

    /// The dependencies from `name`, to types of the graph.
    package func dependencies(from name: String) -> [Dependency] {
        dependencies.filter { $0.from == name }
    }

    /// The types of one module, sorted by name.
    package func types(inModule module: String) -> [TypeNode] {
        types.values.filter { $0.module == module }.sorted { $0.name < $1.name }
    }
}

/// A top-level type of the package.
package struct TypeNode: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable {
        case `class`, `struct`, `enum`, `protocol`
    }

    /// `Module.Type`.
    package var name: String
    package var module: String
    package var kind: Kind
    /// Where the type is defined (package-relative path).
    package var location: Location
    /// The roles it declares by conforming to `Role.*` (normally exactly one in a pattern).
    package var declaredRoles: [String]
    /// The files that extend it (package-relative paths, sorted), its own file left out: with
    /// `location.file`, every file that holds its code.
    package var extensionFiles: [String]

    package init(
        name: String, module: String, kind: Kind, location: Location, declaredRoles: [String],
        extensionFiles: [String] = []
    ) {
        self.name = name
        self.module = module
        self.kind = kind
        self.location = location
        self.declaredRoles = declaredRoles
        self.extensionFiles = extensionFiles
    }

    /// Every file that holds its code: where it is defined, and where it is extended.
    package var files: [String] { [location.file] + extensionFiles }

    package var isProtocol: Bool { kind == .protocol }
    /// The name without its module.
    package var shortName: String { String(name.drop(while: { $0 != "." }).dropFirst()) }
}

/// A place in the package's sources.
package struct Location: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    package var description: String { "\(file):\(line)" }

    package static func < (a: Location, b: Location) -> Bool {
        (a.file, a.line) < (b.file, b.line)
    }
}

/// "`from` depends on `to`": its members refer to `to` or its members `count` times, and/or it
/// conforms to or inherits from `to`.
package struct Dependency: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable {
        /// References from code (signatures and bodies, closures included).
        case reference
        /// `from` conforms to the protocol `to`.
        case conformance
        /// `from` is a subclass of `to`.
        case inheritance
    }

    package var from: String
    package var to: String
    package var kinds: Set<Kind>
    /// References counted; conformance and inheritance count once each.
    package var count: Int
    /// Where the references are, sorted (all of them; the reports show the first few).
    package var evidence: [Location]

    package init(from: String, to: String, kinds: Set<Kind>, count: Int, evidence: [Location]) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.count = count
        self.evidence = evidence
    }
}

/// A function of a module the analysis was asked to report function by function (the test
/// targets), with what its body refers to.
package struct FunctionFacts: Sendable, Codable, Hashable {
    /// As the index names it: `priceFormattingOfARow()`.
    package var name: String
    package var module: String
    /// The top-level type it belongs to, if any (`MVPTests.ShopListTests`).
    package var owner: String?
    package var location: Location
    /// The package's own types its body refers to, by qualified name.
    package var referencedTypes: [String]
    /// The names of every symbol its body refers to (types, methods, properties, functions).
    package var referencedSymbols: [String]
}
