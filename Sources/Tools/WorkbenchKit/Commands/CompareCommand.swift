import Foundation
import Harness
import Model
import Terminal
import WorkbenchCore

/// `workbench compare [--check] [--no-build] [--scratch-path PATH]`: writes Comparison.md from
/// fresh measurements, or, with `--check`, fails when the committed file differs from what the
/// code measures now. Measurements that are missing or stale are built and run first.
@MainActor
enum CompareCommand: WorkbenchCommand {
    static let name = "compare"
    static let forms: [[Usage.Part]] = [
        [.optional(check), .optional(.noBuild), .optional(.scratchPath)]
    ]
    static let abstract = """
        regenerate Comparison.md from fresh measurements; with --check, fail (and show where) \
        when it is stale
        """
    /// The options its help describes, in order.
    static let check = Option(
        "--check",
        "write nothing; exit with 1 and show the first differences when the committed "
            + "Comparison.md is not what the code measures now (CI runs this)")
    static let options: [Option] = [
        .scratchPath,
        .noBuild,
        check,
        .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Writes Comparison.md from fresh measurements: coupling and testability from the index
        store of a debug build with tests (built and run first when missing or stale), update
        timing from running the screens, and the last saved benchmark run
        (Benchmarks/results.json).

        Options:
        \(Option.block(options))
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (1, "with --check: Comparison.md or the traces are stale"),
        (64, "usage error (a bad option)"), measuredInputMissing,
    ]

    /// Exit status 66 of the commands that measure a build (compare, site).
    static let measuredInputMissing: (status: Int32, meaning: String) = (
        66,
        "an input cannot be had (no Package.swift in the current folder, or no index "
            + "store or test records, when --no-build or a failed build step leaves them "
            + "missing)"
    )

    static let path = "Comparison.md"

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let check = reader.flag(Self.check)
        let options = try BuildInUse.Options.read(&reader)
        try reader.finish()
        let root = try packageRoot()
        let build = try BuildInUse.resolve(options, root: root)
        let inputs = try await ComparisonMeasurement.measure(build: build)
        let document = ComparisonDocument.render(inputs)
        let pictures = ComparisonDocument.pictures(inputs)
        let flows = try Flows.read(root: root)
        let flowsDocument = flows.map(FlowsDocument.render)
        if check {
            if let problem = flowsProblem(flows, document: flowsDocument, root: root) {
                Console.error(problem)
                Console.error(
                    "record the traces again with `scripts/trace` (`swift run workbench trace "
                        + "--save`) and commit docs/flows.json and docs/flows.md",
                    prefix: "")
                return 1
            }
            if let stale = GeneratedFiles.firstStale(pictures, root: root) {
                Console.error(
                    "\(stale) is stale: it differs from what the code measures now; "
                        + "regenerate it with `scripts/compare` (or `swift run workbench "
                        + "compare`)", prefix: "")
                return 1
            }
            let committed = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
            if committed == document {
                Console.error("\(path) is up to date", prefix: "")
                return 0
            }
            Console.error("\(path) is stale: it differs from what the code measures now.")
            for line in firstDifferences(committed, document) { Console.error(line, prefix: "  ") }
            Console.error(
                "regenerate it with `scripts/compare` (or `swift run workbench compare`)",
                prefix: "")
            return 1
        }
        try document.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        Console.error("wrote \(path)", prefix: "")
        try GeneratedFiles.write(pictures, root: root)
        if let flowsDocument {
            try flowsDocument.write(
                toFile: root + "/" + Flows.markdownPath, atomically: true, encoding: .utf8)
            Console.error("wrote \(Flows.markdownPath)", prefix: "")
        }
        if let stale = Flows.staleness(of: flows, root: root) {
            Console.error("\(stale): run `scripts/trace` to record them again", prefix: "note: ")
        }
        return 0
    }

    /// Why the recorded traces or docs/flows.md are not what they should be, or nil.
    static func flowsProblem(_ flows: Flows?, document: String?, root: String) -> String? {
        if let stale = Flows.staleness(of: flows, root: root) { return "\(stale)." }
        let committed = try? String(
            contentsOfFile: root + "/" + Flows.markdownPath, encoding: .utf8)
        if committed != document {
            return "\(Flows.markdownPath) is not what \(Flows.jsonPath) draws."
        }
        return nil
    }

    /// The first few lines where `old` and `new` differ, as `- old` / `+ new` pairs.
    static func firstDifferences(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(a.count, b.count) where lines.count < 12 {
            let left = index < a.count ? String(a[index]) : nil
            let right = index < b.count ? String(b[index]) : nil
            guard left != right else { continue }
            lines.append("line \(index + 1):")
            if let left { lines.append("- \(left)") }
            if let right { lines.append("+ \(right)") }
        }
        return lines
    }
}

/// The files `compare` and `site` write beside Comparison.md: charts and pages, by path.
enum GeneratedFiles {
    /// The first of `files` whose committed text under `root` is not the one given, or nil.
    static func firstStale(_ files: [(path: String, content: String)], root: String) -> String? {
        files.first { file in
            (try? String(contentsOfFile: root + "/" + file.path, encoding: .utf8)) != file.content
        }?.path
    }

    /// Writes each of `files` under `root`, making its folder when it has none, a line each on
    /// standard error.
    static func write(_ files: [(path: String, content: String)], root: String) throws {
        for file in files {
            let path = root + "/" + file.path
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try file.content.write(toFile: path, atomically: true, encoding: .utf8)
            Console.error("wrote \(file.path)", prefix: "")
        }
    }
}

/// The package root: the current folder, which must hold Package.swift.
func packageRoot() throws(InputError) -> String {
    let root = FileManager.default.currentDirectoryPath
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
        throw InputError("run workbench from the package's root folder (no Package.swift here)")
    }
    return root
}
