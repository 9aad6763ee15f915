import Foundation
import Subprocess
import Terminal
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
package struct BuildInUse: Sendable {
    /// The environment variable that names the scratch folder when `--scratch-path` is not given.
    package static let environmentVariable = "WORKBENCH_SCRATCH_PATH"

    /// The package's root folder.
    package let root: String
    /// The scratch folder to pass to SwiftPM, or nil for SwiftPM's default.
    package let scratchPath: String?
    /// The build's products, index store and records.
    package let build: PackageBuild
    /// Whether missing or stale measurements may be rebuilt (not with `--no-build`).
    package let mayBuild: Bool
    /// Whether building was refused with `--no-build`.
    package let refused: Bool

    /// What the command line says about the build: `--scratch-path PATH` and `--no-build`.
    package struct Options: Sendable {
        package var scratchPath: String?
        package var noBuild = false

        package init(scratchPath: String? = nil, noBuild: Bool = false) {
            self.scratchPath = scratchPath
            self.noBuild = noBuild
        }
    }

    /// Finds the build the options, the environment or this executable name.
    package static func resolve(
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
    package static func ownScratchFolder() -> String? {
        Bundle.main.executableURL.flatMap(TracedBuild.scratchFolder(of:))?.path
    }

    /// The debug products folder of the build in `scratch`, as SwiftPM names it.
    package static func productsFolder(root: String, scratch: String?) throws -> String {
        let command = ["swift", "build", "--show-bin-path"] + scratchArguments(scratch)
        let output = try? runQuietly(command, in: root)
        guard let path = output?.trimmingCharacters(in: .whitespacesAndNewlines), !path.isEmpty
        else {
            throw MeasuringError.index(
                "could not ask SwiftPM where the build is; run `\(shell(command))` to see why")
        }
        return path
    }

    package static func scratchArguments(_ scratch: String?) -> [String] {
        scratch.map { ["--scratch-path", $0] } ?? []
    }

    /// The `--scratch-path` the commands it runs or names need: none for SwiftPM's default
    /// folder, so that the command a user is told to run is the one they know.
    package var commandScratchArguments: [String] {
        scratchPath == root + "/.build" ? [] : Self.scratchArguments(scratchPath)
    }

    /// `swift build --build-tests`: the index store of every target, the tests' included.
    package var buildCommand: [String] {
        ["swift", "build", "--build-tests"] + commandScratchArguments
    }

    /// The command whose measuring run records the view counts of the pattern behaviour tests
    /// (`ViewCountRun`), named when the records cannot be made here.
    package var measureCommand: [String] {
        ["swift", "run", "workbench", "metrics"] + commandScratchArguments
    }

    /// Why there is no index to read, or nil when there is a store.
    package func indexProblem() -> String? {
        let store = build.indexStore
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: store, isDirectory: &isFolder),
            isFolder.boolValue
        else { return "no index store at \(store)" }
        return nil
    }

    /// The package's Swift files under Sources and Tests, relative to the root, sorted.
    package func sourceFiles() -> [String] {
        ["Sources", "Tests"].flatMap { folder in
            let files =
                FileManager.default.enumerator(atPath: root + "/" + folder)?
                .allObjects.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        .sorted()
    }

    /// What the error says when building was refused.
    package var refusal: String { refused ? " (or leave out --no-build)" : "" }

    /// Runs one step (a `swift` command in the root folder) if building is allowed, with a
    /// line on standard error; else throws one line naming the command.
    package func runStep(_ command: [String], because reason: String) throws {
        let text = Self.shell(command)
        guard mayBuild else {
            throw MeasuringError.index("\(reason); run `\(text)`\(refusal)")
        }
        Console.error("\(reason): running `\(text)`", prefix: "workbench: ")
        let started = Date()
        do {
            _ = try Self.runQuietly(command, in: root)
        } catch let failure as StepFailure {
            for line in failure.output.split(separator: "\n").suffix(20) {
                Console.error(String(line), prefix: "  ")
            }
            throw MeasuringError.index(
                "`\(text)` failed (exit \(failure.status)); run it to see why")
        }
        Console.error(
            String(format: "done in %.0f s", Date().timeIntervalSince(started)),
            prefix: "workbench: ")
    }

    /// The newest modification of the package's sources: Package.swift and the Swift and C
    /// files under Sources and Tests.
    package func newestSource() -> Date? {
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

    package static func modification(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// A failed step: its exit status and what it printed.
    package struct StepFailure: Error {
        package var status: Int32
        package var output: String
    }

    /// Runs `command` (its first word looked up on `PATH`) in `folder` and returns its standard
    /// output; throws `StepFailure` with both outputs when it fails.
    package static func runQuietly(_ command: [String], in folder: String) throws -> String {
        let result = try Subprocess.run(command, in: folder)
        guard result.status == 0 else {
            throw StepFailure(status: result.status, output: result.output + result.errors)
        }
        return result.output
    }

    /// The command as one would type it in a shell.
    package static func shell(_ command: [String]) -> String {
        command.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
                ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        .joined(separator: " ")
    }
}
