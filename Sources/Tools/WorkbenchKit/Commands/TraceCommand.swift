import Builds
import Document
import Foundation
import Harness
import PatternCatalog
import Terminal
import Traces
import Tracing

/// `workbench trace BEHAVIOUR [PATTERN…]`: records a behaviour in the traced build and prints a
/// Mermaid sequence diagram per pattern; `--save` records every behaviour in every pattern into
/// docs/flows.json and docs/flows.md; `--check` records them again and fails when they differ
/// from the committed ones, or from a second recording.
@MainActor
enum TraceCommand: WorkbenchCommand {
    static let name = "trace"
    static let synopsis = "trace BEHAVIOUR [PATTERN…]"
    static let abstract = """
        a Mermaid sequence diagram per pattern of the calls a behaviour causes, recorded in \
        the traced build; --save records them all (docs/flows.json, docs/flows.md)
        """
    static let help = """
        Usage: workbench trace [--text] [--scratch-path PATH] BEHAVIOUR [PATTERN…]
               workbench trace --save | --check | --list

        Records what a behaviour makes each pattern do: the real calls of a run, taken from the
        compiler's function-entry hooks in the traced build (built first, in a build folder of
        its own beside the workbench's: `<scratch>-trace`; about half a minute the first time).
        Prints, per pattern (all four unless named), a Mermaid sequence diagram: one participant
        per type with its declared role, one arrow per call. See docs/tracing.md.

        Behaviours: tap-row, store-rename, type-email, search (--list describes them).

        Options:
          --text      the traces as `--trace` prints them, instead of diagrams
          --save      record every behaviour in every pattern: write docs/flows.json (the
                      traces, the sources' hash, the debugging figures) and docs/flows.md
          --check     record everything twice; fail when the two differ, or differ from the
                      committed docs/flows.json (scripts/trace-check runs this)
          --list      the behaviours, with what each does
          --scratch-path PATH  use the traced build beside the build in PATH
          -h, --help  this text
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (1, "with --check: the traces differ"),
        (64, "usage error (a bad option, behaviour or pattern name)"),
        (66, "an input cannot be had (no Package.swift in the current folder)"),
        (69, "trace cannot record (a tool it needs is missing, or the traced build failed)"),
    ]

    /// Refuses options that cannot go together, with the reason.
    static func refuseCombinations(save: Bool, check: Bool, text: Bool, named: Bool) throws {
        if save, check {
            throw UsageError(
                "--save records the traces and --check compares them with the saved ones: give one")
        }
        if [save, check, named].filter({ $0 }).count != 1 {
            throw UsageError("name a behaviour, or give --save or --check (--list lists them)")
        }
        if text, save || check {
            throw UsageError(
                "--text prints one behaviour's traces; it does not go with --\(save ? "save" : "check")"
            )
        }
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let save = reader.flag("--save")
        let check = reader.flag("--check")
        let list = reader.flag("--list")
        let text = reader.flag("--text")
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        var words: [String] = []
        while let word = reader.positional() { words.append(word) }
        try reader.finish()
        if list {
            guard !save, !check, !text, options.scratchPath == nil, words.isEmpty else {
                throw UsageError("--list takes nothing else")
            }
            for behaviour in TraceBehaviour.all {
                Console.write(
                    "\(behaviour.name.padding(toLength: 14, withPad: " ", startingAt: 0))"
                        + behaviour.title)
            }
            return ExitCode.success
        }
        try refuseCombinations(save: save, check: check, text: text, named: !words.isEmpty)
        if save || check {
            let root = try packageRoot()
            let build = tracedBuild(root: root, scratch: scratchPath(options))
            return try saveOrCheck(root: root, build: build, check: check)
        }
        guard let behaviour = TraceBehaviour.named(words[0]) else {
            let names = TraceBehaviour.all.map(\.name).joined(separator: ", ")
            throw UsageError("unknown behaviour '\(words[0])' (one of: \(names))")
        }
        let patterns = try words.dropFirst().map { try PatternDescriptor.parse($0) }
        let chosen = patterns.isEmpty ? PatternDescriptor.all : patterns
        let root = try packageRoot()
        let build = tracedBuild(root: root, scratch: scratchPath(options))
        try build.build(chosen.map(\.command)) { Console.error($0, prefix: "workbench: ") }
        for pattern in chosen {
            let commands = try behaviour.record(pattern, in: build)
            Console.write("## \(pattern.name): \(behaviour.title)\n")
            if text {
                for command in commands {
                    Console.write("> \(command.command)")
                    for line in command.requests + command.lines.map(\.text) {
                        Console.write(line)
                    }
                }
                Console.write("")
            } else {
                Console.write("```mermaid\n\(SequenceDiagram.mermaid(commands))\n```\n")
            }
        }
        return ExitCode.success
    }

    /// The build `--scratch-path` or the environment names, as the other commands read them.
    static func scratchPath(_ options: BuildInUse.Options) -> String? {
        options.scratchPath
            ?? ProcessInfo.processInfo.environment[BuildInUse.environmentVariable].flatMap {
                $0.isEmpty ? nil : $0
            }
    }

    /// The traced build beside the build `--scratch-path` names, or beside this workbench's.
    static func tracedBuild(root: String, scratch: String?) -> TracedBuild {
        if let scratch {
            let path = URL(fileURLWithPath: scratch, relativeTo: URL(fileURLWithPath: root))
                .standardizedFileURL.path
            return TracedBuild(root: root, scratch: path + "-trace", triple: nil)
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: root + "/workbench")
        return TracedBuild(root: root, besideExecutable: executable)
    }

    /// `--save`: records everything and writes docs/flows.json and docs/flows.md. `--check`:
    /// records everything twice and compares both with each other and with the committed file.
    static func saveOrCheck(root: String, build: TracedBuild, check: Bool) throws -> Int32 {
        let flows = try Flows.record(root: root, build: build)
        if !check {
            try flows.write(root: root)
            try FlowsDocument.render(flows).write(
                toFile: root + "/" + Flows.markdownPath, atomically: true, encoding: .utf8)
            Console.error("wrote \(Flows.jsonPath) and \(Flows.markdownPath)", prefix: "")
            return ExitCode.success
        }
        let again = try Flows.record(root: root, build: build)
        guard flows == again else {
            Console.error(
                "two recordings of the same behaviours differ: the traces are not deterministic")
            return ExitCode.checkFailed
        }
        let committed = try Flows.read(root: root)
        if let committed, committed.toolchain != flows.toolchain {
            Console.error(
                "the traces are deterministic; not compared with \(Flows.jsonPath), which was "
                    + "recorded with another toolchain (\(committed.toolchain ?? "unknown"); this "
                    + "is \(flows.toolchain ?? "unknown")), which may compile to other glue",
                prefix: "note: ")
            return ExitCode.success
        }
        if let committed, committed.behaviours == flows.behaviours, committed != flows {
            Console.error(
                "\(Flows.jsonPath) holds the traces recorded now, but from other sources; "
                    + "run `scripts/trace` and commit the result")
            return ExitCode.checkFailed
        }
        guard committed == flows else {
            Console.error(
                "\(Flows.jsonPath) differs from what the traced build records now; "
                    + "run `scripts/trace` and commit the result")
            if let committed {
                for difference in firstDifferences(committed, flows) {
                    Console.error(difference, prefix: "  ")
                }
            }
            return ExitCode.checkFailed
        }
        Console.error(
            "\(Flows.jsonPath) is what the traced build records, twice over", prefix: "")
        return ExitCode.success
    }

    /// Where two sets of traces first differ, per behaviour and pattern.
    static func firstDifferences(_ old: Flows, _ new: Flows) -> [String] {
        var out: [String] = []
        for behaviour in new.behaviours {
            let before = old.behaviours.first { $0.name == behaviour.name }
            for flow in behaviour.patterns {
                let previous = before?.patterns.first { $0.pattern == flow.pattern }
                guard previous != flow else { continue }
                let a = previous?.commands.flatMap(\.trace) ?? []
                let b = flow.commands.flatMap(\.trace)
                let index =
                    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(a.count, b.count)
                out.append("\(behaviour.name), \(flow.pattern), trace line \(index + 1):")
                if index < a.count { out.append("- \(a[index])") }
                if index < b.count { out.append("+ \(b[index])") }
            }
        }
        return Array(out.prefix(12))
    }
}
