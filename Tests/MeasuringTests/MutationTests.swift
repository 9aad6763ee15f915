import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The mutation run's parts that need no build: what the scanner plants in a file, which files
/// each scope takes, and the stored results refusing what they are not.
@Suite struct MutationTests {
    static let source = """
        struct Counter {
            var count = 0

            mutating func add(_ amount: Int) -> Bool {
                if amount < 3 {
                    count += amount
                }
                return count == 2
            }
        }

        """

    @Test func theScannerPlantsEachOperatorWhereItApplies() {
        let sites = MutantScanner(source: Self.source, file: "Counter.swift", module: "MVC")
            .sites(firstID: 7)
        let planted = sites.map {
            "\($0.mutant.line) \($0.mutant.kind.rawValue): \($0.mutant.original) → \($0.mutant.mutated)"
        }
        #expect(planted.contains("5 negated condition: amount < 3 → !(amount < 3)"), "\(planted)")
        #expect(planted.contains("5 boundary shift: < → <="), "\(planted)")
        #expect(planted.contains("2 swapped literal: 0 → 1"), "\(planted)")
        #expect(planted.contains { $0.hasPrefix("6 deleted statement: count += amount") })
        #expect(planted.contains("8 negated condition: == → !="), "\(planted)")
        #expect(sites.map(\.mutant.id) == Array(7..<(7 + sites.count)), "numbered in file order")
        #expect(!planted.contains { $0.hasPrefix("4 ") }, "a declaration is no site")
    }

    @Test func allOfAPatternsCodeTakesItsLogicRoleAndTheCodeThatBindsIt() throws {
        let graph = try packageGraph()
        for pattern in PatternDescriptor.all {
            let logic = try MutationPlan(
                graph: graph, root: packageRoot, patterns: [pattern], scope: .logicRole)
            let all = try MutationPlan(
                graph: graph, root: packageRoot, patterns: [pattern], scope: .ownCode)
            let logicFiles = Set(logic.sites.keys)
            let allFiles = Set(all.sites.keys)
            #expect(!logicFiles.isEmpty, "\(pattern.name)")
            #expect(logicFiles.isSubset(of: allFiles), "\(pattern.name)")
            #expect(
                allFiles.contains { $0.hasSuffix("ViewController.swift") }, "\(pattern.name)")
            #expect(allFiles.allSatisfy { $0.hasPrefix(pattern.folder + "/") }, "\(pattern.name)")
        }
        let mvvm = try MutationPlan(
            graph: graph, root: packageRoot, patterns: [.mvvm], scope: .logicRole)
        #expect(mvvm.sites.keys.allSatisfy { $0.contains("ViewModel") }, "\(mvvm.sites.keys)")
    }

    /// VIPER's logic is its presenters' and its interactors' (the use case MVP's presenter
    /// holds): both take mutants in the logic scope, and their lines are logic in each
    /// construct's count; its view controllers and routers are neither.
    @Test func viperLogicIsItsPresentersAndInteractors() throws {
        let graph = try packageGraph()
        let plan = try MutationPlan(
            graph: graph, root: packageRoot, patterns: [.viper], scope: .logicRole)
        // The contract's files take the role of the type behind them, and hold no site.
        let names = Set(
            plan.sites.filter { !$0.value.isEmpty }.keys.map { ($0 as NSString).lastPathComponent })
        #expect(names.contains("SearchInteractor.swift"), "\(names)")
        #expect(names.contains("SearchPresenter.swift"), "\(names)")
        #expect(
            names.allSatisfy {
                $0.hasSuffix("Presenter.swift") || $0.hasSuffix("Interactor.swift")
            }, "\(names)")
        let lines = LineConstruct.measure(graph: graph, root: packageRoot)
        let search = PatternDescriptor.viper.folder + "/Search/"
        for (file, construct) in [
            ("SearchInteractor", FaultConstruct.logic), ("SearchPresenter", .logic),
            ("SearchViewController", .bindingAndView), ("SearchRouter", .bindingAndView),
        ] {
            let found = Set((lines[search + file + ".swift"] ?? [:]).values)
            #expect(found == [construct], "\(file)")
        }
    }

    /// Each pattern's mutants are numbered from its own first number, whatever other patterns
    /// are planned with it: measuring one pattern again renumbers no other's.
    @Test func aPatternsMutantsAreNumberedTheSameAloneAsWithTheOthers() throws {
        let graph = try packageGraph()
        let together = try MutationPlan(
            graph: graph, root: packageRoot, patterns: PatternDescriptor.all)
        for pattern in [PatternDescriptor.mvc, .mvp, .mvvmDelegate] {
            let alone = try MutationPlan(graph: graph, root: packageRoot, patterns: [pattern])
            let ids = alone.allSites.map(\.mutant.id)
            #expect(ids.first == Mutant.firstID(of: pattern), "\(pattern.name)")
            #expect(
                together.allSites.map(\.mutant).filter { $0.module == pattern.module }
                    == alone.allSites.map(\.mutant), "\(pattern.name)")
        }
        #expect(Mutant.firstID(of: .mvc) == 10_001 && Mutant.firstID(of: .mvp) == 30_001)
    }

    /// An edit to one pattern's folder or tests makes that pattern's mutants stale, and no
    /// other's; an edit to what they all stand on makes every pattern's stale.
    @Test func anEditStalesThePatternItTouchesOrEveryPatternWhenShared() {
        var stored = StoredKey(toolchain: "6")
        for input in MutationKey.inputs { stored.inputs[input] = "a" }
        let all = Set(PatternDescriptor.all)
        var current = stored
        #expect(MutationKey.staleness(stored: stored, current: current, measured: all).isFresh)

        current.inputs["Tests/MVPTests"] = "b"
        let one = MutationKey.staleness(stored: stored, current: current, measured: all)
        #expect(one.shared.isEmpty && one.patterns.map(\.pattern) == [.mvp])
        #expect(one.command(.ownCode) == "swift run workbench mutants --scope all --pattern mvp")

        current.inputs[SourceLayout.shared] = "b"
        let every = MutationKey.staleness(stored: stored, current: current, measured: all)
        #expect(every.shared == ["Sources/Shared changed since it was measured"])
        #expect(every.command(.logicRole) == "swift run workbench mutants")

        let added = MutationKey.staleness(
            stored: stored, current: stored, measured: all.subtracting([.mvvmKVO]))
        #expect(
            added.patterns.isEmpty && added.isFresh, "a pattern with no mutants stored: not stale")
        #expect(added.notYetMeasured == [.mvvmKVO], "but not yet measured (LessonFirst)")
        #expect(
            added.command(.logicRole, for: added.notYetMeasured)
                == "swift run workbench mutants --pattern mvvm-kvo")
        let none = MutationKey.staleness(stored: stored, current: stored, measured: [])
        #expect(none.patterns.count == PatternDescriptor.all.count, "none stored: all stale")
    }

    /// A pattern's mutants are keyed by its own entry in the catalog, and the catalog's folder,
    /// every pattern's input, leaves the entries out: so the entries folder must hold exactly
    /// one file per pattern, named as `entryFile` says, and the list of them all.
    @Test func theCatalogsEntriesAreOneFilePerPatternAndTheList() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot + "/" + PatternDescriptor.entriesFolder)
        let expected =
            PatternDescriptor.all.map { ($0.entryFile as NSString).lastPathComponent }
            + ["PatternDescriptor+All.swift"]
        #expect(files.sorted() == expected.sorted())
        for pattern in PatternDescriptor.all {
            let text = try String(
                contentsOfFile: packageRoot + "/" + pattern.entryFile, encoding: .utf8)
            #expect(text.contains("module: \"\(pattern.module)\""), "\(pattern.entryFile)")
        }
        #expect(MutationKey.inputs(of: .mvp).contains(PatternDescriptor.mvp.entryFile))
    }

    /// A run of one pattern replaces that pattern's entries and its own inputs' hashes, keeps
    /// every other's, and says which it measured.
    @Test func aRunOfOnePatternIsMergedIntoTheStoredRun() {
        var old = StoredKey(toolchain: "6")
        for input in MutationKey.inputs { old.inputs[input] = "old" }
        var new = StoredKey(toolchain: "6.2")
        for input in MutationKey.inputs { new.inputs[input] = "new" }
        let mvc = "Sources/Patterns/MVC/ShopList/ShopListViewController.swift"
        let mvp = "Sources/Patterns/MVP/ShopList/ShopListPresenter.swift"
        let stored = MutationResults(
            scope: .logicRole, key: old,
            entries: [
                MutantsSectionTests.entry(10_001, "MVC", mvc, 10, .killed),
                MutantsSectionTests.entry(30_001, "MVP", mvp, 10, .survived),
            ], seconds: 600, machine: "2 cores")
        let partial = MutationResults(
            scope: .logicRole, key: new,
            entries: [MutantsSectionTests.entry(30_001, "MVP", mvp, 10, .killed)], seconds: 90,
            machine: "2 cores")

        let merged = stored.merging(partial)

        #expect(merged.entries.map(\.outcome) == [.killed, .killed])
        #expect(merged.key.inputs["Sources/Patterns/MVC"] == "old")
        #expect(merged.key.inputs["Tests/MVPTests"] == "new")
        #expect(merged.key.toolchain == "6.2")
        #expect(merged.measured == ["MVP"])
        #expect(
            merged.runText
                == "The last run measured the mutants of MVP again, in 90 s on 2 cores; the "
                + "other patterns' are from the run before.")
    }

    @Test func storedResultsRefuseAnotherScopeOrFormat() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mutants-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let results = MutationResults(
            scope: .ownCode, key: StoredKey(toolchain: "6"), entries: [], seconds: 1,
            machine: "test")
        try results.save(root: root)
        #expect(try MutationResults.load(root: root, scope: .ownCode) == results)
        #expect(try MutationResults.load(root: root, scope: .logicRole) == nil)
        let wrongScope = root + "/" + MutationScope.logicRole.path
        try FileManager.default.copyItem(
            atPath: root + "/" + MutationScope.ownCode.path, toPath: wrongScope)
        #expect(throws: InputFormatError.self) {
            try MutationResults.load(root: root, scope: .logicRole)
        }
        try #"{"format": 1}"#.write(toFile: wrongScope, atomically: true, encoding: .utf8)
        do {
            _ = try MutationResults.load(root: root, scope: .logicRole)
            Issue.record("an old format was read")
        } catch let error as InputFormatError {
            #expect(error.description.contains("run `swift run workbench mutants`"))
        }
    }
}

/// The mutants' part of Comparison.md, on made-up runs: each scope its table and survivors, and a
/// scope not measured says so and how to measure it.
@Suite struct MutantsSectionTests {
    static func entry(
        _ id: Int, _ module: String, _ file: String, _ line: Int, _ outcome: MutationResults.Outcome
    )
        -> MutationResults.Entry
    {
        MutationResults.Entry(
            mutant: Mutant(
                id: id, module: module, file: file, declaration: "F.f", place: id, line: line,
                column: 5, kind: .swapLiteral, original: "0", mutated: "1"),
            outcome: outcome)
    }

    @Test func eachScopeShowsItsScoresAndSurvivorsOrSaysWhyNot() {
        let file = "Sources/Patterns/MVC/ShopList/ShopListViewController.swift"
        let logic = MutationResults(
            scope: .logicRole,
            key: StoredKey(toolchain: "6"),
            entries: [
                Self.entry(1, "MVC", file, 10, .killed), Self.entry(2, "MVC", file, 12, .survived),
                Self.entry(3, "MVC", file, 14, .undetected),
            ],
            seconds: 61, machine: "2 cores")
        let section = TestabilitySection.mutantsSection(
            [.logicRole: logic], problems: [.ownCode: "no mutation run is stored (x)"])
        #expect(section.contains("#### Over each pattern's logic role"))
        #expect(section.contains("| MVC | 3 | 1 | 1 | 1 | 0 | 50% |"), "\(section)")
        #expect(section.contains("  - \(file):12:5: swapped literal: `0` → `1`"))
        #expect(section.contains("The run took 61 s on 2 cores."))
        #expect(
            section.contains(
                "Not measured: no mutation run is stored (x) (run "
                    + "`swift run workbench mutants --scope all`)."))
        var all = logic
        all.scope = .ownCode
        let both = TestabilitySection.mutantsSection(
            [.logicRole: logic, .ownCode: all], problems: [:])
        #expect(both.contains("#### Over all of each pattern's own code"))
        #expect(both.contains("  - `\(file)`: 12"), "\(both)")
        var twice = all
        twice.entries.append(Self.entry(4, "MVC", file, 12, .survived))
        let counted = TestabilitySection.mutantsSection([.ownCode: twice], problems: [:])
        #expect(counted.contains("  - `\(file)`: 12 (×2)"), "\(counted)")
    }
}

/// A stored mutant is known by its declaration and its place there, which a comment above it
/// does not move; its line is read from the file as it is.
@Suite struct MutantIdentityTests {
    @Test func aCommentAboveMovesTheLineButNotTheMutant() throws {
        let source = MutationTests.source
        let commented =
            "// Counts.\n\n"
            + source.replacingOccurrences(
                of: "    mutating func", with: "    /// Adds.\n    mutating func")
        let before = MutantScanner(source: source, file: "C.swift", module: "MVC").sites(firstID: 1)
        let after = MutantScanner(source: commented, file: "C.swift", module: "MVC")
            .sites(firstID: 1)
        #expect(before.count == after.count && !before.isEmpty)
        for (old, new) in zip(before, after) {
            #expect(old.mutant.isSame(as: new.mutant))
            #expect(new.mutant.line > old.mutant.line)
        }
        #expect(before.map(\.mutant.declaration).contains("Counter.add"))
        #expect(before.first { $0.mutant.declaration == "Counter" }?.mutant.original == "0")
    }

    @Test func aStoredMutantIsLocatedInTheFileAsItIsNow() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("located-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let sites = MutantScanner(source: MutationTests.source, file: "C.swift", module: "MVC")
            .sites(firstID: 1)
        let stored = MutationResults(
            scope: .logicRole, key: StoredKey(toolchain: "6"),
            entries: sites.map { MutationResults.Entry(mutant: $0.mutant, outcome: .killed) },
            seconds: 1, machine: "m")
        let decoded = try JSONDecoder().decode(
            MutationResults.self, from: Data(try stored.reportJSON().utf8))
        #expect(!(try stored.reportJSON()).contains("\"line\""), "no line is stored")
        try ("\n\n\n" + MutationTests.source).write(
            toFile: root + "/C.swift", atomically: true, encoding: .utf8)
        let located = decoded.located(root: root)
        #expect(located.entries.map(\.mutant.line) == sites.map { $0.mutant.line + 3 })
    }
}
