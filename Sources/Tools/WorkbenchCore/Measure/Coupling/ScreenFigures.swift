import Foundation
import PatternCatalog

/// One screen of one pattern, measured on its own: the pattern's types in the screen's folder
/// (`Sources/<Pattern>/<Screen>/`; an empty screen means the whole pattern), their code per role,
/// their coupling, and how far a value travels between a text field and the form's state.
///
/// Module-wide figures mix every screen; these let a claim be measured on each screen, so that a
/// claim that holds on one screen and not on another says so.
package struct ScreenFigures: Sendable, Codable {
    package var module: String
    package var screen: String
    /// The pattern's own types in the screen's folder.
    package var types: Int
    /// Code lines of the screen's files (`SourceMeasures`).
    package var codeLines: Int
    /// Per role of the pattern's own, the lines and complexity of the screen's files that hold
    /// its types or their extensions.
    package var roleSource: [ArchitectureRole: SourceMeasures]
    /// References between roles, where the referring type is one of the screen's: from the
    /// referring role to the referred one (`[.presenter: [.view: 12]]`).
    package var roleReferences: [ArchitectureRole: [ArchitectureRole: Int]]
    /// References from the screen's view-role types to model types, and back.
    package var viewToModel: Int
    package var modelToView: Int
    /// The screen's own types that refer both to model types and to toolkit types: classes that
    /// hold view and model together.
    package var typesUsingModelAndToolkit: [String]
    /// The methods the screen's view-role protocols require (an MVP view contract).
    package var viewContractMethods: Int
    /// Binding glue: statements in the screen's files that copy a value into a widget
    /// (`label.text = …`, `.isEnabled`, `.isHidden`, `.image`), register for a widget's events
    /// (`addAction`, a tap recognizer), add or remove an observer, set a delegate, call through
    /// a contract (a delegate, MVP's view), or answer one (`BindingCount`), read from the source.
    package var bindingStatements: Int
    /// The same glue, each statement once per value it moves (`BindingCount.values`): a loop
    /// over three fields binds three, a contract call one per argument.
    package var boundValues: Int
    /// The requirements of the screen's own protocols, its contracts (`BindingCount`).
    package var bindingRequirements: Int
    /// Code lines of the views' configuration from a model value they own (the variant's views):
    /// each view's stored property of a shared model type (`var person: Person? { didSet … }`),
    /// and the function its `didSet` calls (`update()`), counted in `roleSource` with the view.
    package var viewConfigurationLines = 0
    /// The screen's own protocols: the role each declares itself in (its marker), the roles of
    /// the screen's types that conform to it, and its code lines, counted in `roleSource` with
    /// the role it declares.
    package var protocols: [OwnProtocol] = []

    /// One of the screen's own protocols (`protocols`).
    package struct OwnProtocol: Sendable, Equatable, Codable {
        /// Its name, without its module's.
        package var name: String
        package var declaredIn: ArchitectureRole
        package var conformedBy: [ArchitectureRole]
        /// The names of the methods it requires, in order.
        package var requirements: [String]
        package var codeLines: Int
    }
    /// The pattern's types a value crosses between a text field and the form's state, a
    /// `Person` (whichever role keeps the form's edits holds one): the fewest types on a path in
    /// the type graph (dependencies either way) from a type that uses `fieldType` to one that
    /// uses `modelType`, both ends counted. 1 when one type does both; nil when the screen has no
    /// such path (or no text field).
    package var bindingTypes: Int?

    package init(
        module: String, screen: String, graph: TypeGraph, root: String,
        fieldType: String = "TextUI.TextField", modelType: String = "Model.Person"
    ) {
        let pattern = PatternGraph(module: module, graph: graph)
        let folder = "\(SourceLayout.patterns)/\(module)/" + (screen.isEmpty ? "" : "\(screen)/")
        let ownTypes = pattern.ownTypes.filter { $0.location.file.hasPrefix(folder) }
        let own = Set(ownTypes.map(\.name))
        self.module = module
        self.screen = screen
        types = own.count
        codeLines = SourceMeasures(files: pattern.files(under: folder), root: root).codeLines
        let roleFiles = Dictionary(
            uniqueKeysWithValues: Set(ownTypes.compactMap { pattern.role(of: $0.name) }).map {
                ($0, pattern.files(of: $0, under: folder))
            })
        roleSource = roleFiles.mapValues { SourceMeasures(files: $0, root: root) }
        let roleEdges = pattern.roleDependencies.filter { own.contains($0.dependency.from) }
        var references: [ArchitectureRole: [ArchitectureRole: Int]] = [:]
        for edge in roleEdges where edge.from != edge.to {
            references[edge.from, default: [:]][edge.to, default: 0] += edge.dependency.count
        }
        roleReferences = references
        let allEdges = pattern.roleDependencies.filter {
            own.contains($0.dependency.from) || own.contains($0.dependency.to)
        }
        viewToModel = allEdges.filter { $0.from == .view && $0.to == .model }
            .reduce(0) { $0 + $1.dependency.count }
        modelToView = allEdges.filter { $0.from == .model && $0.to == .view }
            .reduce(0) { $0 + $1.dependency.count }
        typesUsingModelAndToolkit = own.sorted().filter { name in
            let targets = Set(roleEdges.filter { $0.dependency.from == name }.map(\.to))
            return targets.contains(.model) && targets.contains(.toolkit)
        }
        protocols = Self.ownProtocols(ownTypes, own: own, pattern: pattern, root: root)
        viewContractMethods = protocols.filter { $0.declaredIn == .view }
            .reduce(0) { $0 + $1.requirements.count }
        bindingTypes = Self.shortestPath(
            among: own, graph: pattern.dependencies, from: fieldType, to: modelType)
        let binding = Self.binding(
            files: Set(ownTypes.map(\.location.file) + roleFiles.values.flatMap { $0 }),
            contract: Set(protocols.flatMap(\.requirements)), root: root)
        let modelTypes = Set(graph.types(inModule: "Model").map(\.shortName))
        viewConfigurationLines = (roleFiles[.view] ?? []).reduce(0) { total, file in
            let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
            return total + Self.configurationLines(in: text, modelTypes: modelTypes)
        }
        bindingStatements = binding.statements
        boundValues = binding.values
        bindingRequirements = binding.requirements
    }

    /// The screen's own protocols among `ownTypes` (whose names are `own`), read from their
    /// files under `root`.
    static func ownProtocols(
        _ ownTypes: [TypeNode], own: Set<String>, pattern: PatternGraph, root: String
    ) -> [OwnProtocol] {
        ownTypes.filter(\.isProtocol).compactMap { type in
            guard let role = pattern.role(of: type.name) else { return nil }
            let text =
                (try? String(contentsOfFile: root + "/" + type.location.file, encoding: .utf8))
                ?? ""
            let body = SourceMeasures.functionSource(
                text, from: type.location.line, dedent: false)
            let conformers = pattern.dependencies.filter {
                $0.to == type.name && $0.kinds.contains(.conformance) && own.contains($0.from)
            }.compactMap { pattern.role(of: $0.from) }
            // Its attributes (`@MainActor`) are its lines too.
            let above = text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix(max(0, type.location.line - 1)).reversed()
                .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }.count
            return OwnProtocol(
                name: String(type.name.split(separator: ".").last ?? ""), declaredIn: role,
                conformedBy: Array(Set(conformers)).sorted(),
                requirements: body.matches(of: /func\s+(\w+)/).map { String($0.1) },
                codeLines: SourceMeasures(source: body).codeLines + above)
        }.sorted { $0.name < $1.name }
    }

    /// The binding glue of `files` (`BindingCount`), whose screen's contracts require the
    /// methods `contract`.
    static func binding(files: Set<String>, contract: Set<String>, root: String) -> BindingCount {
        let enumCases = Self.enumCases(root: root)
        return files.reduce(BindingCount()) { total, file in
            let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
            return total + BindingCount(source: text, contract: contract, enumCases: enumCases)
        }
    }

    /// The code lines of `source`'s configuration from a model value: each stored property of
    /// one of `modelTypes`, its block whole, and the function its `didSet` calls.
    static func configurationLines(in source: String, modelTypes: Set<String>) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var total = 0
        var called: Set<String> = []
        for (index, line) in lines.enumerated() {
            guard let type = line.firstMatch(of: /^\s*(?:private\s+)?var\s+\w+:\s*(\w+)\??/)?.1,
                modelTypes.contains(String(type))
            else { continue }
            let block = SourceMeasures.functionSource(
                source, from: index + 1, dedent: false)
            total += line.contains("{") ? SourceMeasures(source: block).codeLines : 1
            if let name = block.firstMatch(of: /didSet\s*\x{7B}\s*(\w+)\(\)/)?.1 {
                called.insert(String(name))
            }
        }
        for (index, line) in lines.enumerated()
        where called.contains(where: { line.contains("func \($0)(") }) {
            total +=
                SourceMeasures(
                    source: SourceMeasures.functionSource(source, from: index + 1, dedent: false)
                ).codeLines
        }
        return total
    }

    /// The statements of `source` that bind, each once (`BindingCount.statements`).
    static func bindingStatements(in source: String) -> Int {
        BindingCount(source: source).statements
    }

    /// The number of cases of an enum the shared model declares, by its name (`ProfileField`).
    static func enumCases(root: String) -> (String) -> Int? {
        let folder = root + "/" + SourceLayout.sharedFolder("Model")
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        let lines = files.flatMap { file in
            ((try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? "")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return { BindingCount.cases(of: $0, in: lines) }
    }

    /// How a protocol's lines are counted (the fork "protocols' place"): with the role it
    /// declares itself in, as `roleSource` counts them (0); with the role of the types that
    /// conform to it (1; where they are of several roles, the first, as `ArchitectureRole`
    /// orders them; where none conforms, where it is); with neither (2).
    package func codeLines(of role: ArchitectureRole, protocolsCounted option: Int) -> Int {
        var lines = source(of: role).codeLines
        guard option != 0 else { return lines }
        for own in protocols {
            let movedTo = option == 1 ? own.conformedBy.first ?? own.declaredIn : nil
            if own.declaredIn == role, movedTo != role { lines -= own.codeLines }
            if movedTo == role, own.declaredIn != role { lines += own.codeLines }
        }
        return lines
    }

    /// The lines and complexity of `role`'s files on this screen (zero when it has none).
    package func source(of role: ArchitectureRole) -> SourceMeasures {
        roleSource[role] ?? SourceMeasures()
    }

    /// References from `from`'s types on this screen to `to`'s types.
    package func references(_ from: ArchitectureRole, _ to: ArchitectureRole) -> Int {
        roleReferences[from]?[to] ?? 0
    }

    /// The screens of the patterns in `graph`: the folders under `Sources/Patterns/<Pattern>/` that hold
    /// types of any of `modules`, sorted.
    package static func screens(in graph: TypeGraph, modules: [String]) -> [String] {
        var screens: Set<String> = []
        for module in modules {
            for type in graph.types(inModule: module) {
                guard let (found, rest) = SourceLayout.module(ofFile: type.location.file),
                    found == module, let slash = rest.firstIndex(of: "/")
                else { continue }
                screens.insert(String(rest[..<slash]))
            }
        }
        return screens.sorted()
    }

    /// Breadth first over the screen's own types, edges taken either way.
    static func shortestPath(
        among own: Set<String>, graph dependencies: [Dependency], from field: String,
        to model: String
    ) -> Int? {
        let starts = Set(
            dependencies.filter { $0.to == field && own.contains($0.from) }.map(\.from))
        let goals = Set(dependencies.filter { $0.to == model && own.contains($0.from) }.map(\.from))
        var neighbours: [String: Set<String>] = [:]
        for dependency in dependencies
        where own.contains(dependency.from) && own.contains(dependency.to) {
            neighbours[dependency.from, default: []].insert(dependency.to)
            neighbours[dependency.to, default: []].insert(dependency.from)
        }
        var frontier = starts.sorted()
        var seen = starts
        var length = 1
        while !frontier.isEmpty {
            if frontier.contains(where: goals.contains) { return length }
            var next: [String] = []
            for type in frontier {
                for neighbour in (neighbours[type] ?? []).sorted()
                where seen.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
            length += 1
        }
        return nil
    }
}
