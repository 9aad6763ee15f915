import Foundation
import PatternCatalog
import Subprocess
import Terminal

/// Makes change requests in a scratch copy of the package and measures them (see
/// `ChangeRequests/README.md`). The copy and its build folder live beside the build in use
/// (`<scratch>/changes/package` and `<scratch>/changes/build`) and are reused from request to
/// request: files are copied only when they differ, so each build is incremental.
///
/// A change request is made to the package as it is, and the build in use gives its types before
/// the change. An exercise (`Exercise`) is made to the sources as the commit checked out has
/// them, since the working tree holds the student's edits: the copy gets those files, and its
/// own build of them gives the types before the change (`Baseline.files`); its suite is the
/// two patterns' own tests and the spec against those two (`Suite.ownTestsAndSpec`).
@MainActor
package struct ChangeRun {
    /// What the patches are made to, and where the types before them are read.
    package enum Baseline: Sendable {
        /// The package as it is; the build in use's index gives the types before the patches.
        case buildInUse
        /// The package with these files in place of the disk's (`PackageFiles.overrides`); the
        /// copy is built with them first, and that build's index gives the types before.
        case files(PackageFiles)
    }

    /// Which tests judge the change with every patch applied.
    package enum Suite: Sendable {
        /// The whole suite (`swift test`) but for `instrumentChecks`.
        case whole
        /// The patterns' own tests, and the spec run against those patterns alone
        /// (`WORKBENCH_PATTERNS`): a change to what two patterns show is not the others' business.
        case ownTestsAndSpec
    }

    package let build: BuildInUse
    package let patterns: [PatternDescriptor]
    package let baseline: Baseline
    package let suite: Suite
    /// The copy, `<scratch>/changes/package`, and its build folder.
    package let package: ScratchPackage

    /// `<scratch>/changes`.
    package var folder: String { package.folder }
    package var copy: String { package.copy }
    package var scratch: String { package.scratch }
    /// Where test files that no longer compile wait while the rest are run.
    package var aside: String { folder + "/aside" }
    /// What `swift --version` prints: recorded in every result's key, not compared.
    package let toolchain: String

    package init(
        build: BuildInUse, patterns: [PatternDescriptor], baseline: Baseline = .buildInUse,
        suite: Suite = .whole
    ) throws {
        self.build = build
        self.patterns = patterns
        self.baseline = baseline
        self.suite = suite
        package = try ScratchPackage(job: "changes", beside: build)
        toolchain = try Toolchain.version()
        if case .buildInUse = baseline {
            // The unpatched sources' index: the lines a patch removes are read against it.
            _ = try build.readIndex()
        }
    }

    /// Measures one request in every pattern, or in `only` those of them: every patch is made
    /// all the same, and the script runs in every executable, but only their figures are
    /// measured, and the suite is their own tests and the spec against them
    /// (`RequestResult.merging(_:)` puts them with the stored ones).
    package func measure(_ request: ChangeRequest, only: [PatternDescriptor]? = nil) async throws
        -> RequestResult
    {
        let name = request.name
        func say(_ text: String) { Console.error(text, prefix: "changes: \(name): ") }
        let started = Date()
        let measured = patterns.filter { only?.contains($0) ?? true }

        let before = try prepareCopy(say: say)
        let placed = placedProductionPatches(request)
        let production = [ChangeRequest.sharedPatch] + patterns.map(\.productionPatch)
        try write(request.applied(root: copy, only: Set(production)))

        say("building with the shared part and the production patches")
        let notCompiling = try buildSettingAside(request, say: say)
        let products = try BuildInUse.productsFolder(root: copy, scratch: scratch)

        let after = PackageBuild(productsFolder: products).indexStore
        var changes = try zip(patterns, zip(before, placed)).filter { measured.contains($0.0) }
            .map { pattern, beforeAndPlaced in
                try measureProduction(
                    request, in: pattern, placed: beforeAndPlaced.1, before: beforeAndPlaced.0,
                    indexAfter: after, notCompiling: notCompiling[pattern.command] ?? [],
                    say: say)
            }

        try restoreAside()
        try write(request.applied(root: copy, only: Set(patterns.map(\.repairPatch))))
        say("building with every patch")
        let (built, output) = try swiftBuild()
        if !built { throw buildFailure(request, output: output) }
        let suite = try runSuite(of: measured, say: say)
        for index in changes.indices {
            let prefix =
                (patterns.first { $0.command == changes[index].pattern }?.testTarget ?? "") + "."
            changes[index].testsPassAfterRepair =
                suite.ran.contains { $0.hasPrefix(prefix) }
                && !suite.failing.contains { $0.hasPrefix(prefix) }
        }
        say("running the script in every executable")
        let (difference, commands) = try runScript(request, products: products)
        if let difference {
            say(
                "the script's output DIFFERS between the patterns, first after script line "
                    + "\(difference.scriptLine.map(String.init) ?? "?") (\(difference.pattern) and "
                    + "\(difference.otherPattern))")
        }
        say(String(format: "done in %.0f s", Date().timeIntervalSince(started)))
        return RequestResult(
            name: name, title: request.title, claim: request.claim,
            key: request.key(root: build.root, toolchain: toolchain),
            shared: (request.patches[ChangeRequest.sharedPatch] ?? UnifiedDiff.empty).size,
            patterns: changes, suitePassed: suite.passed, framesIdentical: difference == nil,
            scriptCommands: commands, failingTests: suite.failing.sorted(),
            frameDifference: difference)
    }

    /// Each pattern's production patch, in the order of `patterns`, numbered where it applies to
    /// the copy as it stands (`UnifiedDiff.placed(in:patch:base:)`): read before the patches are
    /// written, as a hunk applies where its lines are, which can be lines away from its header.
    func placedProductionPatches(_ request: ChangeRequest) -> [UnifiedDiff] {
        patterns.map { pattern in
            (request.patches[pattern.productionPatch] ?? UnifiedDiff.empty).placed(
                in: .disk(copy), patch: "\(request.name)/\(pattern.productionPatch)",
                base: request.base)
        }
    }

    /// Makes the copy hold the sources the patches are made to (`baseline`), and returns each
    /// pattern's declarations as they stand before the patches, in the order of `patterns`.
    func prepareCopy(say: (String) -> Void) throws -> [DeclarationIndex] {
        say("copying the package to \(copy)")
        guard case .files(let files) = baseline else {
            try sync()
            try? FileManager.default.removeItem(atPath: aside)
            return try patterns.map {
                try DeclarationIndex(
                    storePath: build.build.indexStore, root: build.root, module: $0.module)
            }
        }
        try sync(overrides: files.overrides)
        try? FileManager.default.removeItem(atPath: aside)
        say("building the sources as the commit checked out has them, for the types before")
        let (built, output) = try swiftBuild()
        if !built {
            let first = package.errors(in: output).first
            throw ChangeRequestError(
                "the sources as the commit checked out has them do not build"
                    + (first.map { ": \($0.file):\($0.line): \($0.message)" } ?? ""))
        }
        let products = try BuildInUse.productsFolder(root: copy, scratch: scratch)
        let store = PackageBuild(productsFolder: products).indexStore
        return try patterns.map {
            try DeclarationIndex(storePath: store, root: copy, module: $0.module)
        }
    }

    /// Tests of the workbench's own instruments that a change to the product cannot be asked to
    /// pass, left out of the whole suite:
    /// - `FaultListTests` checks that every behaviour in Tests/behaviours.json has a fault in
    ///   Faults/, and a request that adds a behaviour (a phone field) adds no fault, as faults are
    ///   the workbench's, not the screens';
    /// - the hand-count fixtures pin the counting rules to figures counted by hand on the
    ///   sources as committed (`HandCountTableTests`, and in BindingCountTests.swift
    ///   `BindingCountTests`, `OwnProtocolTests`, `ViewDecisionTests` and
    ///   `ViewConfigurationTests`), and `OutcomeFixtureTests` pins them to the stored mutants'
    ///   lines: a request changes those sources by design, so they judge the instrument, not the
    ///   change.
    package static let instrumentChecks =
        "^MeasuringTests\\.("
        + [
            "FaultListTests", "HandCountTableTests", "BindingCountTests", "OwnProtocolTests",
            "ViewDecisionTests", "ViewConfigurationTests", "OutcomeFixtureTests",
        ].joined(separator: "|") + ")/"

    /// Runs the tests that judge the change with every patch (`suite`); the whole suite only
    /// when `measured` is every pattern of the catalog, else their own tests and the spec against
    /// them (a pattern that landed lesson-first has no patch to pass the changed spec with).
    func runSuite(of measured: [PatternDescriptor], say: (String) -> Void) throws -> TestRun {
        let run: TestRun
        if case .whole = suite, measured == patterns, patterns == PatternDescriptor.all {
            say("running the whole suite")
            run = try runTests(filter: nil, skip: Self.instrumentChecks, label: "suite")
        } else {
            let names = measured.map(\.name).joined(separator: " and ")
            say("running \(names)'s own tests, and the spec against them alone")
            let modules = measured.map(\.testTarget) + [SourceLayout.specTests]
            run = try runTests(
                filter: "^(" + modules.joined(separator: "|") + ")\\.", label: "suite",
                environment: [
                    "WORKBENCH_PATTERNS": measured.map(\.command).joined(separator: ",")
                ])
        }
        if !run.passed {
            say(
                "the suite FAILED with every patch: "
                    + run.failing.prefix(5).joined(separator: ", "))
        }
        return run
    }

    /// What the shared part and the production patch alone did to `pattern`: the lines, the
    /// types and interfaces they touched (from the index `before` and after, read at the lines
    /// where the patch applied: `placed`), and the pattern's own tests, unchanged, that now fail.
    func measureProduction(
        _ request: ChangeRequest, in pattern: PatternDescriptor, placed: UnifiedDiff,
        before: DeclarationIndex, indexAfter after: String, notCompiling: [String],
        say: (String) -> Void
    ) throws -> PatternChange {
        let patch = request.patches[pattern.productionPatch] ?? UnifiedDiff.empty
        let touches = ChangeTouches(
            patch: placed, module: pattern.module,
            before: before,
            after: try DeclarationIndex(storePath: after, root: copy, module: pattern.module))
        say("running \(pattern.name)'s own tests, unchanged")
        let run = try runTests(filter: "^\(pattern.testTarget)\\.", label: pattern.command)
        let failing = run.failing.compactMap { id -> String? in
            guard id.hasPrefix(pattern.testTarget + ".") else { return nil }
            return String(id.dropFirst(pattern.testTarget.count + 1))
        }
        return PatternChange(
            pattern: pattern.command, production: patch.size, types: touches.types,
            interfaces: touches.interfaces,
            expected: request.expectedClasses[pattern.command] ?? .none,
            found: touches.changeClass(productionLines: patch.added + patch.removed),
            testsFailing: failing, testsNotCompiling: notCompiling,
            repair: (request.patches[pattern.repairPatch] ?? UnifiedDiff.empty).size,
            testsPassAfterRepair: false)
    }

    // MARK: - The copy

    /// Makes the copy's files those of the package (hidden folders and the scratch folders left
    /// out), with `overrides` in place of the disk's (nil: a file left out), writing only the
    /// files that differ and removing those the package lacks.
    package func sync(overrides: [String: Data?] = [:]) throws {
        try package.sync(
            excluding: [build.scratchPath, build.build.productsFolder].compactMap { $0 },
            overrides: overrides)
    }

    /// Writes a patch's results into the copy: new texts, or deletions.
    package func write(_ files: [String: String?]) throws {
        try package.write(files)
    }

    // MARK: - Building

    /// `swift build --build-tests` in the copy: whether it built, and what it printed.
    package func swiftBuild() throws -> (Bool, String) {
        try package.build()
    }

    /// Builds the copy with the production patches; each test file of a pattern that no longer
    /// compiles is set aside and the build tried again. Returns, per pattern, the tests of the
    /// files set aside (`File.swift: test()`). Any other error is the request's failure.
    package func buildSettingAside(
        _ request: ChangeRequest, say: (String) -> Void
    ) throws -> [String: [String]] {
        var notCompiling: [String: [String]] = [:]
        for _ in 0..<20 {
            let (built, output) = try swiftBuild()
            if built { return notCompiling }
            let errors = package.errors(in: output)
            let testFiles = errors.map(\.file).filter { file in
                patterns.contains { file.hasPrefix($0.testFolder) }
            }
            guard !errors.isEmpty, testFiles.count == errors.count else {
                throw buildFailure(request, output: output)
            }
            for file in Set(testFiles).sorted() {
                guard let pattern = patterns.first(where: { file.hasPrefix($0.testFolder) })
                else { continue }
                let source = copy + "/" + file
                let text = (try? String(contentsOfFile: source, encoding: .utf8)) ?? ""
                let fileName = (file as NSString).lastPathComponent
                notCompiling[pattern.command, default: []] += Self.testNames(in: text).map {
                    "\(fileName): \($0)"
                }
                let target = aside + "/" + file
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try FileManager.default.moveItem(atPath: source, toPath: target)
                say("\(file) no longer compiles: set aside")
            }
        }
        throw ChangeRequestError(
            "\(request.name): the build still fails after setting aside 20 test files")
    }

    /// Puts the test files set aside back.
    package func restoreAside() throws {
        guard let walker = FileManager.default.enumerator(atPath: aside) else { return }
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let source = aside + "/" + path
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            try? FileManager.default.removeItem(atPath: copy + "/" + path)
            try FileManager.default.moveItem(atPath: source, toPath: copy + "/" + path)
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// The one-line error for a build that fails where no test file explains it: the first
    /// error, and the pattern (or the shared part) whose file it is in.
    package func buildFailure(_ request: ChangeRequest, output: String) -> ChangeRequestError {
        guard let first = package.errors(in: output).first else {
            return ChangeRequestError(
                "\(request.name): the build fails (run `swift build --build-tests "
                    + "--scratch-path \(scratch)` in \(copy) to see why)")
        }
        let owner =
            patterns.first {
                first.file.hasPrefix($0.sourceFolder) || first.file.hasPrefix($0.testFolder)
            }?
            .name ?? "the shared part"
        return ChangeRequestError(
            "\(request.name): \(owner): the build fails: \(first.file):\(first.line): \(first.message)"
        )
    }

    /// The Swift Testing tests a file declares: `name()` for each `@Test … func name(`.
    package static func testNames(in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var names: [String] = []
        var pending = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@Test") { pending = true }
            guard pending, let function = trimmed.range(of: "func ") else { continue }
            let name = trimmed[function.upperBound...].prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            names.append("\(name)()")
            pending = false
        }
        return names
    }

    // MARK: - Tests and scripts

    /// What a test run found: every test it ran and those that failed, as `Module.Suite.test()`.
    package struct TestRun {
        package var ran: [String]
        package var failing: [String]
        package var passed: Bool
    }

    /// Runs the built tests (`filter`: a `swift test --filter` pattern, nil for all) and reads
    /// their Swift Testing results.
    package func runTests(
        filter: String?, skip: String? = nil, label: String, environment: [String: String] = [:]
    ) throws -> TestRun {
        let report = "\(folder)/xunit-\(label).xml"
        let testingReport = "\(folder)/xunit-\(label)-swift-testing.xml"
        for file in [report, testingReport] { try? FileManager.default.removeItem(atPath: file) }
        var command = [
            "swift", "test", "--skip-build", "--scratch-path", scratch, "--xunit-output", report,
        ]
        if let filter { command += ["--filter", filter] }
        if let skip { command += ["--skip", skip] }
        let result = try Self.run(
            command, in: copy,
            environment: environment.merging([ScratchPackage.environmentVariable: "1"]) { $1 })
        guard let xml = try? String(contentsOfFile: testingReport, encoding: .utf8) else {
            throw ChangeRequestError(
                "the test run wrote no results (\(testingReport)); its last words: "
                    + (result.output.split(separator: "\n").last.map(String.init) ?? "none"))
        }
        let cases = Self.testCases(in: xml)
        let failing = cases.filter(\.failed).map(\.id)
        return TestRun(
            ran: cases.map(\.id), failing: failing,
            passed: result.status == 0 && failing.isEmpty)
    }

    /// The `<testcase>` elements of an xUnit report, as `XUnitReport` reads them, each named
    /// `classname.name` (`MVCTests.ShopListTests.a()`), as results name them.
    package static func testCases(in xml: String) -> [(id: String, failed: Bool)] {
        XUnitReport.testCases(in: xml).map { testCase in
            guard let slash = testCase.id.lastIndex(of: "/") else { return testCase }
            var id = testCase.id
            id.replaceSubrange(slash...slash, with: ".")
            return (id, testCase.failed)
        }
    }

    /// Runs the request's script in every pattern's executable: whether standard output,
    /// standard error and the exit status are the same in all, and how many commands it has.
    /// Each error line starts with its program's name (`mvp: line 3: …`), so that name is set
    /// aside before the errors are compared.
    package func runScript(_ request: ChangeRequest, products: String) throws -> (
        FrameDifference?, Int
    ) {
        let script = request.folder + "/" + ChangeRequest.scriptFile
        var outputs: [(pattern: String, output: String)] = []
        for pattern in patterns {
            let result = try Self.run(
                ["\(products)/\(pattern.command)", "--script", script], in: copy, separate: true)
            let errors = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in
                    line.hasPrefix("\(pattern.command): ")
                        ? "PROGRAM: " + line.dropFirst(pattern.command.count + 2) : String(line)
                }
            outputs.append(
                (
                    pattern.command,
                    "\(result.output)\n\(errors.joined(separator: "\n"))\nexit status \(result.status)"
                ))
        }
        let commands = request.script.split(separator: "\n").filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return !line.isEmpty && !line.hasPrefix("#")
        }.count
        return (FrameDifference.first(outputs: outputs, script: request.script), commands)
    }

    /// Runs `command` in `folder`: its exit status and output (standard error with standard
    /// output unless `separate`).
    package static func run(
        _ command: [String], in folder: String, separate: Bool = false,
        environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String, errors: String) {
        let result = try Subprocess.run(
            command, in: folder,
            environment: environment.isEmpty
                ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 },
            mergeErrors: !separate)
        return (result.status, result.output, result.errors)
    }
}
