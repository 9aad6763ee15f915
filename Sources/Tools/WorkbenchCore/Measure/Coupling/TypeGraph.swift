/// The package's own types and the dependencies between them, as the compiler's index records
/// them. Nested types are folded into the top-level type that declares them, so a node is what
/// a reader thinks of as "a type": usually one file.
public struct TypeGraph: Sendable, Codable {
    public var types: [String: TypeNode] = [:]  // by qualified name
    public var dependencies: [Dependency] = []  // sorted by (from, to)

    public init(types: [String: TypeNode] = [:], dependencies: [Dependency] = []) {
        self.types = types
        self.dependencies = dependencies
    }

    /// The dependencies from `name`, to types of the graph.
    public func dependencies(from name: String) -> [Dependency] {
        dependencies.filter { $0.from == name }
    }

    /// The types of one module, sorted by name.
    public func types(inModule module: String) -> [TypeNode] {
        types.values.filter { $0.module == module }.sorted { $0.name < $1.name }
    }
}

/// A top-level type of the package.
public struct TypeNode: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable {
        case `class`, `struct`, `enum`, `protocol`
    }

    /// `Module.Type`.
    public var name: String
    public var module: String
    public var kind: Kind
    /// Where the type is defined (package-relative path).
    public var location: Location
    /// The roles it declares by conforming to `Role.*` (normally exactly one in a pattern).
    public var declaredRoles: [String]
    /// The files that extend it (package-relative paths, sorted), its own file left out: with
    /// `location.file`, every file that holds its code.
    public var extensionFiles: [String]

    public init(
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
    public var files: [String] { [location.file] + extensionFiles }

    public var isProtocol: Bool { kind == .protocol }
    /// The name without its module.
    public var shortName: String { String(name.drop(while: { $0 != "." }).dropFirst()) }
}

/// A place in the package's sources.
public struct Location: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }

    public static func < (a: Location, b: Location) -> Bool {
        (a.file, a.line) < (b.file, b.line)
    }
}

/// "`from` depends on `to`": its members refer to `to` or its members `count` times, and/or it
/// conforms to or inherits from `to`.
public struct Dependency: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable {
        /// References from code (signatures and bodies, closures included).
        case reference
        /// `from` conforms to the protocol `to`.
        case conformance
        /// `from` is a subclass of `to`.
        case inheritance
    }

    public var from: String
    public var to: String
    public var kinds: Set<Kind>
    /// References counted; conformance and inheritance count once each.
    public var count: Int
    /// Where the references are, sorted (all of them; the reports show the first few).
    public var evidence: [Location]

    public init(from: String, to: String, kinds: Set<Kind>, count: Int, evidence: [Location]) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.count = count
        self.evidence = evidence
    }
}

/// A function of a module the analysis was asked to report function by function (the test
/// targets), with what its body refers to.
public struct FunctionFacts: Sendable, Codable, Hashable {
    /// As the index names it: `priceFormattingOfARow()`.
    public var name: String
    public var module: String
    /// The top-level type it belongs to, if any (`MVPTests.ShopListTests`).
    public var owner: String?
    public var location: Location
    /// The package's own types its body refers to, by qualified name.
    public var referencedTypes: [String]
    /// The names of every symbol its body refers to (types, methods, properties, functions).
    public var referencedSymbols: [String]
}
