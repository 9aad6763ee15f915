import Foundation

/// Any Swift files counted by the rules the claims use (`SourceMeasures`), file by file: the core
/// of `workbench count`, which sets other projects' code beside the patterns'.
package struct SourceCount: Codable, Equatable, Sendable {
    package var path: String
    package var codeLines: Int
    package var functions: Int
    package var decisionPoints: Int
    /// The types the file declares at its top level.
    package var types: [String]

    /// The file at `path`, counted.
    package init(path: String) {
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let measures = SourceMeasures(source: source)
        self.path = path
        codeLines = measures.codeLines
        functions = measures.functions
        decisionPoints = measures.decisionPoints
        types = SourceMeasures.topLevelTypes(in: source)
    }

    /// The Swift files at `path` (a file, or a folder read recursively), in path order; nil when
    /// there is nothing at `path`.
    package static func swiftFiles(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return nil
        }
        guard isFolder.boolValue else { return [path] }
        let inside = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
        let base = path.hasSuffix("/") ? path : path + "/"
        return inside.filter { $0.hasSuffix(".swift") }.sorted().map { base + $0 }
    }

    /// Counts as a table, a total last.
    package static func table(_ counts: [SourceCount]) -> String {
        func row(_ code: Int, _ functions: Int, _ decisions: Int, _ types: String, _ path: String)
            -> String
        {
            [String(code), String(functions), String(decisions)].map {
                String(repeating: " ", count: max(0, 6 - $0.count)) + $0
            }.joined(separator: " ") + "  " + types + "  " + path
        }
        var lines = ["  code  func decis  types  file"]
        for count in counts {
            lines.append(
                row(
                    count.codeLines, count.functions, count.decisionPoints,
                    count.types.isEmpty ? "-" : count.types.joined(separator: ","), count.path))
        }
        lines.append(
            row(
                counts.reduce(0) { $0 + $1.codeLines }, counts.reduce(0) { $0 + $1.functions },
                counts.reduce(0) { $0 + $1.decisionPoints },
                "\(counts.reduce(0) { $0 + $1.types.count }) types", "(\(counts.count) files)"))
        return lines.joined(separator: "\n")
    }
}
