import Foundation
import Harness
import PatternCatalog
import Terminal
import Tracing
import WorkbenchCore

/// `workbench trace BEHAVIOUR [PATTERN…]`: records a behaviour in the traced build and draws a
/// sequence diagram per pattern, in text (or as Mermaid source); `--save` records every behaviour in every pattern into
/// docs/flows.json and docs/flows.md; `--check` records them again and fails when they differ
/// from the committed ones, or from a second recording.
@MainActor
enum TraceCommand: WorkbenchCommand {
    static let name = "trace"
    static let forms: [[Usage.Part]] = [
        [
            .choice([mermaid, text], optional: true), .optional(width), .optional(scratchPath),
            .words("BEHAVIOUR [PATTERN…]"),
        ],
        [.choice([save, check, list], optional: false)],
    ]
    static let abstract = """
        a sequence diagram per pattern of the calls a behaviour causes, recorded in the \
        traced build; --save records them all (docs/flows.json, docs/flows.md)
        """
    /// The options its help describes, in order.
    static let mermaid = Option(
        "--mermaid",
        "Mermaid source instead (every call, a participant per type), for a page that "
            + "renders it, as docs/flows.md does")
    static let text = Option("--text", "the traces as `--trace` prints them, instead of diagrams")
    static let width = Option.width.adding("each lane takes at least 12")
    static let save = Option(
        "--save",
        "record every behaviour in every pattern: write docs/flows.json (the traces, the "
            + "sources' hash, the debugging figures) and docs/flows.md")
    static let check = Option(
        "--check",
        "record everything twice; fail when the two differ, or differ from the committed "
            + "docs/flows.json (scripts/trace-check runs this)")
    static let list = Option("--list", "the behaviours, with what each does")
    static let scratchPath = Option.scratchPath.adding("traces run in the traced build beside it")
    static let options: [Option] = [
        mermaid, text, width, save, check, list, scratchPath, .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Records what a behaviour makes each pattern do: the real calls of a run, taken from the
        compiler's function-entry hooks in the traced build (built first, in a build folder of
        its own beside the workbench's: `<scratch>-trace`; about half a minute the first time).
        Draws, per pattern (all unless named), a sequence diagram in text: a lane per type
        of the pattern, headed with its declared role, one lane for the toolkit and one for the
        model (calls inside those two are folded away), and an arrow per call. See
        docs/tracing.md.

        Behaviours: \(TraceBehaviour.all.map(\.name).joined(separator: ", ")) (--list describes them).

        Options:
        \(Option.block(options))
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (1, "with --check: the traces differ"),
        (64, "usage error (a bad option, behaviour or pattern name)"),
        (66, "an input cannot be had (no Package.swift in the current folder)"),
        (69, "trace cannot record (a tool it needs is missing, or the traced build failed)"),
    ]

    /// How a behaviour's traces are shown: a text diagram `width` columns wide, Mermaid source,
    /// or the trace lines.
    enum Shown: Equatable {
        case diagram(width: Int)
        case mermaid
        case text
    }

    /// Reads `--mermaid`, `--text` and `--width N`, refusing them together, or with `--save`
    /// and `--check`, which write no diagram.
    static func shown(_ reader: inout ArgumentReader, save: Bool, check: Bool) throws -> Shown {
        let mermaid = reader.flag(Self.mermaid)
        let text = reader.flag(Self.text)
        let widthText = try reader.value(Self.width)
        let given = [mermaid ? Self.mermaid.name : nil, text ? Self.text.name : nil].compactMap {
            $0
        }
        if given.count > 1 {
            throw UsageError("--mermaid and --text both say what to print: give one")
        }
        if let option = given.first ?? widthText.map({ _ in Self.width.name }), save || check {
            throw UsageError(
                "\(option) is for one behaviour's traces; it does not go with --\(save ? "save" : "check")"
            )
        }
        if let widthText, let option = given.first {
            throw UsageError(
                "--width sets the text diagram's columns; \(option) has none ('\(widthText)')")
        }
        if mermaid { return .mermaid }
        if text { return .text }
        guard let widthText else { return .diagram(width: Console.outputWidth()) }
        return .diagram(
            width: try ArgumentReader.number(widthText, of: Self.width.name, in: 40...1000))
    }

    /// Refuses a command line that names no behaviour and gives neither `--save` nor `--check`,
    /// or gives them together.
    static func refuseCombinations(save: Bool, check: Bool, named: Bool) throws {
        if save, check {
            throw UsageError(
                "--save records the traces and --check compares them with the saved ones: give one")
        }
        if [save, check, named].filter({ $0 }).count != 1 {
            throw UsageError("name a behaviour, or give --save or --check (--list lists them)")
        }
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let save = reader.flag(Self.save)
        let check = reader.flag(Self.check)
        let list = reader.flag(Self.list)
        let shown = try shown(&reader, save: save, check: check)
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        var words: [String] = []
        while let word = reader.positional() { words.append(word) }
        try reader.finish()
        if list {
            guard !save, !check, arguments.count == 1 else {
                throw UsageError("--list takes nothing else")
            }
            for behaviour in TraceBehaviour.all {
                Console.write(
                    "\(behaviour.name.padding(toLength: 14, withPad: " ", startingAt: 0))"
                        + behaviour.title)
            }
            return ExitCode.success
        }
        try refuseCombinations(save: save, check: check, named: !words.isEmpty)
        // Words are checked before the package is looked for: a typo is named wherever it runs.
        let named = try words.first.map { try chosen(words, behaviour: $0) }
        let root = try packageRoot()
        let build = tracedBuild(root: root, scratch: scratchPath(options))
        guard let (behaviour, patterns) = named else {
            return try await saveOrCheck(root: root, build: build, check: check)
        }
        do {
            let progress = Progress("workbench: trace: ")
            defer { progress.finish() }  // before the diagrams go to standard output
            try build.build(patterns.map(\.command)) { Console.error($0, prefix: "workbench: ") }
        }
        for pattern in patterns {
            Console.write("## \(pattern.name): \(behaviour.title)\n")
            show(try behaviour.record(pattern, in: build), shown)
        }
        return ExitCode.success
    }

    /// The behaviour `name` and the patterns `words` name after it (all when none).
    static func chosen(_ words: [String], behaviour name: String) throws
        -> (TraceBehaviour, [PatternDescriptor])
    {
        guard let behaviour = TraceBehaviour.named(name) else {
            let names = TraceBehaviour.all.map(\.name).joined(separator: ", ")
            throw UsageError("unknown behaviour '\(name)' (one of: \(names))")
        }
        let patterns = try words.dropFirst().map { try PatternDescriptor.parse($0) }
        return (behaviour, patterns.isEmpty ? PatternDescriptor.all : patterns)
    }

    /// Prints one pattern's recorded `commands` as `shown` says.
    static func show(_ commands: [TracedCommand], _ shown: Shown) {
        switch shown {
        case .text:
            for command in commands {
                Console.write("> \(command.command)")
                for line in command.requests + command.lines.map(\.text) { Console.write(line) }
            }
            Console.write("")
        case .mermaid:
            Console.write("```mermaid\n\(SequenceDiagram.mermaid(commands))\n```\n")
        case .diagram(let width):
            Console.write(TextSequenceDiagram.draw(commands, width: width) + "\n")
        }
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
    /// the stored traces are fresh, and recorded twice give the same as the committed file
    /// (`TracesKind`, through the one check every stored result has).
    static func saveOrCheck(root: String, build: TracedBuild, check: Bool) async throws -> Int32 {
        if check {
            let toolchain = try Toolchain.version()
            return try await StoredCheck.report(
                TracesKind(root: root, build: build, toolchain: toolchain), toolchain: toolchain,
                sample: nil, root: root, prefix: "trace: ")
        }
        let flows = try Flows.record(root: root, build: build)
        try flows.write(root: root)
        try FlowsDocument.render(flows).write(
            toFile: root + "/" + Flows.markdownPath, atomically: true, encoding: .utf8)
        Console.error("wrote \(Flows.jsonPath) and \(Flows.markdownPath)", prefix: "")
        return ExitCode.success
    }
}
