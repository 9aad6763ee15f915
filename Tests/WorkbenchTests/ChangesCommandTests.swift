import Foundation
import Harness
import PatternCatalog
import Testing
import WorkbenchCore

@testable import WorkbenchKit

/// `workbench changes`: what each command line asks for, the usage errors of the ones that
/// cannot combine, and the report `--try` prints. Nothing here measures.
@MainActor
@Suite struct ChangesCommandTests {
    @Test func eachFormOfTheCommandLineAsksForItsRun() throws {
        let forms: [([String], ChangesCommand.Invocation)] = [
            ([], .measure([], patterns: nil, stale: false)),
            (["phone-field"], .measure(["phone-field"], patterns: nil, stale: false)),
            (["--stale"], .measure([], patterns: nil, stale: true)),
            (
                ["--pattern", "mvp,mvc", "phone-field"],
                .measure(["phone-field"], patterns: [.mvc, .mvp], stale: false)
            ),
            (["--check"], .check([], all: false)),
            (["--check", "--all"], .check([], all: true)),
            (["--try", "Exercises/free-price"], .tryExercise("Exercises/free-price")),
            (["Exercises/free-price", "--try"], .tryExercise("Exercises/free-price")),
            (["--try", "--save", "free-price"], .saveExercise("free-price")),
            (["--try", "--check"], .checkExercises([], all: false)),
            (["--try", "--check", "free-price"], .checkExercises(["free-price"], all: false)),
            (["--try", "--check", "--all"], .checkExercises([], all: true)),
        ]
        for (arguments, expected) in forms {
            #expect(try ChangesCommand.parse(arguments).0 == expected, "\(arguments)")
        }
        let (_, options) = try ChangesCommand.parse(["--try", "x", "--scratch-path", "/tmp/b"])
        #expect(options.scratchPath == "/tmp/b")
    }

    @Test func optionsThatCannotCombineAreRefusedWithTheReason() {
        let refused: [([String], String)] = [
            (
                ["--try"],
                "--try needs an exercise's folder, e.g. `workbench changes --try "
                    + "Exercises/free-price`"
            ),
            (["--try", "a", "b"], "--try measures one exercise at a time: name one folder"),
            (["--save", "a"], "--save goes with --try"),
            (["--try", "--check", "--save", "a"], "--check writes nothing: leave out --save"),
            (["--all"], "--all goes with --check"),
            (["--try", "--all", "a"], "--all goes with --check"),
            (["--check", "--all", "a"], "--all measures every one again: name none"),
            (["--try", "a", "--bogus"], "unknown option '--bogus'"),
            (["--try", "a", "--scratch-path"], "--scratch-path needs a value"),
        ]
        for (arguments, message) in refused {
            #expect(throws: UsageError(message), "\(arguments)") {
                try ChangesCommand.parse(arguments)
            }
        }
    }

    @Test func theHelpShowsEveryFormAndFitsItsWidth() {
        let help = ChangesCommand.usage
        #expect(help.contains("       workbench changes --try [--save] [--scratch-path PATH] DIR"))
        #expect(help.contains("workbench changes --try --check [--all]"))
        for line in help.split(separator: "\n") {
            #expect(line.count <= 100, "\(line)")
        }
    }

    /// A result in MVC and MVVM (Observation) with `added` production lines in each.
    static func result(added: Int, passed: Bool = true) -> RequestResult {
        let changes = [PatternDescriptor.mvc, .mvvm].map { pattern in
            PatternChange(
                pattern: pattern.command,
                production: PatchSize(files: [
                    FileLines(path: pattern.sourceFolder + "A.swift", added: added, removed: 1)
                ]),
                types: [
                    TouchedType(name: "A", role: "view", change: .changed, added: 2, removed: 1)
                ],
                interfaces: [], expected: .local, found: .local,
                testsFailing: pattern == .mvc ? ["ShopListTests.a()"] : [],
                testsNotCompiling: [], repair: .empty, testsPassAfterRepair: passed)
        }
        return RequestResult(
            name: "demo", title: "Demo", claim: "", key: StoredKey(toolchain: "6"),
            shared: .empty, patterns: changes, suitePassed: passed, framesIdentical: true,
            scriptCommands: 3)
    }

    @Test func theReportSetsTheStudentsFiguresBesideTheReferences() throws {
        let root = try ExerciseFolder.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exercise = try Exercise(path: "Exercises/demo", root: root)
        var report = ExerciseReport(
            exercise: exercise,
            columns: [("yours", Self.result(added: 12, passed: false)), ("reference", nil)])
        report.notes = ["the reference has no stored figures"]

        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines[0] == "demo: Demo (MVC and \(PatternDescriptor.mvvm.name))")
        #expect(lines[2] == "                                  yours                     reference")
        #expect(lines.contains("MVC"))
        #expect(lines.contains("  production lines                +12 −1                    —"))
        #expect(lines.contains("  class (expected local)          local                     —"))
        #expect(lines.contains("  own tests broken                1 failing                 —"))
        #expect(lines.contains("  own tests and spec              FAILED                    —"))
        #expect(lines.contains("  the script's frames             identical (3 commands)    —"))
        #expect(lines.contains("  yours, MVC: A (view, changed +2 −1)"))
        #expect(lines.last == "Note: the reference has no stored figures")
    }

    /// A made-up failure: the report names each failing pattern's tests, the spec's apart, and
    /// the first frame that differs, with the script's line and both patterns' lines.
    @Test func aFailingChangeSaysWhereItFailed() throws {
        let root = try ExerciseFolder.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exercise = try Exercise(path: "Exercises/demo", root: root)
        var failed = Self.result(added: 3, passed: false)
        failed.framesIdentical = false
        failed.failingTests = [
            "MVVMTests.ShopListTests.aTouchSelects()", "SpecTests.ShopListSpecTests.x(pattern:)",
        ]
        failed.frameDifference = FrameDifference.first(
            outputs: [
                ("mvc", "> tab shop\nShop\n> select 2\nTea  ¥3.00"),
                ("mvvm", "> tab shop\nShop\n> select 2\nTea  ¥4.00"),
            ],
            script: "# two commands\ntab shop\n\nselect 2\n")
        let report = ExerciseReport(exercise: exercise, columns: [("yours", failed)])

        let lines = report.text.split(separator: "\n").map(String.init)

        let mvvm = PatternDescriptor.mvvm.name
        #expect(lines.contains("Where yours failed"))
        #expect(lines.contains("  failing, \(mvvm): MVVMTests.ShopListTests.aTouchSelects()"))
        #expect(
            lines.contains(
                "  failing, the spec and the shared tests: SpecTests.ShopListSpecTests.x(pattern:)")
        )
        #expect(
            lines.contains("  the script's frames first differ after script line 4 (`select 2`):"))
        #expect(lines.contains("    MVC: Tea  ¥3.00"))
        #expect(lines.contains("    \(mvvm): Tea  ¥4.00"))
    }

    @Test func identicalOutputsHaveNoDifferenceAndAnExitStatusIsOne() {
        #expect(FrameDifference.first(outputs: [("a", "x"), ("b", "x")], script: "tap") == nil)
        let status = FrameDifference.first(
            outputs: [("a", "exit status 0"), ("b", "exit status 1")], script: "tap")
        #expect(status?.scriptLine == nil && status?.line == "exit status 0")
    }

    /// A package folder with one request, `demo`, whose patches are empty, and a stored result
    /// for it, fresh, that passed or failed its suite.
    static func measuredRequest(suitePassed: Bool) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("changes-check-\(UUID().uuidString)").path
        let request = root + "/ChangeRequests/demo"
        try FileManager.default.createDirectory(atPath: request, withIntermediateDirectories: true)
        let files =
            [
                "README.md": "# Demo\n\n**Seed claim.** None.\n\n**Expected class.** none.\n",
                "script.txt": "tap\n",
            ]
            .merging(
                PatternDescriptor.all.flatMap { [($0.productionPatch, ""), ($0.repairPatch, "")] }
            ) { $1 }
        for (name, text) in files {
            try text.write(toFile: request + "/" + name, atomically: true, encoding: .utf8)
        }
        let key = try ChangeRequest(name: "demo", root: root, patterns: PatternDescriptor.all)
            .key(root: root, toolchain: Toolchain.version())
        let result = RequestResult(
            name: "demo", title: "Demo", claim: "", key: key, shared: .empty,
            patterns: PatternDescriptor.all.map {
                PatternChange(
                    pattern: $0.command, production: .empty, types: [], interfaces: [],
                    expected: .none, found: .none, testsFailing: [], testsNotCompiling: [],
                    repair: .empty, testsPassAfterRepair: true)
            },
            suitePassed: suitePassed, framesIdentical: true, scriptCommands: 1)
        try (ChangeResults(requests: [result]).reportJSON() + "\n").write(
            toFile: root + "/" + ChangeResults.path, atomically: true, encoding: .utf8)
        return root
    }

    @Test func theCheckFailsOnAFreshResultWhoseSuiteFailed() throws {
        for passed in [true, false] {
            let root = try Self.measuredRequest(suitePassed: passed)
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(try StoredResults.requests(root: root).isFresh)
            let problems = try RequestsKind.problems(root: root)
            #expect(problems.isEmpty == passed, "suite passed: \(passed): \(problems)")
        }
    }
}

/// A package folder holding one exercise, `Exercises/demo`, in MVC and MVVM (Observation).
enum ExerciseFolder {
    static func make() throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("exercise-report-\(UUID().uuidString)").path
        let folder = root + "/Exercises/demo"
        try FileManager.default.createDirectory(
            atPath: folder + "/reference", withIntermediateDirectories: true)
        try "# Demo\n\n**Seed claim.** None.\n\n**Expected class.** local.\n".write(
            toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        try "tap\n".write(toFile: folder + "/script.txt", atomically: true, encoding: .utf8)
        for file in ["mvc.patch", "mvc-tests.patch", "mvvm.patch", "mvvm-tests.patch"] {
            try "".write(toFile: folder + "/reference/" + file, atomically: true, encoding: .utf8)
        }
        return root
    }

}
