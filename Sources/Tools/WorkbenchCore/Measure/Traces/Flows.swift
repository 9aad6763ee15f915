import Foundation
import Harness
import PatternCatalog
import Terminal
import Tracing

/// The recorded traces behind docs/flows.md and the debugging figures of Comparison.md:
/// docs/flows.json, written by `workbench trace --save` from runs of the traced build, keyed
/// as every stored result is (`StoredKey`: the sources they were recorded from, each pattern's
/// folder apart, and the behaviours' scripts), so `compare --check` can tell when they are
/// stale, and whose, without building anything.
package struct Flows: Codable, Equatable {
    package static let jsonPath = "docs/flows.json"
    package static let markdownPath = "docs/flows.md"

    /// One behaviour, recorded in every pattern.
    package struct Behaviour: Codable, Equatable {
        package var name: String
        package var title: String
        package var setup: [String]
        package var traced: [String]
        package var patterns: [PatternFlow]
    }

    /// One pattern's traced commands of a behaviour.
    package struct PatternFlow: Codable, Equatable {
        package var pattern: String
        package var commands: [Command]
        /// The pattern's source files the first command's calls cross before the first label
        /// text is written (relative to the pattern's folder), or nil when no label was written.
        package var filesBeforeLabel: [String]?
    }

    /// One traced command: the trace as `--trace` prints it.
    package struct Command: Codable, Equatable {
        package var command: String
        package var requests: [String]
        package var trace: [String]
        package var change: ChangePath?

        /// The command as the diagrams read it.
        package var traced: TracedCommand {
            TracedCommand(
                command: command, requests: requests,
                lines: trace.compactMap(TraceLine.init(text:)), change: change)
        }
    }

    package var note =
        "Recorded by `swift run workbench trace --save` (scripts/trace) from the traced build; "
        + "do not edit by hand."
    /// What the traces were recorded from (`key(root:toolchain:)`), and the toolchain that built
    /// the traced build (`Swift version 6.3.1 …`): another one may compile the same sources to
    /// other glue, so traces are compared only within one.
    package var key: StoredKey
    package var behaviours: [Behaviour]

    /// The toolchain that built the traced build.
    package var toolchain: String { key.toolchain }

    // MARK: - Reading and checking

    /// The committed file, or nil when there is none.
    package static func read(root: String) throws -> Flows? {
        let path = root + "/" + jsonPath
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try JSONDecoder().decode(
            Flows.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    package func write(root: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        try data.write(to: URL(fileURLWithPath: root + "/" + Self.jsonPath))
    }

    /// What changed since `flows` was recorded, by the inputs of its key: each pattern whose
    /// own folder changed, with why, and the lines of every other input that changed (what every
    /// pattern's traces stand on). Both empty when the traces are fresh.
    package static func changes(since flows: Flows, root: String) -> (
        patterns: [(pattern: PatternDescriptor, why: String)], shared: [String]
    ) {
        let current = key(root: root, toolchain: flows.key.toolchain)
        let changes = zip(
            current.changedInputs(since: flows.key), current.changes(since: flows.key))
        let own = Dictionary(
            uniqueKeysWithValues: PatternDescriptor.all.flatMap { pattern in
                ([pattern.folder] + pattern.ownSharedFolders).map { ($0, pattern) }
            })
        return (
            changes.compactMap { input, why in own[input].map { ($0, why) } },
            changes.filter { own[$0.0] == nil }.map(\.1)
        )
    }

    /// Why the recorded traces do not describe the sources as they are, or nil when they do:
    /// the patterns whose traces are stale when only their folders changed, else every input
    /// that changed.
    package static func staleness(of flows: Flows?, root: String) -> String? {
        guard let flows else { return "there are no recorded traces (\(jsonPath))" }
        let (patterns, shared) = changes(since: flows, root: root)
        guard !patterns.isEmpty || !shared.isEmpty else { return nil }
        let whose =
            shared.isEmpty
            ? "the traces of \(patterns.map(\.pattern.name).joined(separator: ", "))" : "the traces"
        return "\(whose) in \(jsonPath) were recorded from other sources than these ("
            + (patterns.map(\.why) + shared).sorted().joined(separator: "; ") + ")"
    }

    /// The folders whose code the traced executables run: every shared module (one a pattern
    /// alone stands on is that pattern's), the runner's and the tracer's, and every pattern's.
    /// The shared modules a pattern alone stands on are read from the catalog, TEA's test store
    /// with them: the traced build does not run it, but an edit to it stales TEA's traces alone.
    static var tracedFolders: [String] {
        ["Model", "Roles", "TextUI"].map(SourceLayout.sharedFolder)
            + PatternDescriptor.ownSharedFolders
            + [
                "CatalogFile", "CCallRecorder", "Harness", "PatternCatalog", "Run", "Subprocess",
                "Terminal", "Tracing",
            ].map(SourceLayout.toolFolder)
            + PatternDescriptor.all.map(\.folder)
    }

    /// What the traces depend on: Package.swift, the sources of the traced executables (the
    /// patterns, each apart, the model, the toolkit, the shared modules a pattern alone stands
    /// on, the runner and the tracer, their C files too) and each behaviour's script.
    package static func key(root: String, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        key.add(file: "Package.swift", root: root)
        for folder in tracedFolders {
            key.add(folder: folder, root: root, extensions: ["swift", "c", "h"])
        }
        for behaviour in TraceBehaviour.all {
            key.add("behaviour \(behaviour.name)", text: behaviour.script)
        }
        return key
    }

    // MARK: - Recording

    /// Records every behaviour in every pattern with the traced build `build` (built first).
    package static func record(root: String, build: TracedBuild) throws -> Flows {
        let patterns = PatternDescriptor.all
        try build.build(patterns.map(\.command)) { Console.error($0, prefix: "workbench: ") }
        let files = try ObjectFiles.definingFiles(
            modules: patterns.map(\.module), productsFolder: build.productsFolder)
        var behaviours: [Behaviour] = []
        for behaviour in TraceBehaviour.all {
            var flows: [PatternFlow] = []
            for pattern in patterns {
                let commands = try behaviour.record(pattern, in: build)
                flows.append(
                    PatternFlow(
                        pattern: pattern.command,
                        commands: commands.map {
                            Command(
                                command: $0.command, requests: $0.requests,
                                trace: $0.lines.map(\.text), change: $0.change)
                        },
                        filesBeforeLabel: commands.first.flatMap {
                            filesBeforeLabel($0.lines, files: files, pattern: pattern, root: root)
                        }))
            }
            behaviours.append(
                Behaviour(
                    name: behaviour.name, title: behaviour.title, setup: behaviour.setup,
                    traced: behaviour.traced, patterns: flows))
        }
        return Flows(
            key: key(root: root, toolchain: build.toolchain() ?? "unknown"), behaviours: behaviours)
    }

    /// The pattern's files whose calls run before the first label text is written, in the order
    /// first entered; nil when no label text is written.
    package static func filesBeforeLabel(
        _ lines: [TraceLine], files: [String: String], pattern: PatternDescriptor, root: String
    ) -> [String]? {
        var crossed: [String] = []
        for line in lines {
            if line.layer == .toolkit, line.type == "Label", line.member == "text.setter" {
                return crossed
            }
            guard line.layer == .pattern, let file = files[line.linkage] else { continue }
            let path = relativePath(of: file, in: pattern, root: root)
            if !crossed.contains(path) { crossed.append(path) }
        }
        return nil
    }

    /// `ShopList/ShopListPresenter.swift` for `ShopListPresenter.swift` in the pattern's folder.
    package static func relativePath(of file: String, in pattern: PatternDescriptor, root: String)
        -> String
    {
        let folder = "\(root)/\(pattern.folder)"
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            if path == file || path.hasSuffix("/" + file) { return path }
        }
        return file
    }

    // MARK: - Figures

    /// The debugging figures of each pattern: the store rename and the tap on a row.
    package var figures: [DebuggingFigures] {
        PatternDescriptor.all.map { pattern in
            var figures = DebuggingFigures(module: pattern.module)
            let rename = behaviours.first { $0.name == "store-rename" }?.patterns
                .first { $0.pattern == pattern.command }
            if let change = rename?.commands.compactMap(\.change).first {
                figures.labelInChangeCallStack = change.sameCallStack
                figures.layoutPass = change.layoutPass
                figures.calls = change.steps.count
                figures.patternCalls = change.written(in: pattern.module)
                figures.closures = change.count(.closure)
                figures.bindingMachinery = change.count(.binding)
                figures.thunks = change.count(.thunk)
                figures.library = change.count(.library)
            }
            figures.tapFiles =
                behaviours.first { $0.name == "tap-row" }?.patterns
                .first { $0.pattern == pattern.command }?.filesBeforeLabel
            return figures
        }
    }
}
