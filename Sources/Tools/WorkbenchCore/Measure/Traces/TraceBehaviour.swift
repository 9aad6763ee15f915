import Foundation
import PatternCatalog
import Subprocess
import Tracing

/// A behaviour `workbench trace` records: the commands that bring the screens to it (not
/// traced) and the commands traced.
package struct TraceBehaviour: Sendable {
    package let name: String
    package let title: String
    package let setup: [String]
    package let traced: [String]

    package static let all = [
        TraceBehaviour(
            name: "tap-row", title: "Tap a row", setup: [], traced: ["select 3"]),
        TraceBehaviour(
            name: "store-rename", title: "A store rename of the selected product",
            setup: ["select 3"], traced: ["rename 3 Tea"]),
        TraceBehaviour(name: "tap-card", title: "Tap the app card", setup: [], traced: ["tap"]),
        TraceBehaviour(
            name: "type-email", title: "Type in the e-mail field",
            setup: ["tab profile", "clear email"], traced: ["type email a"]),
        TraceBehaviour(
            name: "search",
            title: "Search as you type: the debounce, then an answer out of order",
            setup: ["tab search", "hold"],
            traced: [
                "type query s", "wait 300", "type query w", "wait 300", "answer 2", "answer 1",
            ]),
        TraceBehaviour(
            name: "open-detail", title: "Open a product's detail, then go back",
            setup: [], traced: ["open 3", "back"]),
    ]

    package static func named(_ name: String) -> TraceBehaviour? {
        all.first { $0.name == name }
    }

    /// The script the pattern executable runs: tracing off for the setup, on for the rest.
    package var script: String {
        (["trace off"] + setup + ["trace on"] + traced).joined(separator: "\n") + "\n"
    }

    /// Runs `pattern`'s traced executable of `build` on this behaviour and returns the traced
    /// commands.
    package func record(_ pattern: PatternDescriptor, in build: TracedBuild) throws
        -> [TracedCommand]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbench-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptFile = folder.appendingPathComponent("script.txt")
        let jsonFile = folder.appendingPathComponent("trace.json")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let environment = ProcessInfo.processInfo.environment.merging(TracedBuild.environment) {
            $1
        }
        let result = try Subprocess.run(
            [
                build.executable(pattern.command), "--script", scriptFile.path, "--trace-json",
                jsonFile.path, "--no-color",
            ], environment: environment)
        guard result.status == 0 else {
            throw TraceError(
                "\(pattern.command) \(name): the traced run failed (exit \(result.status)): "
                    + (result.errors.split(separator: "\n").first.map(String.init)
                        ?? "no message"))
        }
        return try JSONDecoder().decode([TracedCommand].self, from: Data(contentsOf: jsonFile))
    }
}
