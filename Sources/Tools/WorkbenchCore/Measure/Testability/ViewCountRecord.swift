import Foundation

/// What the measuring run found of one pattern behaviour test: the toolkit views it created,
/// alone in a process of its own (Sources/Tools/WorkbenchCore/Measure/Testability/ViewCountRun.swift). Kept in a build's
/// records folder (`PackageBuild.testabilityFolder`) as `<module>/<behaviour>.json`.
package struct ViewCountRecord: Codable, Equatable, Sendable {
    /// The pattern module (`MVC`), whose tests are in `<module>Tests`.
    package var pattern: String
    /// The test's name, without its parentheses.
    package var behaviour: String
    /// Toolkit views created while it ran.
    package var views: Int

    package init(pattern: String, behaviour: String, views: Int) {
        self.pattern = pattern
        self.behaviour = behaviour
        self.views = views
    }

    /// Where the record of `module`'s test of `behaviour` is in the records folder `records`.
    package static func path(in records: String, module: String, behaviour: String) -> String {
        "\(records)/\(module)/\(behaviour).json"
    }

    /// The record of `module`'s test of `behaviour` in `records`, if a run left one.
    package static func read(in records: String, module: String, behaviour: String) -> Self? {
        let file = path(in: records, module: module, behaviour: behaviour)
        return FileManager.default.contents(atPath: file).flatMap {
            try? JSONDecoder().decode(Self.self, from: $0)
        }
    }

    /// Writes the record into the records folder `records`.
    package func write(in records: String) throws {
        let file = Self.path(in: records, module: pattern, behaviour: behaviour)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: file))
    }
}
