import Foundation

/// Builds the `TypeGraph` of a package from the index store of a debug build.
///
/// Every edge is a resolved symbol reference the compiler recorded. A reference is attributed to
/// the member that contains it (`containedBy`), the member to its type (`childOf`, through
/// accessors and extensions), and nested types to their top-level type. Conformances and
/// superclasses come from `baseOf` relations. What counts as the package's code (no system
/// modules, no units of deleted files, no hidden or build folders, no implicit occurrences) is
/// `PackageIndex`'s, the one reader of the store.
package struct IndexReader {
    /// The package's root directory.
    package let root: String
    /// The index store folder.
    package let storePath: String

    /// Folders whose files are never the package's sources (the build's own generated files).
    package let excludedFolders: [String]

    /// Reads the index store of `build`, the build in use.
    package init(root: String, build: PackageBuild) {
        self.init(
            root: root, storePath: build.indexStore, excludedFolders: [build.productsFolder])
    }

    /// Reads the store at `storePath`.
    package init(root: String, storePath: String, excludedFolders: [String] = []) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.storePath = storePath
        self.excludedFolders = excludedFolders.map {
            URL(fileURLWithPath: $0).standardizedFileURL.path + "/"
        }
    }

    /// What reading found, and what it left out.
    package struct Result: Sendable {
        package var graph: TypeGraph
        /// The functions of the modules asked for (`functionModules`), with what they refer to.
        package var functions: [FunctionFacts]
        package var recordsRead: Int
        package var occurrencesRead: Int
        /// Units skipped because their source file no longer exists (deleted or moved).
        package var staleUnits: Int
        /// The package's source files the index has a unit of (paths relative to the root).
        package var indexedFiles: Set<String>
        /// The package's source files changed since their unit was written: the index is older
        /// than they are (paths relative to the root).
        package var outdatedFiles: [String]
        package var seconds: Double
    }

    /// The module that holds the `Role` marker protocols.
    package static let rolesModule = "Roles"

    /// The start of every `Role.*` marker's USR: the mangled `Roles.Role` namespace.
    package static let roleMarkerPrefix = "s:\(rolesModule.utf8.count)\(rolesModule)4RoleO"

    /// The outermost type that `usr` belongs to: the last symbol `isType` accepts on the way up
    /// from a member or extension through `up` (an extension to the type it extends, a member
    /// to its parent).
    package static func topLevelType(
        of usr: String, isType: (String) -> Bool, up: (String) -> String?
    ) -> String? {
        var current = usr
        var found: String?
        for _ in 0..<64 {
            if isType(current) { found = current }
            guard let next = up(current) else { break }
            current = next
        }
        return found
    }

    /// Whether a path relative to the root is outside hidden folders (`.build`, `.git`, …).
    package func isSource(_ relativePath: String) -> Bool {
        PackageIndex.isSource(relativePath)
    }

    /// The store, opened: the one reader of the index (`PackageIndex`).
    package func open() throws -> PackageIndex {
        try PackageIndex(root: root, storePath: storePath, excludedFolders: excludedFolders)
    }

    /// Reads the store. `functionModules` names modules (test targets) whose functions are
    /// reported one by one, with the types and symbols each refers to.
    package func read(modules wanted: Set<String>? = nil, functionModules: Set<String> = []) throws
        -> Result
    {
        let started = Date()
        let index = try open()
        let units = try index.records(modules: wanted)
        guard !units.records.isEmpty else {
            throw MeasuringError.index(
                "the index store at \(storePath) has no records of this package's sources; "
                    + "run `swift build --build-tests` (a debug build) to write them")
        }
        var builder = GraphBuilder(functionModules: functionModules)
        var occurrenceCount = 0
        var contents: [(file: String, module: String, occurrences: [IndexOccurrence])] = []
        for record in units.records.sorted(by: { $0.file < $1.file }) {
            let occurrences = try index.occurrences(of: record)
            occurrenceCount += occurrences.count
            builder.learnDefinitions(occurrences, file: record.file, module: record.module)
            contents.append((record.file, record.module, occurrences))
        }
        for content in contents {
            builder.collectEdges(content.occurrences, file: content.file)
        }
        return Result(
            graph: builder.graph(), functions: builder.functions(),
            recordsRead: units.records.count, occurrencesRead: occurrenceCount,
            staleUnits: units.stale, indexedFiles: units.indexed,
            outdatedFiles: units.outdated, seconds: Date().timeIntervalSince(started))
    }
}

/// Collects definitions first (a member's owner may be defined after its uses), then edges.
package struct GraphBuilder {
    package let functionModules: Set<String>

    package init(functionModules: Set<String> = []) {
        self.functionModules = functionModules
    }

    private struct Definition {
        var symbol: IndexSymbol
        var module: String
        var location: Location
    }

    private var definitions: [String: Definition] = [:]  // types, by USR
    private var parents: [String: String] = [:]  // member or nested type → its parent
    private var extended: [String: String] = [:]  // extension → extended type
    private var extendedIn: [String: Set<String>] = [:]  // type → files that extend it
    private var roleOf: [String: [String]] = [:]  // type USR → Role.* names it conforms to
    private var edges: [Pair: EdgeFacts] = [:]
    private var writes: [Pair: EdgeFacts] = [:]  // writer → the type whose property it writes
    private var functionDefinitions:
        [String: (symbol: IndexSymbol, module: String, location: Location)] = [:]
    private var functionReferences: [String: [(symbol: IndexSymbol, type: String?)]] = [:]

    private struct Pair: Hashable {
        var from: String
        var to: String
    }

    private struct EdgeFacts {
        var kinds: Set<Dependency.Kind> = []
        var count = 0
        var evidence: [Location] = []
    }

    package mutating func learnDefinitions(
        _ occurrences: [IndexOccurrence], file: String, module: String
    ) {
        for occurrence in occurrences {
            let symbol = occurrence.symbol
            if occurrence.roles.contains(.definition) {
                if symbol.kind.isType {
                    definitions[symbol.usr] = Definition(
                        symbol: symbol, module: module,
                        location: Location(file: file, line: occurrence.line))
                }
                if let parent = occurrence.related(by: [.childOf, .accessorOf]).first {
                    parents[symbol.usr] = parent.usr
                }
                if functionModules.contains(module),
                    [.instanceMethod, .staticMethod, .function].contains(symbol.kind)
                {
                    functionDefinitions[symbol.usr] = (
                        symbol, module, Location(file: file, line: occurrence.line)
                    )
                }
            }
            for extensionSymbol in occurrence.related(by: .extendedBy) {
                extended[extensionSymbol.usr] = symbol.usr
                extendedIn[symbol.usr, default: []].insert(file)
            }
        }
    }

    package mutating func collectEdges(_ occurrences: [IndexOccurrence], file: String) {
        let readBases = Self.subscriptReadBases(occurrences)
        for (position, occurrence) in occurrences.enumerated()
        where occurrence.roles.contains(.reference) {
            if occurrence.symbol.usr.hasPrefix(IndexReader.roleMarkerPrefix) {
                // `Role.Presenter`, known by its USR whether or not the Roles module was read.
                for base in occurrence.related(by: .baseOf) {
                    guard let from = topLevelType(of: base.usr) else { continue }
                    roleOf[from, default: []].append(occurrence.symbol.name)
                }
                continue
            }
            for container in occurrence.related(by: .containedBy)
            where functionDefinitions[container.usr] != nil {
                functionReferences[container.usr, default: []].append(
                    (occurrence.symbol, topLevelType(of: occurrence.symbol.usr)))
            }
            guard let target = topLevelType(of: occurrence.symbol.usr) else { continue }
            let location = Location(file: file, line: occurrence.line)
            if occurrence.roles.contains(.write), !readBases.contains(position) {
                addWrite(occurrence, to: target, at: location)
            }
            for base in occurrence.related(by: .baseOf) {
                guard let from = topLevelType(of: base.usr) else { continue }
                let kind: Dependency.Kind =
                    definitions[target]?.symbol.kind == .protocol ? .conformance : .inheritance
                add(from: from, to: target, kind: kind, at: location)
            }
            for container in occurrence.related(by: .containedBy) {
                guard let from = topLevelType(of: container.usr) else { continue }
                add(from: from, to: target, kind: .reference, at: location)
            }
        }
    }

    private mutating func add(
        from: String, to: String, kind: Dependency.Kind, at location: Location
    ) {
        guard from != to, definitions[from]?.module != IndexReader.rolesModule,
            definitions[to]?.module != IndexReader.rolesModule
        else { return }
        var facts = edges[Pair(from: from, to: to), default: EdgeFacts()]
        if kind == .reference || !facts.kinds.contains(kind) {
            facts.count += 1
            facts.evidence.append(location)
        }
        facts.kinds.insert(kind)
        edges[Pair(from: from, to: to)] = facts
    }

    /// The positions of the occurrences that the index marks written but are read: the base of
    /// a subscript that is read (`state.products[row]` on an `inout` state marks `products`
    /// read and written, and its `subscript` read alone). A subscript that is written
    /// (`state.products[row] = product`) is marked written itself, and so is its base.
    static func subscriptReadBases(_ occurrences: [IndexOccurrence]) -> Set<Int> {
        let order = occurrences.indices.sorted {
            (occurrences[$0].line, occurrences[$0].column)
                < (occurrences[$1].line, occurrences[$1].column)
        }
        var reads: Set<Int> = []
        for (base, next) in zip(order, order.dropFirst()) {
            let written = occurrences[base]
            let subscripted = occurrences[next]
            if written.roles.contains(.write), subscripted.line == written.line,
                subscripted.column == written.column + written.symbol.name.utf8.count,
                subscripted.symbol.name.hasPrefix("subscript("),
                !subscripted.roles.contains(.write)
            {
                reads.insert(base)
            }
        }
        return reads
    }

    /// Records that the code containing `occurrence` writes a property of `target`.
    private mutating func addWrite(
        _ occurrence: IndexOccurrence, to target: String, at location: Location
    ) {
        for container in occurrence.related(by: .containedBy) {
            guard let writer = topLevelType(of: container.usr) else { continue }
            writes[Pair(from: writer, to: target), default: EdgeFacts()].count += 1
            writes[Pair(from: writer, to: target), default: EdgeFacts()].evidence.append(location)
        }
    }

    /// The top-level type that `usr` (a type, member, accessor or extension) belongs to.
    private func topLevelType(of usr: String) -> String? {
        IndexReader.topLevelType(
            of: usr, isType: { definitions[$0] != nil }, up: { extended[$0] ?? parents[$0] })
    }

    package func functions() -> [FunctionFacts] {
        functionDefinitions.map { usr, definition in
            let owner = topLevelType(of: parents[usr] ?? "").flatMap { definitions[$0] }
            let references = functionReferences[usr] ?? []
            return FunctionFacts(
                name: definition.symbol.name, module: definition.module,
                owner: owner.map { "\($0.module).\($0.symbol.name)" },
                location: definition.location,
                referencedTypes: Set(
                    references.compactMap(\.type).compactMap { usr in
                        definitions[usr].map { "\($0.module).\($0.symbol.name)" }
                    }
                ).sorted(),
                referencedSymbols: Set(references.map(\.symbol.name)).sorted())
        }
        .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    }

    package func graph() -> TypeGraph {
        var names: [String: String] = [:]
        var nodes: [String: TypeNode] = [:]
        for (usr, definition) in definitions where topLevelType(of: usr) == usr {
            guard definition.module != IndexReader.rolesModule else { continue }
            let name = "\(definition.module).\(definition.symbol.name)"
            names[usr] = name
            let kind: TypeNode.Kind
            switch definition.symbol.kind {
            case .class: kind = .class
            case .struct: kind = .struct
            case .enum: kind = .enum
            default: kind = .protocol
            }
            nodes[name] = TypeNode(
                name: name, module: definition.module, kind: kind, location: definition.location,
                declaredRoles: (roleOf[usr] ?? []).sorted(),
                extensionFiles: (extendedIn[usr] ?? []).subtracting([definition.location.file])
                    .sorted())
        }
        func named(_ pairs: [Pair: EdgeFacts], kinds: Set<Dependency.Kind>?) -> [Dependency] {
            pairs.compactMap { pair, facts -> Dependency? in
                guard let from = names[pair.from], let to = names[pair.to] else { return nil }
                return Dependency(
                    from: from, to: to, kinds: kinds ?? facts.kinds, count: facts.count,
                    evidence: facts.evidence.sorted())
            }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        }
        return TypeGraph(
            types: nodes, dependencies: named(edges, kinds: nil),
            writes: named(writes, kinds: [.reference]))
    }
}
