import Foundation
import PatternCatalog
import Testing

/// `workbench changes`: the check CI runs, on a package folder of its own, and the command's
/// one-line errors. Nothing here builds: a patch that does not apply stops the command before it
/// would.
@Suite struct ChangesCommandTests {
    /// A package folder (Package.swift, one MVC file) with a request `demo` whose MVC patch
    /// changes that file.
    func package(mvcPatch: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-changes-\(UUID().uuidString)").path
        let request = root + "/ChangeRequests/demo"
        try FileManager.default.createDirectory(
            atPath: request, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/Patterns/MVC", withIntermediateDirectories: true)
        try "// a package\n".write(
            toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try "struct A {\n    let a = 1\n}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        try """
        # Demo

        **Seed claim.** None.

        **Expected class.** local.

        """.write(toFile: request + "/README.md", atomically: true, encoding: .utf8)
        try "tap\n".write(toFile: request + "/script.txt", atomically: true, encoding: .utf8)
        let mvc =
            mvcPatch ?? """
                --- a/Sources/Patterns/MVC/A.swift
                +++ b/Sources/Patterns/MVC/A.swift
                @@ -1,3 +1,3 @@
                 struct A {
                -    let a = 1
                +    let a = 2
                 }

                """
        for pattern in PatternDescriptor.all.map(\.command) {
            try (pattern == "mvc" ? mvc : "").write(
                toFile: "\(request)/\(pattern).patch", atomically: true, encoding: .utf8)
            try "".write(
                toFile: "\(request)/\(pattern)-tests.patch", atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func theCheckFailsNamingARequestThatWasNeverMeasured() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(executable: "workbench", ["changes", "--check"], directory: root)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "changes: ChangeRequests/results.json is stale for every pattern (demo): never "
                + "measured (run `swift run workbench changes --stale` and commit "
                + "ChangeRequests/results.json)\n")
    }

    @Test func theCheckAndTheRunFailNamingAPatchThatNoLongerApplies() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "struct A {\n    let a = 7\n}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        let message =
            "demo/mvc.patch: Sources/Patterns/MVC/A.swift: hunk 1 (@@ -1 @@) no longer applies: its lines "
            + "are not in the file\n"
        let check = try run(executable: "workbench", ["changes", "--check"], directory: root)
        #expect(check.status == 1)
        #expect(
            check.stderr.hasPrefix("changes: " + message), "the patch first, then what is stale")
        let measure = try run(executable: "workbench", ["changes", "demo"], directory: root)
        #expect(measure.status == 1)
        #expect(
            measure.stderr == "workbench changes: " + message, "refused before anything is built")
    }

    @Test func aPatchOutsideItsPatternsFolderIsRefused() throws {
        let root = try package(
            mvcPatch: """
                --- a/Sources/Patterns/MVP/B.swift
                +++ b/Sources/Patterns/MVP/B.swift
                @@ -1 +1 @@
                -a
                +b

                """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(executable: "workbench", ["changes", "--check"], directory: root)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "changes: demo: mvc.patch changes Sources/Patterns/MVP/B.swift, but it may only change "
                + "Sources/Patterns/MVC/\n")
    }

    /// Adds an exercise `demo` in MVC and MVP to the package at `root`, whose reference changes
    /// the MVC file as the request does.
    func addExercise(to root: String) throws {
        let folder = root + "/Exercises/demo"
        try FileManager.default.createDirectory(
            atPath: folder + "/reference", withIntermediateDirectories: true)
        try "# Demo\n\n**Seed claim.** None.\n\n**Expected class.** local.\n".write(
            toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        try "tap\n".write(toFile: folder + "/script.txt", atomically: true, encoding: .utf8)
        for pattern in ["mvc", "mvp"] {
            let request = root + "/ChangeRequests/demo/"
            for file in ["\(pattern).patch", "\(pattern)-tests.patch"] {
                try FileManager.default.copyItem(
                    atPath: request + file, toPath: folder + "/reference/" + file)
            }
        }
    }

    @Test func theExercisesCheckFailsNamingAnExerciseThatWasNeverMeasured() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try addExercise(to: root)

        let result = try run(
            executable: "workbench", ["changes", "--try", "--check"], directory: root)

        #expect(result.status == 1)
        #expect(
            result.stderr
                == "changes: Exercises/demo/results.json is stale for mvc, mvp (demo): never "
                + "measured (run `swift run workbench changes --try --save Exercises/demo` and "
                + "commit Exercises/demo/results.json)\n")
    }

    @Test func tryRefusesWhatItCannotMeasureAsAUsageError() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try addExercise(to: root)
        let refused: [([String], String)] = [
            (
                ["changes", "--try", "Exercises/nope"],
                "unknown exercise 'Exercises/nope'; known: Exercises/demo"
            ),
            (["changes", "--try", "--check", "nope"], "unknown exercise 'nope'; known: demo"),
            (["changes", "--save", "demo"], "--save goes with --try"),
        ]
        for (arguments, message) in refused {
            let result = try run(executable: "workbench", arguments, directory: root)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.stderr
                    == "workbench changes: \(message) (see 'workbench changes --help')\n",
                "\(arguments)")
        }
    }

    @Test func anUnknownRequestIsAUsageError() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(executable: "workbench", ["changes", "nope"], directory: root)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "workbench changes: unknown change request 'nope'; known: demo "
                + "(see 'workbench changes --help')\n")
    }
}
