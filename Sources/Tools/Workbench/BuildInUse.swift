import Analysis
import Foundation
import Harness
import Tracing

/// The debug build `metrics`, `compare` and `diff` measure, and how to get what they need from
/// it: its index store, fresh, with the test targets in it, and the testability records of a
/// measuring run of the pattern behaviour tests (`ViewCountRun`).
///
/// Which build: the one `--scratch-path PATH` (SwiftPM's own flag) or `WORKBENCH_SCRATCH_PATH`
/// names, else the one this workbench executable was built in. Its products folder comes from
/// SwiftPM (`swift build --show-bin-path`), so a release-built workbench still measures the
/// debug build beside it, and no build folder is assumed. Another build's index is never read.
///
/// When something is missing or older than the sources, and building is allowed, the missing
/// step is run (`swift build --build-tests`, then the measuring run of the pattern tests,
/// `ViewCountRun`), one line per step on standard error; otherwise the error names the command
/// to run.
struct BuildInUse {
    /// The environment variable that names the scratch folder when `--scratch-path` is not given.
    static let environmentVariable = "WORKBENCH_SCRATCH_PATH"

    /// The package's root folder.
    let root: String
    /// The scratch folder to pass to SwiftPM, or nil for SwiftPM's default.
    let scratchPath: String?
    /// The build's products, index store and records.
    let build: PackageBuild
    /// Whether missing or stale measurements may be rebuilt (not with `--no-build`).
    let mayBuild: Bool
    /// Whether building was refused with `--no-build`.
    let refused: Bool

    /// What the command line says about the build: `--scratch-path PATH` and `--no-build`.
    struct Options {
        var scratchPath: String?
        var noBuild = false

        /// Reads the options off `reader`; `--no-build` only where the command can build.
        static func read(_ reader: inout ArgumentReader, buildable: Bool = true) throws -> Options {
            let scratch = try reader.value("--scratch-path")
            if scratch?.isEmpty == true { throw UsageError("--scratch-path needs a folder") }
            return Options(scratchPath: scratch, noBuild: buildable && reader.flag("--no-build"))
        }
    }

    /// Finds the build the options, the environment or this executable name.
    static func resolve(
        _ options: Options, root: String, buildable: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> BuildInUse {
        let named =
            options.scratchPath
            ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let scratch =
            named.map {
                URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: root))
                    .standardizedFileURL.path
            }
            ?? ownScratchFolder()
        let products = try productsFolder(root: root, scratch: scratch)
        return BuildInUse(
            root: root, scratchPath: scratch, build: PackageBuild(productsFolder: products),
            mayBuild: buildable && !options.noBuild, refused: options.noBuild)
    }

    /// The scratch folder this executable was built in (`<scratch>/<triple>/<configuration>/
    /// workbench`), when it is one: SwiftPM keeps `workspace-state.json` there.
    static func ownScratchFolder() -> String? {
        Bundle.main.executableURL.flatMap(TracedBuild.scratchFolder(of:))?.path
    }

    /// The debug products folder of the build in `scratch`, as SwiftPM names it.
    static func productsFolder(root: String, scratch: String?) throws -> String {
        let command = ["swift", "build", "--show-bin-path"] + scratchArguments(scratch)
        let output = try? runQuietly(command, in: root)
        guard let path = output?.trimmingCharacters(in: .whitespacesAndNewlines), !path.isEmpty
        else {
            throw AnalysisError.index(
                "could not ask SwiftPM where the build is; run `\(shell(command))` to see why")
        }
        return path
    }

    static func scratchArguments(_ scratch: String?) -> [String] {
        scratch.map { ["--scratch-path", $0] } ?? []
    }

    /// The `--scratch-path` the commands it runs or names need: none for SwiftPM's default
    /// folder, so that the command a user is told to run is the one they know.
    var commandScratchArguments: [String] {
        scratchPath == root + "/.build" ? [] : Self.scratchArguments(scratchPath)
    }

    /// `swift build --build-tests`: the index store of every target, the tests' included.
    var buildCommand: [String] {
        ["swift", "build", "--build-tests"] + commandScratchArguments
    }

    /// The command whose measuring run records the view counts of the pattern behaviour tests
    /// (`ViewCountRun`), named when the records cannot be made here.
    var measureCommand: [String] {
        ["swift", "run", "workbench", "metrics"] + commandScratchArguments
    }

    /// Reads the build's index, building first when it is missing, older than a source file,
    /// lacks one, or lacks the test targets `functionModules`.
    func readIndex(functionModules: Set<String> = []) throws -> IndexReader.Result {
        let reader = IndexReader(root: root, build: build)
        var built = false
        if let reason = indexProblem() {
            try runStep(buildCommand, because: reason)
            built = true
        }
        var result = try reader.read(functionModules: functionModules)
        if !built, let reason = indexProblem(result, functionModules: functionModules) {
            try runStep(buildCommand, because: reason)
            result = try reader.read(functionModules: functionModules)
        }
        return result
    }

    /// Makes sure every pattern behaviour test has a record of a run newer than the sources,
    /// measuring them when allowed (`ViewCountRun`). Returns why the records cannot be used (and
    /// the command that would make them), or nil when they can; with `required`, throws that
    /// instead.
    @discardableResult
    func ensureRecords(required: Bool) throws -> String? {
        guard var reason = recordsProblem() else { return nil }
        if mayBuild {
            try ViewCountRun(build: self).run(because: reason)
            guard let still = recordsProblem() else { return nil }
            reason = "\(still); run `\(Self.shell(measureCommand))`"
        } else {
            reason += "; run `\(Self.shell(measureCommand))`\(refusal)"
        }
        if required { throw AnalysisError.index(reason) }
        return reason
    }

    /// Why there is no index to read, or nil when there is a store.
    func indexProblem() -> String? {
        let store = build.indexStore
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: store, isDirectory: &isFolder),
            isFolder.boolValue
        else { return "no index store at \(store)" }
        return nil
    }

    /// Why the index that was read does not describe the sources as they are, or nil.
    func indexProblem(_ result: IndexReader.Result, functionModules: Set<String>) -> String? {
        let store = build.indexStore
        if let file = result.outdatedFiles.first {
            return "the index at \(store) is older than \(file)"
                + (result.outdatedFiles.count > 1
                    ? " and \(result.outdatedFiles.count - 1) more source files" : "")
        }
        let unindexed = sourceFiles().filter { !result.indexedFiles.contains($0) }
        if let file = unindexed.first {
            return "the index at \(store) lacks \(file)"
                + (unindexed.count > 1 ? " and \(unindexed.count - 1) more source files" : "")
        }
        let modules = Set(result.functions.map(\.module))
        if !functionModules.isSubset(of: modules) {
            return "the index at \(store) lacks the test targets"
        }
        return nil
    }

    /// The package's Swift files under Sources and Tests, relative to the root, sorted.
    func sourceFiles() -> [String] {
        ["Sources", "Tests"].flatMap { folder in
            let files =
                FileManager.default.enumerator(atPath: root + "/" + folder)?
                .allObjects.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        .sorted()
    }

    /// Why the testability records cannot be used as they are, or nil.
    func recordsProblem() -> String? {
        let folder = build.testabilityFolder
        let behaviours = (try? BehaviourSpec.load(root: root)) ?? []
        let dates = TestabilityReport.recordPaths(in: folder, behaviours: behaviours)
            .map(Self.modification(of:))
        if dates.contains(where: { $0 == nil }) {
            return "no record of a run of every pattern behaviour test in \(folder)"
        }
        if let sources = newestSource(), dates.contains(where: { ($0 ?? .distantPast) < sources }) {
            return "the testability records in \(folder) are older than the sources"
        }
        return nil
    }

    /// What the error says when building was refused.
    var refusal: String { refused ? " (or leave out --no-build)" : "" }

    /// Runs one step (a `swift` command in the root folder) if building is allowed, with a
    /// line on standard error; else throws one line naming the command.
    func runStep(_ command: [String], because reason: String) throws {
        let text = Self.shell(command)
        guard mayBuild else {
            throw AnalysisError.index("\(reason); run `\(text)`\(refusal)")
        }
        Console.error("\(reason): running `\(text)`", prefix: "workbench: ")
        let started = Date()
        do {
            _ = try Self.runQuietly(command, in: root)
        } catch let failure as StepFailure {
            for line in failure.output.split(separator: "\n").suffix(20) {
                Console.error(String(line), prefix: "  ")
            }
            throw AnalysisError.index(
                "`\(text)` failed (exit \(failure.status)); run it to see why")
        }
        Console.error(
            String(format: "done in %.0f s", Date().timeIntervalSince(started)),
            prefix: "workbench: ")
    }

    /// The newest modification of the package's sources: Package.swift and the Swift and C
    /// files under Sources and Tests.
    func newestSource() -> Date? {
        var newest = Self.modification(of: root + "/Package.swift")
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                guard ["swift", "c", "h"].contains((path as NSString).pathExtension),
                    let date = Self.modification(of: "\(root)/\(folder)/\(path)")
                else { continue }
                newest = max(newest ?? date, date)
            }
        }
        return newest
    }

    static func modification(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// A failed step: its exit status and what it printed.
    struct StepFailure: Error {
        var status: Int32
        var output: String
    }

    /// Runs `command` (its first word looked up on `PATH`) in `folder` and returns its standard
    /// output; throws `StepFailure` with both outputs when it fails.
    static func runQuietly(_ command: [String], in folder: String) throws -> String {
        let result = try Subprocess.run(command, in: folder)
        guard result.status == 0 else {
            throw StepFailure(status: result.status, output: result.output + result.errors)
        }
        return result.output
    }

    /// The command as one would type it in a shell.
    static func shell(_ command: [String]) -> String {
        command.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
                ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        .joined(separator: " ")
    }
}
