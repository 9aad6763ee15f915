import Foundation

/// One screen of one pattern, measured on its own: the pattern's types in the screen's folder
/// (`Sources/<Pattern>/<Screen>/`; an empty screen means the whole pattern), their code, their coupling, and how far a value travels
/// between a text field and the model.
///
/// Module-wide figures mix every screen; these let a claim be measured on the screen it is
/// about (seed 000's MVC-vs-MVVM table on the profile, say).
public struct ScreenFigures: Sendable, Codable {
    public var module: String
    public var screen: String
    /// The pattern's own types in the screen's folder.
    public var types: Int
    /// Code lines of the screen's files (`SourceMeasures`).
    public var codeLines: Int
    /// References from the screen's view-role types to model types, and back.
    public var viewToModel: Int
    public var modelToView: Int
    /// The pattern's types a value crosses between a text field and the form's state, a
    /// `Person` (whichever role keeps the form's edits holds one):
    /// the fewest types on a path in the type graph (dependencies either way) from a type that
    /// uses `fieldType` to one that uses `modelType`, both ends counted. 1 when one type does
    /// both; nil when the screen has no such path (or no text field).
    public var bindingTypes: Int?

    public init(
        module: String, screen: String, graph: TypeGraph, root: String,
        fieldType: String = "TextUI.TextField", modelType: String = "Model.Person"
    ) {
        let pattern = PatternGraph(module: module, graph: graph)
        let folder = "Sources/\(module)/" + (screen.isEmpty ? "" : "\(screen)/")
        let own = Set(pattern.ownTypes.filter { $0.location.file.hasPrefix(folder) }.map(\.name))
        self.module = module
        self.screen = screen
        types = own.count
        codeLines = Set(pattern.ownTypes.filter { own.contains($0.name) }.map(\.location.file))
            .reduce(0) { total, file in
                let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
                return total + SourceMeasures(source: text).codeLines
            }
        let roleEdges = pattern.roleDependencies.filter {
            own.contains($0.dependency.from) || own.contains($0.dependency.to)
        }
        viewToModel = roleEdges.filter { $0.from == .view && $0.to == .model }
            .reduce(0) { $0 + $1.dependency.count }
        modelToView = roleEdges.filter { $0.from == .model && $0.to == .view }
            .reduce(0) { $0 + $1.dependency.count }
        bindingTypes = Self.shortestPath(
            among: own, graph: pattern.dependencies, from: fieldType, to: modelType)
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
